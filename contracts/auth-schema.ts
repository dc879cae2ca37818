import { z } from "zod";
import { STAFF_ROLES, type StaffRole } from "./permissions.ts";
import { MAX_ROW_ID } from "./row-keys.ts";
import { requiredText } from "./schema-helpers.ts";

export const emailSchema = requiredText(254, "Email")
  .transform((value) => value.toLowerCase())
  .pipe(z.email("Enter a valid email address"));

/** A 6-digit authenticator code or a recovery code ("k7p2m-x9qfa"). */
export const secondFactorCodeSchema = z
  .string({ error: "Enter the code" })
  .trim()
  .min(1, "Enter the code")
  .max(32, "Must be at most 32 characters");

export const loginInputSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(512, "Must be at most 512 characters"),
  /** The second factor in the same request (scripts); the sign-in page asks for it next. */
  code: secondFactorCodeSchema.optional(),
});

/** The second step of a sign-in: the token the password step gave, and the code. */
export const secondFactorInputSchema = z.object({
  token: z
    .string({ error: "The sign-in has expired" })
    .regex(/^[A-Za-z0-9_-]{43}$/, "The sign-in has expired"),
  code: secondFactorCodeSchema,
});

/** Confirms an authenticator app with its first code. */
export const totpConfirmInputSchema = z.object({
  code: z
    .string({ error: "Enter the 6-digit code" })
    .trim()
    .regex(/^\d{6}$/, "Enter the 6-digit code from the app"),
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
  .max(MAX_ROW_ID, "Not found");

/** The staff screen's row forms: the account, and what changes. */
export const staffRowInputSchema = z.object({ id: staffIdSchema });
export const staffRoleFormSchema = staffRoleInputSchema.extend({ id: staffIdSchema });
export const staffPasswordFormSchema = passwordResetInputSchema.extend({ id: staffIdSchema });

/** The account's sign-in security page: passkeys, authenticator app, recovery codes. */
export const SECURITY_PATH = "/admin/account/security";

/** A factor action that takes nothing but its intent (start, remove, renew). */
export const factorActionInputSchema = z.object({});

const challengeTokenSchema = z
  .string({ error: "The sign-in has expired" })
  .regex(/^[A-Za-z0-9_-]{43}$/, "The sign-in has expired");
const base64urlSchema = z
  .string({ error: "Required" })
  .max(65_536, "Too long")
  .regex(/^[A-Za-z0-9_-]*$/, "Must be base64url");

/** A credential as the browser's WebAuthn call gives it, with its ceremony's own response fields. */
const publicKeyCredentialSchema = <Fields extends z.ZodRawShape>(fields: Fields) =>
  z.looseObject({
    id: base64urlSchema,
    rawId: base64urlSchema,
    type: z.literal("public-key", { error: "Must be public-key" }),
    response: z.looseObject({ clientDataJSON: base64urlSchema, ...fields }),
  });

/** A passkey's name, so its owner can tell their devices apart. */
export const passkeyNameInputSchema = z.object({ name: requiredText(60, "Name") });

/** What navigator.credentials.create gave (SimpleWebAuthn's RegistrationResponseJSON). */
export const passkeyRegisterInputSchema = passkeyNameInputSchema.extend({
  token: challengeTokenSchema,
  response: publicKeyCredentialSchema({ attestationObject: base64urlSchema }),
});

/** With the password step's token, the passkey is its second factor; without, it signs in alone. */
export const passkeyOptionsInputSchema = z.object({ token: challengeTokenSchema.optional() });

/** What navigator.credentials.get gave (SimpleWebAuthn's AuthenticationResponseJSON). */
export const passkeySignInInputSchema = z.object({
  token: challengeTokenSchema,
  response: publicKeyCredentialSchema({
    authenticatorData: base64urlSchema,
    signature: base64urlSchema,
    userHandle: base64urlSchema.optional(),
  }),
});

/** The security page's passkey row forms: the passkey, and its new name. */
export const passkeyRowInputSchema = z.object({ id: staffIdSchema });
export const passkeyRenameFormSchema = passkeyNameInputSchema.extend({ id: staffIdSchema });
