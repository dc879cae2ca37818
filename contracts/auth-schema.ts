import { z } from "zod";
import { msg } from "./messages/message.ts";
import { STAFF_ROLES, type StaffRole } from "./permissions.ts";
import { MAX_ROW_ID } from "./row-keys.ts";
import { requiredText } from "./schema-helpers.ts";

export const emailSchema = requiredText(254, "Email")
  .transform((value) => value.toLowerCase())
  .pipe(z.email(msg("email")));

/** A 6-digit authenticator code or a recovery code ("k7p2m-x9qfa"). */
export const secondFactorCodeSchema = z
  .string({ error: msg("enterCode") })
  .trim()
  .min(1, msg("enterCode"))
  .max(32, msg("maxLength", 32));

export const loginInputSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: msg("passwordRequired") })
    .min(1, msg("passwordRequired"))
    .max(512, msg("maxLength", 512)),
  /** The second factor in the same request (scripts); the sign-in page asks for it next. */
  code: secondFactorCodeSchema.optional(),
});

/** The second step of a sign-in: the token the password step gave, and the code. */
export const secondFactorInputSchema = z.object({
  token: z
    .string({ error: msg("signInExpiredShort") })
    .regex(/^[A-Za-z0-9_-]{43}$/, msg("signInExpiredShort")),
  code: secondFactorCodeSchema,
});

/** Confirms an authenticator app with its first code. */
export const totpConfirmInputSchema = z.object({
  code: z
    .string({ error: msg("enterSixDigitsShort") })
    .trim()
    .regex(/^\d{6}$/, msg("enterSixDigits")),
});

export const passwordSchema = z
  .string({ error: msg("passwordRequired") })
  .min(12, msg("passwordLength"))
  .max(512, msg("maxLength", 512));

export const staffInputSchema = z.object({
  email: emailSchema,
  name: requiredText(120, "Name"),
  role: z.enum(STAFF_ROLES, { error: msg("role") }),
  password: passwordSchema,
});

/** The first-run account (/setup): always an admin, so the form has no role. */
export const firstAdminInputSchema = staffInputSchema.omit({ role: true });

/** The languages of the staff area, chosen per account (Indonesian unless changed). */
export const STAFF_LOCALES = ["id", "en"] as const;
export type StaffLocale = (typeof STAFF_LOCALES)[number];
export const staffLocaleInputSchema = z.object({
  locale: z.enum(STAFF_LOCALES, { error: msg("either", "id", "en") }),
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
  role: z.enum(STAFF_ROLES, { error: msg("role") }),
});

export const staffDisabledInputSchema = z.object({
  disabled: z.boolean({ error: msg("either", "true", "false") }),
});

export const passwordResetInputSchema = z.object({ password: passwordSchema });

/** The staff account a row's form acts on (its hidden `id`). */
const staffIdSchema = z.coerce
  .number({ error: msg("notFound", "Staff account") })
  .int(msg("notFound", "Staff account"))
  .positive(msg("notFound", "Staff account"))
  .max(MAX_ROW_ID, msg("notFound", "Staff account"));

/** The staff screen's row forms: the account, and what changes. */
export const staffRowInputSchema = z.object({ id: staffIdSchema });
export const staffRoleFormSchema = staffRoleInputSchema.extend({ id: staffIdSchema });
export const staffPasswordFormSchema = passwordResetInputSchema.extend({ id: staffIdSchema });

/** The account's sign-in security page: passkeys, authenticator app, recovery codes. */
export const SECURITY_PATH = "/admin/account/security";

/** A factor action that takes nothing but its intent (start, remove, renew). */
export const factorActionInputSchema = z.object({});

const challengeTokenSchema = z
  .string({ error: msg("signInExpiredShort") })
  .regex(/^[A-Za-z0-9_-]{43}$/, msg("signInExpiredShort"));
const base64urlSchema = z
  .string({ error: msg("required") })
  .max(65_536, msg("tooLarge"))
  .regex(/^[A-Za-z0-9_-]*$/, msg("notValid"));

/** A credential as the browser's WebAuthn call gives it, with its ceremony's own response fields. */
const publicKeyCredentialSchema = <Fields extends z.ZodRawShape>(fields: Fields) =>
  z.looseObject({
    id: base64urlSchema,
    rawId: base64urlSchema,
    type: z.literal("public-key", { error: msg("mustBe", "public-key") }),
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
