import { describe, expect, it } from "vitest";
import { serverDataOrFailure } from "./server-data-or-failure.ts";

describe("serverDataOrFailure", () => {
  it("passes the server's data through", async () => {
    await expect(serverDataOrFailure(async () => ({ page: 2 }))).resolves.toEqual({ page: 2 });
  });

  it("answers { failed: true } when the request fails", async () => {
    const offline = async () => Promise.reject(new TypeError("Failed to fetch"));
    await expect(serverDataOrFailure(offline)).resolves.toEqual({ failed: true });
  });

  it("lets an error response through to the error boundary", async () => {
    const notFound = { status: 404, statusText: "Not Found", internal: false, data: null };
    await expect(serverDataOrFailure(async () => Promise.reject(notFound))).rejects.toBe(notFound);
  });

  it("answers { failed: true } for a 503, so the reader can retry a search that took too long", async () => {
    const busy = { status: 503, statusText: "Service Unavailable", internal: false, data: "x" };
    await expect(serverDataOrFailure(async () => Promise.reject(busy))).resolves.toEqual({
      failed: true,
    });
  });
});
