import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { articleVersionSchema } from "#contracts/article-schema.ts";
import { getArticleDetail } from "#server/articles/article-queries.ts";
import { createArticle } from "#server/articles/article-writes.ts";
import { employees, teamMembers, teamMemberTranslations } from "#server/db/schema.ts";
import { listTeamMembers } from "#server/site/site-content.ts";
import { setupTestContext, signedInAs } from "#server/test/test-app.ts";
import { createPng } from "#server/test/test-images.ts";
import { addUploadToLibrary } from "./media-library.ts";

const ctx = setupTestContext();
let url: string;

beforeAll(async () => {
  const { user } = await signedInAs(ctx, "editor");
  const row = await addUploadToLibrary(ctx.services, user, {
    source: await createPng(900, 600),
    name: "sari.png",
    kind: "portrait",
    alt: { en: "Sari smiling at her desk", id: "Sari tersenyum di mejanya" },
  });
  url = row.url;
});

describe("the library's alt text on public pages", () => {
  it("describes a team portrait in the page's language when the member has no alt text", async () => {
    const [employee] = await ctx.db
      .insert(employees)
      .values({
        name: "Sari Wulandari",
        number: 990001,
        position: "Designer",
        department: "Creative",
        joinDate: "2024-01-02",
        status: "Active",
      })
      .returning();
    await ctx.db.insert(teamMembers).values({
      employeeId: employee.id,
      role: "creative",
      portrait: { url, width: 512, height: 512 },
    });
    await ctx.db.insert(teamMemberTranslations).values([
      { employeeId: employee.id, locale: "en", jobTitle: "Designer" },
      { employeeId: employee.id, locale: "id", jobTitle: "Desainer" },
    ]);
    const altIn = async (locale: "en" | "id") =>
      (await listTeamMembers(ctx.db, locale)).find((member) => member.id === employee.id)?.alt;
    expect(await altIn("en")).toBe("Sari smiling at her desk");
    expect(await altIn("id")).toBe("Sari tersenyum di mejanya");

    // The member's own alt text wins.
    await ctx.db
      .update(teamMemberTranslations)
      .set({ portraitAlt: "Sari, our designer" })
      .where(eq(teamMemberTranslations.employeeId, employee.id));
    expect(await altIn("en")).toBe("Sari, our designer");
  });

  it("describes an article cover in the language of the version shown", async () => {
    const created = await createArticle(ctx.services, {
      versions: {
        en: articleVersionSchema.parse({ title: "Studio day", content: "<p>x</p>" }),
        id: articleVersionSchema.parse({ title: "Hari studio", content: "<p>x</p>" }),
      },
      coverImage: url,
      status: "published",
      publishedAt: new Date().toISOString(),
      categories: [],
    });
    const uid = (created as { uid: string }).uid;
    expect((await getArticleDetail(ctx.db, uid, { locale: "en" }))?.image_alt).toBe(
      "Sari smiling at her desk",
    );
    expect((await getArticleDetail(ctx.db, uid, { locale: "id" }))?.image_alt).toBe(
      "Sari tersenyum di mejanya",
    );
  });
});
