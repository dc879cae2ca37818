import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import { emailSchema } from "#contracts/auth-schema.ts";
import { resetSecondFactors } from "#server/auth/second-factor-service.ts";
import { openConfiguredDatabase } from "#server/configured-database.ts";
import { staffUsers } from "#server/db/schema.ts";

const usage = `Usage: npm run staff:reset-factors -- --email EMAIL
Removes the account's passkeys, authenticator app and recovery codes and ends its sessions: for
a member (or the last admin) who lost every device. They sign in with their password and set
a factor up again. On PGlite, stop the server first (one process may open the data directory).`;

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    help: { type: "boolean", default: false },
  },
});
const email = emailSchema.safeParse(values.email ?? "");
if (values.help || !email.success) {
  console.log(usage);
  process.exit(values.help ? 0 : 1);
}

const { database } = await openConfiguredDatabase();
try {
  const [user] = await database.db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.email, email.data));
  if (!user) {
    console.error(`No staff account with the email ${email.data}.`);
    process.exitCode = 1;
  } else {
    await resetSecondFactors(database.db, user.id, null);
    console.log(`Reset the sign-in factors of ${email.data}; their sessions ended.`);
  }
} finally {
  await database.close();
}
