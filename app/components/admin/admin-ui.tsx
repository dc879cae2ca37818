import type { ComponentProps, ReactNode } from "react";

const cx = (...parts: (string | false | null | undefined)[]) => parts.filter(Boolean).join(" ");

export { cx };

const buttonBase =
  "inline-flex items-center justify-center gap-2 rounded-xl px-4 py-2.5 text-sm font-bold transition-colors disabled:cursor-not-allowed disabled:opacity-60 whitespace-nowrap";

export const buttonStyles = {
  primary: cx(buttonBase, "bg-brand-yellow text-ink hover:bg-[#f5c400]"),
  secondary: cx(
    buttonBase,
    "border border-(--admin-border) bg-(--admin-surface) text-(--admin-text) hover:bg-(--admin-surface-2)",
  ),
  ghost: cx(buttonBase, "text-(--admin-text) hover:bg-(--admin-surface-2)"),
  danger: cx(buttonBase, "bg-[#b42318] text-white hover:bg-[#912018]"),
  icon: "inline-flex size-9 items-center justify-center rounded-lg text-(--admin-text) hover:bg-(--admin-surface-2) transition-colors",
};

export function PageHeader({
  title,
  intro,
  actions,
}: {
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight md:text-3xl">{title}</h1>
        {intro ? <p className="mt-1 text-sm text-(--admin-muted)">{intro}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}

/** A staff screen: its title, intro and actions over its content. */
export function AdminPage({
  children,
  ...header
}: Parameters<typeof PageHeader>[0] & { children: ReactNode }) {
  return (
    <div>
      <PageHeader {...header} />
      {children}
    </div>
  );
}

export function Card({ className, ...props }: ComponentProps<"section">) {
  return (
    <section
      className={cx(
        "rounded-2xl border border-(--admin-border) bg-(--admin-surface) shadow-[0_1px_2px_rgba(15,15,16,0.04)]",
        className,
      )}
      {...props}
    />
  );
}

export const inputStyles =
  "w-full rounded-xl border border-(--admin-border) bg-(--admin-surface) px-3.5 py-2.5 text-sm text-(--admin-text) placeholder:text-(--admin-muted) focus-visible:border-brand-orange aria-[invalid=true]:border-(--admin-danger)";

export function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-(--admin-muted)">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-xs font-semibold text-(--admin-danger)">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled text input with its hint or error line, wired together for screen readers. */
export function InputField({
  id,
  label,
  error,
  hint,
  ...input
}: { id: string; label: ReactNode; error?: string; hint?: string } & Omit<
  ComponentProps<"input">,
  "id" | "className"
>) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <input id={id} {...input} className={inputStyles} {...describedBy(id, error, hint)} />
    </Field>
  );
}

/** A new password: the browser offers to generate and save one; the hint says what is accepted. */
export function NewPasswordField({
  id,
  label,
  hint,
  error,
  minLength,
}: {
  id: string;
  label: string;
  hint: string;
  error?: string;
  minLength?: number;
}) {
  return (
    <InputField
      id={id}
      label={label}
      error={error}
      hint={hint}
      name="password"
      type="password"
      autoComplete="new-password"
      required
      minLength={minLength}
    />
  );
}

/** A form's main button, waiting while the form is being sent. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className={buttonStyles.primary} disabled={busy}>
      {children}
    </button>
  );
}

/** aria props that tie an input to its hint or error line. */
export function describedBy(id: string, error?: string, hint?: string) {
  return {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  } as const;
}

/** A select's options, one per value, worded by `label` (the value itself by default). */
export function Options<V extends string | number>({
  values,
  label = String,
}: {
  values: readonly V[];
  label?: (value: V) => string;
}) {
  return (
    <>
      {values.map((value) => (
        <option key={value} value={value}>
          {label(value)}
        </option>
      ))}
    </>
  );
}

export function Spinner({ label }: { label: string }) {
  return (
    <span role="status" className="inline-flex items-center gap-2 text-sm text-(--admin-muted)">
      <span
        aria-hidden="true"
        className="size-4 animate-spin rounded-full border-2 border-(--admin-border) border-t-brand-orange"
      />
      {label}
    </span>
  );
}

export function Badge({
  tone = "neutral",
  children,
}: {
  tone?: "neutral" | "success" | "warning" | "danger" | "info";
  children: ReactNode;
}) {
  const tones = {
    neutral: "bg-(--admin-surface-2) text-(--admin-text) border-(--admin-border)",
    success: "bg-(--admin-success-bg) text-(--admin-success) border-transparent",
    warning: "bg-[#fff4d6] text-[#6b4e00] border-transparent dark:bg-[#3a2e05] dark:text-[#fdd12a]",
    danger: "bg-(--admin-danger-bg) text-(--admin-danger) border-transparent",
    info: "bg-[#e8f0fe] text-[#1a4fa0] border-transparent dark:bg-[#12233f] dark:text-[#a8c7fa]",
  };
  return (
    <span
      className={cx(
        "inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold",
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}

/** A wide table's scroll box: focusable and named, so keyboard users can scroll it too. */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section aria-label={label} tabIndex={0} className={cx("overflow-x-auto", className)}>
      {children}
    </section>
  );
}

/** The one row of an empty table, across all its columns. */
/** A staff table's header row, one heading per label; the last one right-aligned over row actions. */
export function TableHead({ labels, actionsLast }: { labels: string[]; actionsLast?: boolean }) {
  return (
    <thead className="bg-(--admin-surface-2) text-xs uppercase tracking-wide text-(--admin-muted)">
      <tr>
        {labels.map((label, index) => (
          <th
            key={label}
            scope="col"
            className={
              actionsLast && index === labels.length - 1 ? "px-4 py-3 text-right" : "px-4 py-3"
            }
          >
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

export function EmptyTableRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={columns} className="px-4 py-12 text-center text-(--admin-muted)">
        {children}
      </td>
    </tr>
  );
}
