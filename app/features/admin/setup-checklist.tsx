import { CheckCircle2, Circle, X } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useFetcher } from "react-router";
import { buttonStyles, Card, cx } from "#app/components/admin/admin-ui.tsx";
import { messages } from "#app/lib/staff-messages.ts";
import type { SetupChecklist } from "#server/auth/setup-checklist.ts";

const t = messages.admin.dashboard.checklist;

function Step({ done, title, children }: { done?: boolean; title: string; children: ReactNode }) {
  const Icon = done ? CheckCircle2 : Circle;
  return (
    <li className="flex gap-3 rounded-xl bg-(--admin-surface-2) p-4">
      <Icon
        aria-hidden="true"
        className={cx("mt-0.5 size-5 shrink-0", done ? "text-(--admin-accent-text)" : "opacity-50")}
      />
      <div className="min-w-0 text-sm">
        <p className="font-bold">
          {title}
          {done ? <span className="sr-only"> ({t.done})</span> : null}
        </p>
        <div className="mt-1 text-(--admin-muted)">{children}</div>
      </div>
    </li>
  );
}

const linkClass =
  "mt-2 inline-block font-semibold text-(--admin-text) underline decoration-brand-orange decoration-2 underline-offset-4";

/**
 * The first admin's getting-started list, until they dismiss it: the dismissal is saved on
 * their account (the dashboard's action), so it stays gone in every browser.
 */
export function SetupChecklistPanel({ checklist }: { checklist: SetupChecklist }) {
  const fetcher = useFetcher();
  // Gone as soon as it is posted; the loader agrees once the post is saved.
  if (fetcher.state !== "idle" || fetcher.data) return null;
  return (
    <Card
      aria-labelledby="setup-checklist-title"
      className="mb-6 p-5"
      data-testid="setup-checklist"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <div>
          <h2 id="setup-checklist-title" className="text-base font-bold">
            {t.title}
          </h2>
          <p className="mt-1 text-sm text-(--admin-muted)">{t.intro}</p>
        </div>
        <fetcher.Form
          method="post"
          action="/admin/dashboard"
          onSubmit={() => document.getElementById("admin-main")?.focus()}
        >
          <button type="submit" className={buttonStyles.ghost}>
            <X aria-hidden="true" className="size-4" />
            {t.dismiss}
          </button>
        </fetcher.Form>
      </div>
      <ol className="mt-4 grid gap-3 md:grid-cols-3">
        <Step done={checklist.teamInvited} title={t.invite}>
          <p>{t.inviteHint}</p>
          <Link to="/admin/staff" className={linkClass}>
            {t.inviteAction}
          </Link>
        </Step>
        <Step done={checklist.mailReady} title={t.mail}>
          <p>{t.mailHint}</p>
          <p className="mt-2 font-semibold text-(--admin-text)">
            {checklist.mailReady ? t.mailReady : t.mailMissing}
          </p>
        </Step>
        <Step title={t.demo}>
          <p>{t.demoHint}</p>
          <Link to="/admin/team" className={linkClass}>
            {t.demoAction}
          </Link>
        </Step>
      </ol>
    </Card>
  );
}
