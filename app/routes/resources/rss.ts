import { loadMessages } from "#app/lib/messages.ts";
import { localeFromPath } from "#contracts/locale.ts";
import { buildRssFeed } from "#server/articles/rss-feed.ts";
import { requestContext, servicesContext } from "#server/router-context.ts";
import type { Route } from "./+types/rss";

/** /rss.xml (English) and /id/rss.xml (Indonesian): the same module under two routes. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const locale = localeFromPath(new URL(request.url).pathname);
  const { blog } = await loadMessages(locale);
  const xml = await buildRssFeed(
    services,
    {
      origin: context.get(requestContext).origin,
      title: blog.rssTitle,
      description: blog.rssDescription,
    },
    locale,
  );
  return new Response(xml, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=600",
    },
  });
}
