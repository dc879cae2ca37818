import { z } from "zod";
import { STAFF_ROLES, type StaffRole } from "./permissions.ts";
import { requiredText } from "./schema-helpers.ts";

export const emailSchema = requiredText(254, "Email")
  .transform((value) => value.toLowerCase())
  .pipe(z.email("Enter a valid email address"));

export const loginInputSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(512, "Must be at most 512 characters"),
});

export const passwordSchema = z
  .string({ error: "Password is required" })
  .min(12, "Use at least 12 characters")
  .max(512, "Must be at most 512 characters");

export const staffInputSchema = z.object({
  email: emailSchema,
  name: requiredText(120, "Name"),
  role: z.enum(STAFF_ROLES, { error: "Must be admin, editor or sales" }),
  password: passwordSchema,
});

/** The first-run account (/setup): always an admin, so the form has no role. */
export const firstAdminInputSchema = staffInputSchema.omit({ role: true });

/** The languages of the staff area, chosen per account (Indonesian unless changed). */
export const STAFF_LOCALES = ["id", "en"] as const;
export type StaffLocale = (typeof STAFF_LOCALES)[number];
export const staffLocaleInputSchema = z.object({
  locale: z.enum(STAFF_LOCALES, { error: "Must be id or en" }),
});

export type StaffUser = {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  /** The language of this member's staff area. */
  locale?: StaffLocale;
};

export const staffRoleInputSchema = z.object({
  role: z.enum(STAFF_ROLES, { error: "Must be admin, editor or sales" }),
});

export const staffDisabledInputSchema = z.object({
  disabled: z.boolean({ error: "Must be true or false" }),
});

export const passwordResetInputSchema = z.object({ password: passwordSchema });

/** The staff account a row's form acts on (its hidden `id`). */
const staffIdSchema = z.coerce
  .number({ error: "Not found" })
  .int("Not found")
  .positive("Not found")
  .max(2_147_483_647, "Not found");

/** The staff screen's row forms: the account, and what changes. */
export const staffRowInputSchema = z.object({ id: staffIdSchema });
export const staffRoleFormSchema = staffRoleInputSchema.extend({ id: staffIdSchema });
export const staffPasswordFormSchema = passwordResetInputSchema.extend({ id: staffIdSchema });
