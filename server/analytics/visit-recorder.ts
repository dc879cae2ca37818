import { isbot } from "isbot";
import { agencyDay } from "#contracts/agency-clock.ts";
import type { Beacon } from "#contracts/analytics-schema.ts";
import { classifyVisitSource, toReferrerHost } from "#contracts/visit-source.ts";
import type { Database } from "#server/db/client.ts";
import { visitEvents } from "#server/db/schema.ts";
import type { Logger } from "#server/logger.ts";
import { deviceOfUserAgent, editionOfPath, toSitePath } from "./site-paths.ts";
import { createVisitBuffer, type VisitBufferOptions } from "./visit-buffer.ts";
import { createVisitorHasher } from "./visitor-hash.ts";

export type VisitEventRow = typeof visitEvents.$inferInsert;

/** Beacon events one visitor (or, for an untracked one, one address) may send per minute. */
export const VISITOR_EVENTS_PER_MINUTE = 60;
const RATE_WINDOW_MS = 60_000;
/** Past this many visitors in one minute the counters start over (memory stays bounded). */
const MAX_RATE_KEYS = 100_000;

export type BeaconOutcome = "counted" | "ignored" | "not_a_page" | "rate_limited" | "busy";

export type BeaconRequest = {
  beacon: Beacon;
  ip: string;
  userAgent: string;
  /** Sec-GPC: 1 or DNT: 1: counted without a visitor hash. */
  noTrack: boolean;
};

/**
 * The beacon's server half: checks an event, hashes its visitor under the day's salt, counts it
 * against the visitor's rate and queues it in the buffer (visit-buffer.ts).
 */
export function createVisitRecorder(
  db: Database,
  logger: Pick<Logger, "warn">,
  now: () => Date,
  bufferOptions: Partial<VisitBufferOptions<VisitEventRow>> = {},
) {
  const hasher = createVisitorHasher(db);
  const buffer = createVisitBuffer<VisitEventRow>({
    write: async (rows) => {
      await db.insert(visitEvents).values(rows);
    },
    onError: (error, lost) =>
      logger.warn({ err: { message: (error as Error).message }, lost }, "visit events not written"),
    ...bufferOptions,
  });
  let windowStart = 0;
  const counts = new Map<string, number>();

  const overRate = (key: string, at: number) => {
    if (at - windowStart >= RATE_WINDOW_MS || counts.size >= MAX_RATE_KEYS) {
      counts.clear();
      windowStart = at;
    }
    const count = (counts.get(key) ?? 0) + 1;
    counts.set(key, count);
    return count > VISITOR_EVENTS_PER_MINUTE;
  };

  async function record(request: BeaconRequest): Promise<BeaconOutcome> {
    const { beacon, userAgent } = request;
    if (!userAgent || isbot(userAgent)) return "ignored";
    const path = toSitePath(beacon.p);
    if (!path) return "not_a_page";
    const at = now();
    const day = agencyDay(at);
    // The hash identifies the visitor for the rate even when it is not stored (no-track).
    const hash = await hasher.hash(request.ip, userAgent, day);
    if (overRate(hash, at.getTime())) return "rate_limited";
    const view = beacon.k === "view";
    const referrerHost = view ? toReferrerHost(beacon.r) : null;
    const utm = view ? beacon.u : undefined;
    const accepted = buffer.add({
      at,
      day,
      kind: beacon.k,
      path,
      locale: editionOfPath(path),
      visitor: request.noTrack ? null : hash,
      entry: view && beacon.e === 1,
      source: classifyVisitSource({
        referrerHost,
        utmSource: utm?.source,
        utmMedium: utm?.medium,
      }),
      referrerHost,
      utmSource: utm?.source || null,
      utmMedium: utm?.medium || null,
      utmCampaign: utm?.campaign || null,
      device: deviceOfUserAgent(userAgent),
      service: beacon.k === "chat" ? beacon.s || null : null,
    });
    return accepted ? "counted" : "busy";
  }

  return { record, flush: buffer.flush, pending: buffer.pending, stop: buffer.stop };
}
export type VisitRecorder = ReturnType<typeof createVisitRecorder>;
