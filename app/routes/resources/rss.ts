import { buildRssFeed } from "../../../server/articles/rss-feed.ts";
import { requestContext, servicesContext } from "../../../server/router-context.ts";
import { messages } from "../../lib/messages";
import type { Route } from "./+types/rss";

export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const xml = await buildRssFeed(services.db, {
    origin: context.get(requestContext).origin,
    title: messages.blog.rssTitle,
    description: messages.blog.rssDescription,
  });
  return new Response(xml, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=600",
    },
  });
}
