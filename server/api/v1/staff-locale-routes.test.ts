import { beforeAll, describe, expect, it } from "vitest";
import { jsonRequest, setupTestContext, signedInAs } from "#server/test/test-app.ts";

const ctx = setupTestContext();
let cookie: string;

beforeAll(async () => {
  cookie = (await signedInAs(ctx, "editor", { locale: "id" })).cookie;
});

const me = async (withCookie = cookie) => {
  const response = await ctx.app.request("/api/v1/auth/me", { headers: { cookie: withCookie } });
  return (await response.json()).data.user;
};

describe("PUT /api/v1/auth/me/locale", () => {
  it("a member working in Indonesian can switch to English and back", async () => {
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
    expect((await bad.json()).error.fields.locale).toBe("Harus id atau en");
    const stranger = await ctx.app.request(
      "/api/v1/auth/me/locale",
      jsonRequest("PUT", { locale: "en" }),
    );
    expect(stranger.status).toBe(401);
  });
});

describe("the API speaks the signed-in member's language", () => {
  it("words refusals at the edge and field reasons in Indonesian for an Indonesian member", async () => {
    const forbidden = await ctx.app.request("/api/v1/admin/staff", { headers: { cookie } });
    expect(forbidden.status).toBe(403);
    expect((await forbidden.json()).error.message).toBe("Peran Anda tidak bisa melakukan ini");
    const notJson = await ctx.app.request("/api/v1/auth/me/locale", {
      method: "PUT",
      headers: { cookie, "content-type": "application/json" },
      body: "{",
    });
    expect(notJson.status).toBe(400);
    expect((await notJson.json()).error.message).toBe("Isi permintaan bukan JSON yang valid");
    const missing = await ctx.app.request("/api/v1/auth/me/locale", jsonRequest("PUT", {}, cookie));
    expect(await missing.json()).toMatchObject({
      error: { message: "Ada isian yang belum benar", fields: { locale: "Harus id atau en" } },
    });
  });

  it("answers an English member and a stranger in English", async () => {
    const english = (await signedInAs(ctx, "editor", { locale: "en" })).cookie;
    const forbidden = await ctx.app.request("/api/v1/admin/staff", {
      headers: { cookie: english },
    });
    expect((await forbidden.json()).error.message).toBe("Your role cannot do this");
    const stranger = await ctx.app.request("/api/v1/admin/staff");
    expect((await stranger.json()).error.message).toBe("Sign in to continue");
  });
});
