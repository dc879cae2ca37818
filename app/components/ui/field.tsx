import type { ComponentProps, ReactNode } from "react";
import { cx } from "./cx.ts";

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

type ControlProps = {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  className: string;
};

/** The label, optional mark, hint and error around a control, and the attributes tying them to it. */
function Shell({
  id,
  label,
  hint,
  error,
  optionalLabel,
  tone = "light",
  children,
}: FieldShell & { children: (control: ControlProps) => ReactNode }) {
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
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": error ? `${id}-error` : hint ? `${id}-hint` : undefined,
        className: controlClass(Boolean(error), tone),
      })}
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

/** A field's props: those of its shell, and those of its control. */
function splitField<T extends FieldShell>({
  id,
  label,
  hint,
  error,
  optionalLabel,
  tone,
  ...control
}: T) {
  return [{ id, label, hint, error, optionalLabel, tone }, control] as const;
}

export function TextField({ className, ...props }: FieldShell & ComponentProps<"input">) {
  const [shell, input] = splitField(props);
  return (
    <Shell {...shell}>
      {(control) => <input {...control} className={cx(control.className, className)} {...input} />}
    </Shell>
  );
}

export function TextAreaField({ className, ...props }: FieldShell & ComponentProps<"textarea">) {
  const [shell, input] = splitField(props);
  return (
    <Shell {...shell}>
      {(control) => (
        <textarea
          {...control}
          className={cx(control.className, "min-h-32 resize-y", className)}
          {...input}
        />
      )}
    </Shell>
  );
}

/** A native select: the most robust picker on phones and without JavaScript. */
export function SelectField({
  className,
  options,
  placeholder,
  ...props
}: FieldShell &
  ComponentProps<"select"> & {
    options: readonly { value: string; label: string }[];
    placeholder?: string;
  }) {
  const [shell, select] = splitField(props);
  return (
    <Shell {...shell}>
      {(control) => (
        <select
          {...control}
          className={cx(
            control.className,
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
      )}
    </Shell>
  );
}
