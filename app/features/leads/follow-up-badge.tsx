import { Badge } from "#app/components/admin/admin-ui.tsx";
import { getStaffLocale } from "#app/lib/staff-messages.ts";
import { formatDate } from "#contracts/agency-clock.ts";
import { leadMessages as m } from "./lead-messages.ts";

const showDay = (day: string) => formatDate(day, getStaffLocale(), "medium");

/** The next follow-up: red when overdue, amber when due today (dates on the agency clock). */
export function FollowUpBadge({ date, today }: { date: string | null; today: string }) {
  if (!date) return null;
  if (date < today) return <Badge tone="danger">{m.overdue(showDay(date))}</Badge>;
  if (date === today) return <Badge tone="warning">{m.dueToday}</Badge>;
  return <Badge tone="neutral">{m.followUpOn(showDay(date))}</Badge>;
}
