import { redirect } from "react-router";
import { requestContext } from "#server/router-context.ts";
import type { Route } from "./+types/overview";

/** Where the sidebar logo points: staff land on their dashboard, everyone else on the home page. */
export function loader({ context }: Route.LoaderArgs) {
  throw redirect(context.get(requestContext).user ? "/admin/dashboard" : "/");
}

export default function Overview() {
  return null;
}
