import { Badge } from "../../components/admin/admin-ui";
import { leadMessages as m } from "./lead-messages";

const formatDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });

/** The next follow-up: red when overdue, amber when due today (dates in Asia/Jakarta). */
export function FollowUpBadge({ date, today }: { date: string | null; today: string }) {
  if (!date) return null;
  if (date < today) return <Badge tone="danger">{m.overdue(formatDay(date))}</Badge>;
  if (date === today) return <Badge tone="warning">{m.dueToday}</Badge>;
  return <Badge tone="neutral">{m.followUpOn(formatDay(date))}</Badge>;
}
