import { beforeAll } from "vitest";
import { type EmployeeInput, employeeInputSchema } from "#contracts/employee-schema.ts";
import { type ArticleApiInput, articleApiInputSchema } from "#server/api/v1/article-api-input.ts";
import { createArticle } from "#server/articles/article-writes.ts";
import { createEmployee } from "#server/employees/employee-service.ts";
import type { TestContext } from "./test-app.ts";

let sequence = 0;

export async function createTestArticle(
  ctx: TestContext,
  overrides: Partial<ArticleApiInput> = {},
) {
  sequence += 1;
  const data = articleApiInputSchema.parse({
    title: `Test article ${sequence}`,
    excerpt: "A short excerpt",
    content: `<p>Body of article ${sequence}</p>`,
    status: "published",
    publishedAt: new Date(Date.now() - 60_000).toISOString(),
    categories: ["Strategy"],
    ...overrides,
  });
  return createArticle(ctx.services, data);
}

/** The time `hours` before now, as an article's publishedAt (a negative number: in the future). */
export const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

/** Creates the articles one after the other and answers their uids under the same names. */
export async function createTestArticles<Name extends string>(
  ctx: TestContext,
  inputs: Record<Name, Partial<ArticleApiInput>>,
) {
  const uids = {} as Record<Name, string>;
  for (const [name, input] of Object.entries(inputs) as [Name, Partial<ArticleApiInput>][]) {
    uids[name] = (await createTestArticle(ctx, input)).uid;
  }
  return uids;
}

/**
 * The test file's articles, created before its tests (see setupTestContext): their uids under
 * the same names, there inside tests and later hooks only.
 */
export function setupTestArticles<Name extends string>(
  ctx: TestContext,
  inputs: Record<Name, Partial<ArticleApiInput>>,
) {
  const uids = {} as Record<Name, string>;
  beforeAll(async () => {
    Object.assign(uids, await createTestArticles(ctx, inputs));
  });
  return uids;
}

/** A draft without a publication date (createTestArticle dates every article a minute ago). */
export function createUndatedDraft(ctx: TestContext, title: string) {
  return createTestArticle(ctx, { title, status: "draft", publishedAt: undefined });
}

export function employeeInput(overrides: Partial<EmployeeInput> = {}): EmployeeInput {
  sequence += 1;
  return {
    name: `Employee ${sequence}`,
    number: 50_000 + sequence,
    position: "Designer",
    department: "Creative",
    joinDate: "2024-03-01",
    status: "Active",
    ...overrides,
  };
}

export async function createTestEmployee(ctx: TestContext, overrides: Partial<EmployeeInput> = {}) {
  return createEmployee(ctx.services, employeeInputSchema.parse(employeeInput(overrides)));
}
