import http from "node:http";
import { setTimeout as sleep } from "node:timers/promises";

export type LoadRequest = {
  kind: string;
  method: "GET" | "POST";
  path: string;
  headers: Record<string, string>;
};

export type Percentiles = { count: number; p50: number; p99: number; max: number };

export type LoadResult = {
  sent: number;
  /** Requests sent again after a reused keep-alive connection turned out closed. */
  retried: number;
  /** Requests per second actually sent. */
  rate: number;
  /** Network errors, timeouts and non-2xx answers, by "kind status". */
  errors: Record<string, number>;
  errorCount: number;
  latency: Record<string, Percentiles>;
};

export function percentiles(values: number[]): Percentiles {
  const sorted = Float64Array.from(values).sort();
  const at = (q: number) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  return { count: sorted.length, p50: at(0.5), p99: at(0.99), max: at(1) };
}

/**
 * Sends requests at a steady rate, whatever the answers do (an open loop, like visitors who do
 * not wait for each other). Each latency runs from the moment the request was due, so a server
 * that falls behind is charged for the queue it builds. autocannon's rate limit, by contrast,
 * sends each second's quota back to back and measures a burst at full load.
 */
export async function sendOpenLoad(options: {
  url: string;
  rate: number;
  seconds: number;
  next: () => LoadRequest;
  timeoutMs?: number;
}): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const latencies = new Map<string, number[]>([["all", []]]);
  const errors: Record<string, number> = {};
  const inFlight = new Set<Promise<void>>();
  const interval = 1_000 / options.rate;
  const total = Math.round(options.rate * options.seconds);
  const started = performance.now();

  let retried = 0;
  const send = (request: LoadRequest, due: number, retry = true): Promise<void> =>
    new Promise<void>((resolve) => {
      const fail = (reason: string | number) => {
        const key = `${request.kind} ${reason}`;
        errors[key] = (errors[key] ?? 0) + 1;
        resolve();
      };
      const req = http.request(
        `${options.url}${request.path}`,
        {
          method: request.method,
          headers:
            request.method === "POST"
              ? { ...request.headers, "content-length": "0" }
              : request.headers,
          agent,
          timeout: options.timeoutMs ?? 10_000,
        },
        (res) => {
          res.resume();
          res.on("error", () => fail("response error"));
          res.on("end", () => {
            const status = res.statusCode ?? 0;
            if (status < 200 || status >= 300) return fail(status);
            const ms = performance.now() - due;
            latencies.get("all")?.push(ms);
            if (!latencies.has(request.kind)) latencies.set(request.kind, []);
            latencies.get(request.kind)?.push(ms);
            resolve();
          });
        },
      );
      req.on("timeout", () => req.destroy(new Error("timeout")));
      req.on("error", (error: NodeJS.ErrnoException) => {
        // A kept-alive connection the server closed just as it was reused: browsers send the
        // request again on a new connection, and so does this client (once).
        if (retry && req.reusedSocket && error.code === "ECONNRESET") {
          retried += 1;
          resolve(send(request, due, false));
          return;
        }
        fail(error.message);
      });
      req.end();
    });

  for (let index = 0; index < total; index += 1) {
    const due = started + index * interval;
    const wait = due - performance.now();
    if (wait >= 1) await sleep(wait);
    const pending = send(options.next(), due);
    inFlight.add(pending);
    pending.then(() => inFlight.delete(pending));
  }
  const elapsed = (performance.now() - started) / 1_000;
  await Promise.all(inFlight);
  agent.destroy();
  return {
    sent: total,
    retried,
    rate: total / elapsed,
    errors,
    errorCount: Object.values(errors).reduce((sum, count) => sum + count, 0),
    latency: Object.fromEntries(
      [...latencies].map(([kind, values]) => [kind, percentiles(values)]),
    ),
  };
}
