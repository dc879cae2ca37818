import { TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { messages } from "#app/lib/staff-messages.ts";
import { buttonStyles, cx } from "./admin-ui.tsx";

/** A refused save the form cannot pin on one field: what happened, and what to do about it. */
export function RefusalAlert({
  title,
  action,
  className,
  children,
}: {
  title: string;
  /** A button beside the words (under them on a phone). */
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="alert"
      className={cx(
        "flex flex-col gap-3 rounded-2xl border border-(--admin-danger) bg-(--admin-danger-bg) p-4 text-(--admin-text) sm:flex-row sm:items-start",
        className,
      )}
    >
      <TriangleAlert aria-hidden="true" className="size-5 shrink-0 text-(--admin-danger)" />
      <div className="flex flex-1 flex-col gap-1 text-sm">
        <p className="text-base font-bold">{title}</p>
        {children}
      </div>
      {action}
    </div>
  );
}

/**
 * A save of an older version, refused because a colleague saved first: the refusal, what
 * becomes of what was typed (`hint`), and the button that loads their version.
 */
export function StaleVersionAlert({
  message,
  hint,
  reloadLabel,
  reloading = false,
  onReload,
  className,
}: {
  message: string;
  hint?: string;
  reloadLabel: string;
  reloading?: boolean;
  onReload: () => void;
  className?: string;
}) {
  return (
    <RefusalAlert
      title={messages.website.shared.staleTitle}
      className={className}
      action={
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={reloading}
          onClick={onReload}
        >
          {reloadLabel}
        </button>
      }
    >
      <p>{message}</p>
      {hint ? <p className="text-(--admin-muted)">{hint}</p> : null}
    </RefusalAlert>
  );
}
