import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { parseWrkOutput, pathScript, runWrk } from "./wrk-load.ts";

const SAMPLE = `Running 5s test @ http://127.0.0.1:3401/
  1 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     1.52ms  412.10us  12.31ms   91.02%
    Req/Sec    33.21k     1.20k   35.10k    80.00%
  Latency Distribution
     50%  850.00us
     75%    1.61ms
     90%    1.90ms
     99%    2.03s
  165234 requests in 5.00s, 1.02GB read
  Socket errors: connect 0, read 2, write 1, timeout 4
  Non-2xx or 3xx responses: 17
Requests/sec:  33046.80
Transfer/sec:    208.52MB
p95_us 1954321
`;

describe("parseWrkOutput", () => {
  it("reads req/s, the 50th and 99th percentiles in ms and the errors", () => {
    expect(parseWrkOutput(SAMPLE)).toEqual({
      rps: 33047,
      p50: 0.85,
      p99: 2030,
      p95: 1954.32,
      socketErrors: 7,
      non2xx: 17,
      requests: 165234,
    });
  });

  it("counts no errors when wrk prints none", () => {
    const clean = SAMPLE.replace(/ {2}Socket errors.*\n/, "").replace(/ {2}Non-2xx.*\n/, "");
    expect(parseWrkOutput(clean)).toMatchObject({ socketErrors: 0, non2xx: 0 });
  });

  it("refuses output without a request rate", () => {
    expect(() => parseWrkOutput("unable to connect to 127.0.0.1:1")).toThrow(/Requests\/sec/);
  });
});

describe("pathScript", () => {
  it("lists every path as a quoted Lua string", () => {
    const script = pathScript(["/", '/a?q="x"']);
    expect(script).toContain('"/",');
    expect(script).toContain('"/a?q=\\"x\\""');
    expect(script).toContain("math.random(#paths)");
    expect(script).toContain('["X-Forwarded-For"] = "10." .. math.random(0, 255)');
  });

  it("walks the paths in order when asked, each once before any repeats", async () => {
    const asked: string[] = [];
    const server = createServer((request, response) => {
      asked.push(request.url ?? "");
      response.end("ok");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const run = await runWrk({
        url: `http://127.0.0.1:${port}`,
        connections: 1,
        seconds: 1,
        paths: ["/a", "/b", "/c"],
        order: "in-order",
      });
      expect(run.requests).toBeGreaterThan(6);
      // wrk builds one request before the run starts, so the walk may begin one path in.
      const paths = ["/a", "/b", "/c"];
      const start = paths.indexOf(asked[0]);
      expect(asked.slice(0, 7)).toEqual(
        Array.from({ length: 7 }, (_, index) => paths[(start + index) % 3]),
      );
    } finally {
      server.close();
    }
  });
});
