import { describe, expect, it } from "vitest";
import { serverDataOrFailure } from "./server-data-or-failure";

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
});
