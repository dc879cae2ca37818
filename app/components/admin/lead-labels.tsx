import { messages } from "#app/lib/staff-messages.ts";
import { isServiceSlug, SERVICE_NAMES, SERVICE_SLUGS } from "#contracts/site-content.ts";
import { Badge } from "./admin-ui.tsx";

const t = messages.admin.leads;
export const serviceName = (slug: string | null) =>
  slug
    ? isServiceSlug(slug)
      ? SERVICE_NAMES[slug]
      : slug
    : messages.admin.dashboard.unknownService;

export const SERVICE_OPTIONS = SERVICE_SLUGS.map((slug) => ({
  value: slug,
  label: SERVICE_NAMES[slug],
}));

const STATUS_TONE = {
  new: "info",
  contacted: "warning",
  qualified: "info",
  won: "success",
  lost: "neutral",
} as const;

export const statusLabel = (status: keyof typeof t.statuses) => t.statuses[status];
export const sourceLabel = (source: keyof typeof t.sources) => t.sources[source];

export function LeadStatusBadge({ status }: { status: keyof typeof t.statuses }) {
  return <Badge tone={STATUS_TONE[status]}>{statusLabel(status)}</Badge>;
}
