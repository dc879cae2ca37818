import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AGENCY_TIME_ZONE, agencyDay, formatDate } from "#contracts/agency-clock.ts";
import { setStaffLocale } from "#server/auth/staff-locale.ts";
import { openDatabase } from "#server/db/client.ts";
import { leads, staffUsers } from "#server/db/schema.ts";
import { createStaff, createTestContext, type TestContext } from "#server/test/test-app.ts";
import { CHANNEL_QUEUES, REMINDER_SWEEP_QUEUE } from "./lead-deliveries.ts";
import { messageIdFor } from "./lead-mail.ts";
import {
  DEFAULT_NOTIFIER_SETTINGS,
  type LeadNotifier,
  startLeadNotifier,
} from "./lead-notifier.ts";
import { countSentReminders, REMINDER_CRON, reminderKey } from "./lead-reminders.ts";
import { startMailSink, waitFor } from "./testing/mail-sink.ts";

const SITE = "https://studio.projingga.test";
let ctx: TestContext;
let mail: Awaited<ReturnType<typeof startMailSink>>;
type Owner = Awaited<ReturnType<typeof createStaff>>;
let sales: Owner;
let admin: Owner;
let notDue: Owner;
let editorTurned: Owner;
const ids: Record<string, number> = {};

/** A day relative to the app's clock, in Asia/Jakarta. */
const dayFrom = (offsetDays: number) =>
  agencyDay(new Date(ctx.services.now().getTime() + offsetDays * 86_400_000));

async function start(database = ctx.services.database) {
  return startLeadNotifier({
    database,
    databaseUrl: ctx.services.config.DATABASE_URL,
    logger: ctx.services.logger,
    settings: {
      ...DEFAULT_NOTIFIER_SETTINGS,
      smtpUrl: mail.url,
      notifyTo: [],
      siteUrl: SITE,
      pollingIntervalSeconds: 0.5,
      superviseIntervalSeconds: 1,
    },
    now: ctx.services.now,
  });
}

/** Jobs of the queue still to run or running. */
async function pending(notifier: LeadNotifier, name: string) {
  const jobs = await notifier.queue.boss.findJobs(name);
  return jobs.filter((job) => ["created", "retry", "active"].includes(job.state)).length;
}

/** Runs the sweep as the 08:00 schedule does (`times` jobs at once) and waits for the queues. */
async function sweep(notifiers: LeadNotifier[], times = 1) {
  await Promise.all(
    Array.from({ length: times }, (_, index) =>
      notifiers[index % notifiers.length].queue.boss.send(REMINDER_SWEEP_QUEUE, {}),
    ),
  );
  await waitFor(async () => {
    for (const name of [REMINDER_SWEEP_QUEUE, CHANNEL_QUEUES.reminder]) {
      if ((await pending(notifiers[0], name)) > 0) return false;
    }
    return true;
  }, 30_000);
}

beforeAll(async () => {
  ctx = await createTestContext();
  mail = await startMailSink();
  sales = await createStaff(ctx, "sales");
  admin = await createStaff(ctx, "admin");
  notDue = await createStaff(ctx, "sales");
  editorTurned = await createStaff(ctx, "sales");
  await setStaffLocale(ctx.db, sales.id, "id");
  await setStaffLocale(ctx.db, admin.id, "en");
  await ctx.db.update(staffUsers).set({ name: "Sinta Sales" }).where(eq(staffUsers.id, sales.id));
  const rows = await ctx.db
    .insert(leads)
    .values([
      { source: "contact", name: "Today Tari", ownerId: sales.id, nextFollowUp: dayFrom(0) },
      { source: "contact", name: "Overdue Oka", ownerId: sales.id, nextFollowUp: dayFrom(-3) },
      { source: "contact", name: "Later Lina", ownerId: sales.id, nextFollowUp: dayFrom(2) },
      { source: "contact", company: "PT Admin", ownerId: admin.id, nextFollowUp: dayFrom(0) },
      { source: "contact", name: "Next Week", ownerId: notDue.id, nextFollowUp: dayFrom(7) },
      { source: "contact", name: "No Date", ownerId: notDue.id },
      { source: "contact", name: "Unowned", nextFollowUp: dayFrom(-1) },
      {
        source: "contact",
        name: "Lost Access",
        ownerId: editorTurned.id,
        nextFollowUp: dayFrom(0),
      },
    ])
    .returning({ id: leads.id, name: leads.name, company: leads.company });
  for (const row of rows) ids[row.name ?? row.company ?? ""] = row.id;
  // An owner who has since become an editor has no lead access: no reminder.
  await ctx.db.update(staffUsers).set({ role: "editor" }).where(eq(staffUsers.id, editorTurned.id));
});

afterAll(async () => {
  await mail.close();
  await ctx.close();
});

describe(`follow-up reminders (${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("is scheduled daily at 08:00 Asia/Jakarta through the job queue", async () => {
    const notifier = await start();
    try {
      const [schedule] = await notifier.queue.boss.getSchedules(REMINDER_SWEEP_QUEUE);
      expect(schedule).toMatchObject({ cron: REMINDER_CRON, timezone: AGENCY_TIME_ZONE });
      expect(REMINDER_CRON).toBe("0 8 * * *");
    } finally {
      await notifier.stop();
    }
  });

  it("emails each owner with follow-ups due today or overdue once, in their language, with links", async () => {
    const notifier = await start();
    try {
      await sweep([notifier]);
      await waitFor(() => mail.received.length >= 2);
      const today = dayFrom(0);
      expect(mail.received.map((message) => message.to).sort()).toEqual(
        [[admin.email], [sales.email]].sort(),
      );
      const toSales = mail.received.find((message) => message.to[0] === sales.email);
      expect(toSales?.messageId).toBe(messageIdFor(reminderKey(sales.id, today)));
      expect(toSales?.subject).toBe("2 tindak lanjut jatuh tempo hari ini");
      expect(toSales?.text).toContain("Selamat pagi, Sinta");
      expect(toSales?.text).toContain(
        `Overdue Oka: terlewat sejak ${formatDate(dayFrom(-3), "id", "medium")} · ${SITE}/admin/leads/${ids["Overdue Oka"]}`,
      );
      expect(toSales?.text).toContain(
        `Today Tari: jatuh tempo hari ini · ${SITE}/admin/leads/${ids["Today Tari"]}`,
      );
      expect(toSales?.text).not.toContain("Later Lina");
      const toAdmin = mail.received.find((message) => message.to[0] === admin.email);
      expect(toAdmin?.subject).toBe("1 follow-up due today");
      expect(toAdmin?.text).toContain(
        `PT Admin: due today · ${SITE}/admin/leads/${ids["PT Admin"]}`,
      );
      expect(await countSentReminders(ctx.db, today)).toBe(2);
    } finally {
      await notifier.stop();
    }
  });

  it("sends nothing more after a restart, the same day", async () => {
    const restarted = await start();
    try {
      await sweep([restarted], 3);
      expect(mail.received).toHaveLength(2);
    } finally {
      await restarted.stop();
    }
  });

  it("sends each owner one reminder a day with two instances sweeping at once", async () => {
    // The next morning: a second instance, its own pool on PostgreSQL, the same PGlite otherwise.
    ctx.advanceClock(86_400_000);
    mail.received.length = 0;
    const secondDatabase = ctx.services.config.DATABASE_URL
      ? await openDatabase({ databaseUrl: ctx.services.config.DATABASE_URL, dataDir: "" })
      : ctx.services.database;
    const first = await start();
    const second = await start(secondDatabase);
    try {
      await sweep([first, second], 24);
      await waitFor(() => mail.received.length >= 2);
      expect(mail.received.map((message) => message.to[0]).sort()).toEqual(
        [admin.email, sales.email].sort(),
      );
      expect(new Set(mail.received.map((message) => message.messageId)).size).toBe(2);
      expect(await countSentReminders(ctx.db, dayFrom(0))).toBe(2);
    } finally {
      await second.stop();
      await first.stop();
      if (secondDatabase !== ctx.services.database) await secondDatabase.close();
    }
  });
});
