import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { runWrk } from "#bench/wrk-load.ts";

// The bench's load tool (Debian's wrk, installed by .ci/run) on a real server: its Lua path
// script and its reading of wrk's output hold for the wrk this machine has.
describe("runWrk", () => {
  it("loads a real server over the given paths and counts its 404s", async () => {
    const seen = new Set<string>();
    const server = createServer((request, response) => {
      seen.add(request.url ?? "");
      response.writeHead(request.url === "/missing" ? 404 : 200).end("ok");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const run = await runWrk({
        url: `http://127.0.0.1:${port}`,
        connections: 4,
        seconds: 1,
        paths: ["/found", "/missing"],
      });
      expect(run.rps).toBeGreaterThan(0);
      expect(run.non2xx).toBeGreaterThan(0);
      expect(seen).toEqual(new Set(["/found", "/missing"]));
    } finally {
      server.close();
    }
  });
});
