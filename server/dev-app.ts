import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { startServer } from "./boot.ts";
import { loadConfig } from "./config.ts";

export async function startDevServer(vite: ViteDevServer) {
  const config = loadConfig({ NODE_ENV: "development", ...process.env });
  const { server } = await startServer({
    config,
    build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
  });
  // Vite's middlewares answer first (modules, HMR); everything else falls through to Hono.
  const listeners = server.listeners("request") as ((...args: unknown[]) => void)[];
  server.removeAllListeners("request");
  server.on("request", (req, res) => {
    vite.middlewares(req, res, () => {
      for (const listener of listeners) listener(req, res);
    });
  });
}
