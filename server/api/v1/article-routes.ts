import { Hono } from "hono";
import { isbot } from "isbot";
import { agencyDay } from "#contracts/agency-clock.ts";
import { articleLangQuerySchema, articleListQuerySchema } from "#contracts/article-schema.ts";
import {
  ARTICLE_SEARCH_MAX_CHARACTERS,
  ARTICLE_SEARCH_MAX_LIMIT,
  ARTICLE_SEARCH_MAX_WORDS,
} from "#contracts/article-search-limits.ts";
import {
  getArticleDetail,
  getBestArticles,
  getNewsfeed,
  getRecommendations,
  listArticles,
  listCategories,
} from "#server/articles/article-queries.ts";
import { recordArticleView, VIEWS_PER_IP_PER_DAY } from "#server/articles/article-writes.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { getClientIp } from "#server/http/request-context.ts";
import { notFound } from "#server/shared/domain-errors.ts";
import { endpointsOf, listPageJson, uidParams } from "./endpoint.ts";

export const articleRoutes = new Hono<AppEnv>();
const endpoint = endpointsOf(articleRoutes, { tag: "Articles", access: "public" });

const EDITION =
  "`lang` (`en` by default, or `id`) picks the edition: each article answers in that language, else in the one it is written in; `language` names the language of its `title`, `excerpt`, `image_alt` and `content`, `languages` the versions it has";

endpoint(
  {
    method: "get",
    path: "/article",
    summary: `List published articles (full-text search with \`search\`: at most ${ARTICLE_SEARCH_MAX_WORDS} words and ${ARTICLE_SEARCH_MAX_CHARACTERS} characters, \`limit\` at most ${ARTICLE_SEARCH_MAX_LIMIT} while searching, 503 with Retry-After if it runs past its time limit; category with \`tag\`). ${EDITION}`,
    query: articleListQuerySchema,
  },
  async (c, { services, query }) => {
    const { searchIndex, sanitizer } = services;
    const options = { now: services.now(), searchIndex, siteHosts: sanitizer.siteHosts };
    return listPageJson(c, await listArticles(services.db, query, options));
  },
);

endpoint(
  {
    method: "get",
    path: "/article/detail/{id}",
    summary: `One published article by uid. ${EDITION}`,
    params: uidParams,
    query: articleLangQuerySchema,
    responses: { 404: "No published article has this uid" },
  },
  async (c, { db, services, params, query }) => {
    const article = await getArticleDetail(db, params.id, {
      locale: query.lang,
      siteHosts: services.sanitizer.siteHosts,
    });
    if (!article) throw notFound("Article");
    return c.json({ data: { original: article } });
  },
);

endpoint(
  {
    method: "get",
    path: "/article/best-articles",
    summary: `Most viewed published articles over the last 30 days (6). ${EDITION}`,
    query: articleLangQuerySchema,
  },
  async (c, { db, services, query }) =>
    c.json({
      data: { original: await getBestArticles(db, query.lang, services.sanitizer.siteHosts) },
    }),
);

endpoint(
  {
    method: "get",
    path: "/article/newsfeed",
    summary: `Latest published articles (6). ${EDITION}`,
    query: articleLangQuerySchema,
  },
  async (c, { db, services, query }) =>
    c.json({ data: { original: await getNewsfeed(db, query.lang, services.sanitizer.siteHosts) } }),
);

endpoint(
  {
    method: "get",
    path: "/article/recommendations",
    summary: `Articles related to \`article\` by shared categories (newest first), topped up with the most viewed articles outside the newsfeed (6). ${EDITION}`,
    query: articleLangQuerySchema.extend({ article: uidParams.shape.id.optional() }),
  },
  async (c, { db, services, query }) =>
    c.json({
      data: {
        original: await getRecommendations(
          db,
          query.article,
          query.lang,
          services.sanitizer.siteHosts,
        ),
      },
    }),
);

endpoint(
  {
    method: "get",
    path: "/article/categories",
    summary: "Categories with their number of published articles",
  },
  async (c, { db }) => c.json({ data: await listCategories(db) }),
);

endpoint(
  {
    method: "post",
    path: "/article/{id}/views",
    summary: `Record a view. A visitor counts once per article per day, and one IP at most ${VIEWS_PER_IP_PER_DAY} times whatever its user agent (salted daily hashes, no IP stored); known bots are not counted`,
    params: uidParams,
    success: { status: 200, description: "`{ data: { views } }` with the article's count" },
    responses: { 404: "No published article has this uid" },
  },
  async (c, { params }) => {
    const services = c.get("services");
    const userAgent = c.req.header("user-agent") ?? "";
    const day = agencyDay(services.now());
    const ip = getClientIp(c);
    const visitor = isbot(userAgent)
      ? null
      : {
          visitorHash: services.hashVisitor(ip, userAgent, day),
          ipHash: services.hashDailyIp(ip, day),
        };
    const views = await recordArticleView(services.db, params.id, visitor, day);
    if (views === null) throw notFound("Article");
    return c.json({ data: { views } });
  },
);
