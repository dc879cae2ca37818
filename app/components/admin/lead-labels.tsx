import { services } from "../../../content/services.ts";
import { messages } from "../../lib/staff-messages";
import { Badge } from "./admin-ui";

const t = messages.admin.leads;
const serviceNames = new Map<string, string>(
  services.map((service) => [service.path, service.service]),
);

export const serviceName = (slug: string | null) =>
  slug ? (serviceNames.get(slug) ?? slug) : messages.admin.dashboard.unknownService;

export const SERVICE_OPTIONS = services.map((service) => ({
  value: service.path,
  label: service.service,
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
