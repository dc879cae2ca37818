import { AdminRouteError } from "#app/features/admin/admin-route-error.tsx";
import { AnalyticsScreen } from "#app/features/admin/analytics-screen.tsx";
import { messages } from "#app/lib/staff-messages.ts";
import { agencyDay } from "#contracts/agency-clock.ts";
import {
  ANALYTICS_PRESETS,
  type AnalyticsPreset,
  analyticsRangeSchema,
  presetRange,
} from "#contracts/analytics-schema.ts";
import { toFieldErrors } from "#contracts/messages/error-text.ts";
import { can } from "#contracts/permissions.ts";
import {
  getAnalyticsCampaigns,
  getAnalyticsFunnel,
  getAnalyticsOverview,
  getAnalyticsPages,
  getAnalyticsSources,
} from "#server/analytics/analytics-reports.ts";
import { requestLocale } from "#server/http/request-locale.ts";
import type { Route } from "./+types/analytics";
import { requireStaffWithDb } from "./staff-route.ts";

export const meta: Route.MetaFunction = () => [{ title: messages.analytics.metaTitle }];

/** A preset or a custom range; a bad custom range shows the last 30 days, the reason beside the field. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { user, db, services } = requireStaffWithDb(context, request, "analytics:content");
  const now = services.now();
  const params = new URL(request.url).searchParams;
  const asked = params.get("preset");
  const custom = params.has("from") || params.has("to");
  let preset: AnalyticsPreset | "custom" = ANALYTICS_PRESETS.includes(asked as AnalyticsPreset)
    ? (asked as AnalyticsPreset)
    : custom
      ? "custom"
      : "30";
  let range = preset === "custom" ? null : presetRange(preset, agencyDay(now));
  let errors: Record<string, string> = {};
  if (!range) {
    const parsed = analyticsRangeSchema.safeParse({
      from: params.get("from") ?? "",
      to: params.get("to") ?? "",
    });
    if (parsed.success) range = parsed.data;
    else {
      errors = toFieldErrors(parsed.error, requestLocale());
      preset = "30";
      range = presetRange("30", agencyDay(now));
    }
  }
  const full = can(user.role, "analytics:read");
  const [pages, overview, sources, campaigns, funnel] = await Promise.all([
    getAnalyticsPages(db, now, range),
    full ? getAnalyticsOverview(db, now, range) : null,
    full ? getAnalyticsSources(db, now, range) : null,
    full ? getAnalyticsCampaigns(db, now, range) : null,
    full ? getAnalyticsFunnel(db, now, range) : null,
  ]);
  return { preset, range, errors, pages, overview, sources, campaigns, funnel };
}

export default function Analytics({ loaderData }: Route.ComponentProps) {
  return <AnalyticsScreen {...loaderData} />;
}

export { AdminRouteError as ErrorBoundary };
