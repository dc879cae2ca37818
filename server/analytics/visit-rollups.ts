import { type SQL, sql } from "drizzle-orm";
import { agencyDay } from "#contracts/agency-clock.ts";
import type { Database } from "#server/db/client.ts";
import { selectRows } from "#server/db/raw-rows.ts";

/**
 * A day is rolled up once it is over and its last buffered events have surely been written
 * (instances flush every second; this leaves two minutes).
 */
const CLOSE_GRACE_MS = 120_000;
const ROLLUP_JOB = "visits:rollup";
const PRUNE_JOB = "visits:prune";

/** The first agency day still read from raw events: today, or yesterday in the first minutes. */
export const firstOpenDay = (now: Date) => agencyDay(new Date(now.getTime() - CLOSE_GRACE_MS));

export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The rollup rows of the raw events of days [from, to], one per day, dimension and value. The
 * source, campaign and referrer of every event are its visitor's first touch of the day (the
 * landing page's; later pages carry no tags); an untracked view stands alone. Exits are each
 * tracked visitor's last view of the day. Visitors are distinct hashes: one per day.
 */
export function selectDayStats(from: string, to: string): SQL {
  return sql`
    with e as (
      select v.*, coalesce(v.visitor, 'e' || v.id) as vkey
      from visit_events v where v.day >= ${from}::date and v.day <= ${to}::date
    ),
    first_touch as (
      select distinct on (day, vkey) day, vkey, source, utm_campaign, referrer_host
      from e where kind = 'view' order by day, vkey, at, id
    ),
    last_view as (
      select distinct on (day, vkey) id
      from e where kind = 'view' and visitor is not null order by day, vkey, at desc, id desc
    ),
    facts as (
      select e.day, e.kind, e.visitor, e.entry, e.path, e.locale, e.device, e.service,
        coalesce(f.source, e.source) as source,
        case when f.vkey is null then e.utm_campaign else f.utm_campaign end as campaign,
        case when f.vkey is null then e.referrer_host else f.referrer_host end as referrer,
        (l.id is not null) as is_exit
      from e
      left join first_touch f on f.day = e.day and f.vkey = e.vkey
      left join last_view l on l.id = e.id
    )
    select to_char(f.day, 'YYYY-MM-DD') as day, d.dimension, d.value,
      (count(*) filter (where f.kind = 'view'))::int as views,
      count(distinct f.visitor)::int as visitors,
      (count(*) filter (where f.kind = 'view' and f.entry))::int as entries,
      (count(*) filter (where f.is_exit))::int as exits,
      (count(*) filter (where f.kind = 'chat'))::int as chats,
      (count(*) filter (where f.kind = 'form_start'))::int as forms_started,
      (count(*) filter (where f.kind = 'form_sent'))::int as forms_sent,
      (count(*) filter (where f.kind = 'read_end'))::int as reads
    from facts f
    cross join lateral (values
      ('total', ''),
      ('page', f.path),
      ('edition', f.locale),
      ('device', f.device),
      ('source', f.source),
      ('campaign', f.campaign),
      ('referrer', f.referrer),
      ('chat_service', case when f.kind = 'chat' then coalesce(f.service, '') end)
    ) as d(dimension, value)
    where d.value is not null
    group by f.day, d.dimension, d.value`;
}

/**
 * Rolls up every closed day that has raw events and no rollup yet: each day in its own
 * transaction, claimed in daily_job_runs, so on several instances each day is counted once and a
 * day once counted never changes. Answers the days it rolled up.
 */
export async function rollUpClosedDays(db: Database, now: Date): Promise<string[]> {
  const open = firstOpenDay(now);
  const days = await selectRows<{ day: string }>(
    db,
    sql`
      select to_char(d::date, 'YYYY-MM-DD') as day
      from generate_series(
        (select min(day) from visit_events), ${open}::date - 1, interval '1 day') d
      where not exists (
          select 1 from daily_job_runs r where r.job = ${ROLLUP_JOB} and r.day = d::date)
        and exists (select 1 from visit_events v where v.day = d::date)`,
  );
  const done: string[] = [];
  for (const { day } of days) {
    const claimed = await db.transaction(async (tx) => {
      const rows = await selectRows<{ day: string }>(
        tx,
        sql`insert into daily_job_runs (job, day) values (${ROLLUP_JOB}, ${day}::date)
            on conflict do nothing returning day`,
      );
      if (rows.length === 0) return false;
      await tx.execute(sql`
        insert into visit_day_stats (day, dimension, value, views, visitors, entries, exits,
          chats, forms_started, forms_sent, reads)
        select day::date, dimension, value, views, visitors, entries, exits, chats,
          forms_started, forms_sent, reads
        from (${selectDayStats(day, day)}) s
        on conflict do nothing`);
      return true;
    });
    if (claimed) done.push(day);
  }
  return done;
}

/**
 * Deletes raw events older than the retention, once per agency day across instances; only days
 * already rolled up, so no count is ever lost with them.
 */
export async function pruneVisitEvents(db: Database, now: Date, retentionDays: number) {
  const today = agencyDay(now);
  return db.transaction(async (tx) => {
    const claimed = await selectRows<{ day: string }>(
      tx,
      sql`insert into daily_job_runs (job, day) values (${PRUNE_JOB}, ${today}::date)
          on conflict do nothing returning day`,
    );
    if (claimed.length === 0) return null;
    const deleted = await selectRows<{ n: number }>(
      tx,
      sql`with gone as (
            delete from visit_events v
            where v.day < ${addDays(today, -retentionDays)}::date
              and exists (select 1 from daily_job_runs r
                where r.job = ${ROLLUP_JOB} and r.day = v.day)
            returning 1)
          select count(*)::int as n from gone`,
    );
    return deleted[0]?.n ?? 0;
  });
}

/** The daily work at boot and every hour: roll up closed days, then prune old raw events. */
export async function runVisitMaintenance(db: Database, now: Date, retentionDays: number) {
  const rolledUp = await rollUpClosedDays(db, now);
  const pruned = await pruneVisitEvents(db, now, retentionDays);
  return { rolledUp, pruned };
}
