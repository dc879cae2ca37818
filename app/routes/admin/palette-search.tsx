import { searchPalette } from "#server/admin/palette-search.ts";
import { requireStaff } from "#server/http/require-staff.ts";
import { servicesContext } from "#server/router-context.ts";
import type { Route } from "./+types/palette-search";

/** The command palette's record search (a resource route: data only, no page). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireStaff(context, request);
  const term = new URL(request.url).searchParams.get("q") ?? "";
  const { db } = context.get(servicesContext);
  return { term, hits: await searchPalette(db, user.role, term) };
}
