import {
  type FieldMetadata,
  getInputProps,
  getSelectProps,
  getTextareaProps,
} from "@conform-to/react";
import type { ReactNode } from "react";
import { firstErrorOf } from "#app/lib/use-schema-form.ts";
import { describedBy, Field, inputStyles } from "./admin-ui.tsx";

// biome-ignore lint/suspicious/noExplicitAny: a field of any form, as Conform's own helpers take it
type FormField<S> = FieldMetadata<S, any, string[]>;

/**
 * A labelled text line, or a textarea of `rows` rows, bound to a form's field (named by its
 * schema path), with its hint or its first reason read out with it.
 */
export function FormTextField<S>({
  field,
  label,
  hint,
  rows,
  lang,
  inputMode,
  autoComplete = "off",
  onInput,
}: {
  field: FormField<S>;
  label: ReactNode;
  hint?: string;
  /** A textarea of this many rows; a single line when absent. */
  rows?: number;
  /** The language the text is written in, where it differs from the page's. */
  lang?: string;
  inputMode?: "numeric" | "decimal" | "email" | "url" | "text";
  autoComplete?: string;
  onInput?: (value: string) => void;
}) {
  const error = firstErrorOf(field);
  const common = {
    lang,
    className: inputStyles,
    ...describedBy(field.id, error, hint),
    onInput:
      onInput &&
      ((event: { currentTarget: { value: string } }) => onInput(event.currentTarget.value)),
  };
  return (
    <Field id={field.id} label={label} hint={hint} error={error}>
      {rows ? (
        <textarea {...getTextareaProps(field, { ariaAttributes: false })} rows={rows} {...common} />
      ) : (
        <input
          {...getInputProps(field, { type: "text", ariaAttributes: false })}
          inputMode={inputMode}
          autoComplete={autoComplete}
          {...common}
        />
      )}
    </Field>
  );
}

/** A labelled select of `children` options bound to a form's field, with its hint or reason. */
export function FormSelectField<S>({
  field,
  label,
  hint,
  children,
}: {
  field: FormField<S>;
  label: ReactNode;
  hint?: string;
  children: ReactNode;
}) {
  const error = firstErrorOf(field);
  return (
    <Field id={field.id} label={label} hint={hint} error={error}>
      <select
        {...getSelectProps(field, { ariaAttributes: false })}
        className={inputStyles}
        {...describedBy(field.id, error, hint)}
      >
        {children}
      </select>
    </Field>
  );
}
