import { pathToFileURL } from "node:url";
import * as build from "virtual:react-router/server-build";
import { startServer } from "./boot.ts";

// Pre-rendering and tools import this file for the server build; only `node` on it starts.
export * from "virtual:react-router/server-build";

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await startServer({ build, clientDir: new URL("../client", import.meta.url).pathname });
}
