import { beforeAll, describe, expect, it } from "vitest";
import { jsonRequest, setupTestContext, signedInAs } from "#server/test/test-app.ts";

const ctx = setupTestContext();
let cookie: string;

beforeAll(async () => {
  cookie = (await signedInAs(ctx, "editor")).cookie;
});

const me = async (withCookie = cookie) => {
  const response = await ctx.app.request("/api/v1/auth/me", { headers: { cookie: withCookie } });
  return (await response.json()).data.user;
};

describe("PUT /api/v1/auth/me/locale", () => {
  it("a new account's staff area is Indonesian; the member can switch it to English and back", async () => {
    expect((await me()).locale).toBe("id");
    const switched = await ctx.app.request(
      "/api/v1/auth/me/locale",
      jsonRequest("PUT", { locale: "en" }, cookie),
    );
    expect(switched.status).toBe(200);
    expect(await switched.json()).toEqual({ data: { locale: "en" } });
    expect((await me()).locale).toBe("en");
    await ctx.app.request("/api/v1/auth/me/locale", jsonRequest("PUT", { locale: "id" }, cookie));
    expect((await me()).locale).toBe("id");
  });

  it("changes only the caller's own account", async () => {
    const other = (await signedInAs(ctx, "admin")).cookie;
    await ctx.app.request("/api/v1/auth/me/locale", jsonRequest("PUT", { locale: "en" }, other));
    expect((await me(other)).locale).toBe("en");
    expect((await me()).locale).toBe("id");
  });

  it("refuses another language with a 400 naming the field, and strangers with a 401", async () => {
    const bad = await ctx.app.request(
      "/api/v1/auth/me/locale",
      jsonRequest("PUT", { locale: "fr" }, cookie),
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields.locale).toBe("Must be id or en");
    const stranger = await ctx.app.request(
      "/api/v1/auth/me/locale",
      jsonRequest("PUT", { locale: "en" }),
    );
    expect(stranger.status).toBe(401);
  });
});
