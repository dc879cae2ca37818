import type { ComponentProps, ReactNode } from "react";
import { cx } from "./cx";

type FieldShell = {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  optionalLabel?: string;
  tone?: "light" | "dark";
};

const controlClass = (error: boolean, tone: "light" | "dark") =>
  cx(
    "w-full rounded-xl border px-4 py-3 text-base transition-colors outline-none",
    "focus-visible:border-brand-orange focus-visible:ring-4 focus-visible:ring-brand-orange/25 focus-visible:outline-none",
    tone === "dark"
      ? "bg-white/5 text-white placeholder:text-white/50"
      : "bg-white text-ink placeholder:text-muted/70",
    error
      ? "border-[#c2261b]"
      : tone === "dark"
        ? "border-white/20 hover:border-white/40"
        : "border-ink/15 hover:border-ink/35",
  );

function Shell({
  id,
  label,
  hint,
  error,
  optionalLabel,
  tone = "light",
  children,
}: FieldShell & { children: ReactNode }) {
  const dark = tone === "dark";
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={cx("text-sm font-bold", dark ? "text-white" : "text-ink")}>
        {label}
        {optionalLabel ? (
          <span className={cx("ml-1 font-medium", dark ? "text-white/60" : "text-muted")}>
            {optionalLabel}
          </span>
        ) : null}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className={cx("text-sm", dark ? "text-white/65" : "text-muted")}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p
          id={`${id}-error`}
          className={cx("text-sm font-semibold", dark ? "text-[#ffb4a8]" : "text-[#b3261e]")}
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, hint: unknown, error: unknown) {
  return error ? `${id}-error` : hint ? `${id}-hint` : undefined;
}

export function TextField({
  id,
  label,
  hint,
  error,
  optionalLabel,
  tone = "light",
  className,
  ...input
}: FieldShell & ComponentProps<"input">) {
  return (
    <Shell
      id={id}
      label={label}
      hint={hint}
      error={error}
      optionalLabel={optionalLabel}
      tone={tone}
    >
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={cx(controlClass(Boolean(error), tone), className)}
        {...input}
      />
    </Shell>
  );
}

export function TextAreaField({
  id,
  label,
  hint,
  error,
  optionalLabel,
  tone = "light",
  className,
  ...input
}: FieldShell & ComponentProps<"textarea">) {
  return (
    <Shell
      id={id}
      label={label}
      hint={hint}
      error={error}
      optionalLabel={optionalLabel}
      tone={tone}
    >
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={cx(controlClass(Boolean(error), tone), "min-h-32 resize-y", className)}
        {...input}
      />
    </Shell>
  );
}

/** A native select: the most robust picker on phones and without JavaScript. */
export function SelectField({
  id,
  label,
  hint,
  error,
  optionalLabel,
  tone = "light",
  className,
  options,
  placeholder,
  ...select
}: FieldShell &
  ComponentProps<"select"> & {
    options: readonly { value: string; label: string }[];
    placeholder?: string;
  }) {
  return (
    <Shell
      id={id}
      label={label}
      hint={hint}
      error={error}
      optionalLabel={optionalLabel}
      tone={tone}
    >
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={cx(
          controlClass(Boolean(error), tone),
          "appearance-none bg-[length:20px] bg-[right_0.9rem_center] bg-no-repeat pr-10",
          "bg-[url('data:image/svg+xml;utf8,<svg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 24 24%22 fill=%22none%22 stroke=%22%23F68724%22 stroke-width=%222.5%22><path d=%22m6 9 6 6 6-6%22/></svg>')]",
          className,
        )}
        {...select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} className="text-ink">
            {option.label}
          </option>
        ))}
      </select>
    </Shell>
  );
}
