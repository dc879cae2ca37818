import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import { staffInputSchema, staffLocaleInputSchema } from "#contracts/auth-schema.ts";
import { createStaffUser } from "#server/auth/auth-service.ts";
import { provisionTotpSecret } from "#server/auth/second-factor-service.ts";
import { setStaffLocale } from "#server/auth/staff-locale.ts";
import { openConfiguredDatabase } from "#server/configured-database.ts";
import { ApiError } from "#server/http/api-error.ts";
import { createSecretBox } from "#server/shared/secret-box.ts";

const usage = `Usage: npm run staff:create -- --email EMAIL --name "NAME" [--role admin|editor|sales] [--locale id|en] [--totp-secret BASE32]
The password is read from STAFF_PASSWORD, or asked for at the prompt. The staff area speaks
Indonesian (id) unless --locale en is given; each member can switch it in the account menu.
--totp-secret sets up an authenticator app with a key you already hold (for accounts made by
automation); otherwise members whose role requires a second factor set one up at sign-in.`;

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    name: { type: "string" },
    role: { type: "string", default: "admin" },
    locale: { type: "string", default: "id" },
    "totp-secret": { type: "string" },
    help: { type: "boolean", default: false },
  },
});
if (values.help || !values.email || !values.name) {
  console.log(usage);
  process.exit(values.help ? 0 : 1);
}

let password = process.env.STAFF_PASSWORD;
if (!password) {
  if (!process.stdin.isTTY) {
    console.error("No STAFF_PASSWORD set and no terminal to ask for one.");
    process.exit(1);
  }
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  password = await prompt.question("Password (at least 12 characters): ");
  prompt.close();
}

const parsed = staffInputSchema.safeParse({
  email: values.email,
  name: values.name,
  role: values.role,
  password,
});
const locale = staffLocaleInputSchema.safeParse({ locale: values.locale });
if (!parsed.success || !locale.success) {
  for (const issue of [...(parsed.error?.issues ?? []), ...(locale.error?.issues ?? [])])
    console.error(`${issue.path.join(".")}: ${issue.message}`);
  process.exit(1);
}

const { config, database } = await openConfiguredDatabase();
try {
  const user = await createStaffUser(database.db, parsed.data, null);
  await setStaffLocale(database.db, user.id, locale.data.locale);
  const totpSecret = values["totp-secret"];
  if (totpSecret) {
    const box = createSecretBox(config.SECRETS_KEY, config.SECRETS_KEY_PREVIOUS);
    await provisionTotpSecret(database.db, box, user, totpSecret);
  }
  console.log(`Created ${user.role} ${user.email}. Sign in at /login.`);
} catch (error) {
  if (error instanceof ApiError) {
    console.error(error.message);
    process.exitCode = 1;
  } else throw error;
} finally {
  await database.close();
}
