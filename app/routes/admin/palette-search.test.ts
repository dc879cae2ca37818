import { beforeAll, expect, it } from "vitest";
import { searchPalette } from "#server/admin/palette-search.ts";
import { leads } from "#server/db/schema.ts";
import { createTestArticle, createTestEmployee } from "#server/test/factories.ts";
import { callRoute } from "#server/test/route-call.ts";
import { createStaff, setupTestContext } from "#server/test/test-app.ts";
import { loader } from "./palette-search.tsx";

const ctx = setupTestContext();

beforeAll(async () => {
  await createTestEmployee(ctx, {
    name: "Sekar Ayu Larasati",
    number: 91_001,
    position: "Copywriter",
  });
  await createTestEmployee(ctx, { name: "Budi Santoso", number: 91_002 });
  await createTestArticle(ctx, { title: "How Sekar plans a live-selling week" });
  await ctx.db.insert(leads).values({
    source: "contact",
    name: "Sekar Wulandari",
    company: "Kopi Nusantara",
    email: "sekar@kopi.example",
  });
});

it("finds employees, articles and leads by name for admins, in that order", async () => {
  const hits = await searchPalette(ctx.db, "admin", "sekar");
  expect(hits.map((hit) => [hit.kind, hit.label])).toEqual([
    ["employee", "Sekar Ayu Larasati"],
    ["article", "How Sekar plans a live-selling week"],
    ["lead", "Sekar Wulandari"],
  ]);
  expect(hits[0].href).toMatch(/^\/admin\/employee\/form\/\d+$/);
  expect(hits[2]).toMatchObject({ hint: "Kopi Nusantara · sekar@kopi.example" });
});

it("gives editors articles only, treats % and _ literally and ignores one letter", async () => {
  expect((await searchPalette(ctx.db, "editor", "sekar")).map((hit) => hit.kind)).toEqual([
    "article",
  ]);
  expect(await searchPalette(ctx.db, "admin", "%_")).toEqual([]);
  expect(await searchPalette(ctx.db, "admin", "s")).toEqual([]);
});

it("the route answers signed-in staff only", async () => {
  const editor = { ...(await createStaff(ctx, "editor")), sessionId: "t" };
  const request = new Request("http://localhost/admin/search?q=kopi");
  const answer = await callRoute(ctx, loader, request, { user: editor });
  expect(answer.data).toEqual({ term: "kopi", hits: [] });
  expect((await callRoute(ctx, loader, request, { user: null })).status).toBe(302);
});
