import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestArticle } from "#server/test/factories.ts";
import { createTestContext, type TestContext } from "#server/test/test-app.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const view = (uid: string, ip: string) =>
  ctx.app.request(`/api/v1/article/${uid}/views`, {
    method: "POST",
    headers: {
      "x-forwarded-for": ip,
      "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36",
    },
  });

const viewsOf = async (uid: string) =>
  (await (await ctx.app.request(`/api/v1/article/detail/${uid}`)).json()).data.original
    .views as number;

it("counts 100 concurrent posts from one visitor once, and from 100 visitors 100 times", async () => {
  const one = await createTestArticle(ctx, { title: "One visitor" });
  const many = await createTestArticle(ctx, { title: "Many visitors" });
  const sameVisitor = await Promise.all(
    Array.from({ length: 100 }, () => view(one.uid, "10.10.10.10")),
  );
  const distinct = await Promise.all(
    Array.from({ length: 100 }, (_, index) => view(many.uid, `10.20.${index >> 8}.${index & 255}`)),
  );
  expect([...sameVisitor, ...distinct].every((response) => response.status === 200)).toBe(true);
  const counts = { oneVisitor: await viewsOf(one.uid), hundredVisitors: await viewsOf(many.uid) };
  console.log(
    `view counter (${ctx.engine}): 100 posts from one visitor -> ${counts.oneVisitor}, from 100 visitors -> ${counts.hundredVisitors}`,
  );
  expect(counts).toEqual({ oneVisitor: 1, hundredVisitors: 100 });
});
