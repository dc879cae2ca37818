import { Badge } from "../../components/admin/admin-ui";
import { formatDay } from "../../lib/format-staff-date";
import { getStaffLocale } from "../../lib/staff-messages";
import { leadMessages as m } from "./lead-messages";

const showDay = (day: string) => formatDay(day, getStaffLocale());

/** The next follow-up: red when overdue, amber when due today (dates in Asia/Jakarta). */
export function FollowUpBadge({ date, today }: { date: string | null; today: string }) {
  if (!date) return null;
  if (date < today) return <Badge tone="danger">{m.overdue(showDay(date))}</Badge>;
  if (date === today) return <Badge tone="warning">{m.dueToday}</Badge>;
  return <Badge tone="neutral">{m.followUpOn(showDay(date))}</Badge>;
}
