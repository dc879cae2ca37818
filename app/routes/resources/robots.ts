import { requestContext, servicesContext } from "../../../server/router-context.ts";
import { renderRobots, resolveOrigin } from "../../features/site/sitemap";
import type { Route } from "./+types/robots";

export function loader({ request, context }: Route.LoaderArgs) {
  const { config } = context.get(servicesContext);
  const { https } = context.get(requestContext);
  return new Response(renderRobots(resolveOrigin(config.PUBLIC_URL, request, https)), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
