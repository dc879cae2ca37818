import { createHmac, timingSafeEqual } from "node:crypto";
import type { LeadWebhookPayload } from "#contracts/lead-webhook-schema.ts";
import type { LeadRow } from "./lead-deliveries.ts";

export const WEBHOOK_ID_HEADER = "X-Projingga-Webhook-Id";
export const WEBHOOK_TIMESTAMP_HEADER = "X-Projingga-Timestamp";
export const WEBHOOK_SIGNATURE_HEADER = "X-Projingga-Signature";
/** How far a call's timestamp may be from the receiver's clock: older calls are replays. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * `v1=<hex HMAC-SHA256 of "<id>.<timestamp>.<body>">`, as Stripe and Svix sign: the id and the
 * time are signed with the body, so a captured call cannot be replayed later or under a new id.
 */
export function signWebhook(options: {
  secret: string;
  id: string;
  timestamp: number;
  body: string;
}) {
  const signed = `${options.id}.${options.timestamp}.${options.body}`;
  return `v1=${createHmac("sha256", options.secret).update(signed).digest("hex")}`;
}

type HeaderBag = Headers | Record<string, string | string[] | undefined>;

function readHeader(headers: HeaderBag, name: string) {
  if (headers instanceof Headers) return headers.get(name);
  const key = Object.keys(headers).find(
    (candidate) => candidate.toLowerCase() === name.toLowerCase(),
  );
  const value = key === undefined ? undefined : headers[key];
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

export type WebhookVerification =
  | { ok: true; id: string; timestamp: number }
  | { ok: false; reason: "missing_headers" | "stale_timestamp" | "bad_signature" };

/**
 * What a receiver runs on each call, with the raw body as received: the signature must match
 * the id, the timestamp and the body, and the timestamp be within `toleranceSeconds` of `now`.
 */
export function verifyWebhookSignature(options: {
  secret: string;
  headers: HeaderBag;
  body: string;
  now: Date;
  toleranceSeconds?: number;
}): WebhookVerification {
  const id = readHeader(options.headers, WEBHOOK_ID_HEADER);
  const timestampText = readHeader(options.headers, WEBHOOK_TIMESTAMP_HEADER);
  const signatures = readHeader(options.headers, WEBHOOK_SIGNATURE_HEADER);
  if (!id || !timestampText || !signatures || !/^\d{1,12}$/.test(timestampText)) {
    return { ok: false, reason: "missing_headers" };
  }
  const timestamp = Number(timestampText);
  const tolerance = options.toleranceSeconds ?? WEBHOOK_TOLERANCE_SECONDS;
  if (Math.abs(Math.floor(options.now.getTime() / 1000) - timestamp) > tolerance) {
    return { ok: false, reason: "stale_timestamp" };
  }
  const expected = Buffer.from(signWebhook({ ...options, id, timestamp }));
  // Several signatures, space-separated, let a receiver accept the old and the new secret.
  const matches = signatures.split(/\s+/).some((candidate) => {
    const given = Buffer.from(candidate);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return matches ? { ok: true, id, timestamp } : { ok: false, reason: "bad_signature" };
}

/** The documented payload, field by field from the row: a new column never leaks by itself. */
export function toLeadWebhookPayload(lead: LeadRow, siteUrl: string): LeadWebhookPayload {
  return {
    event: "lead.created",
    lead: {
      id: lead.id,
      source: lead.source,
      status: lead.status,
      name: lead.name,
      company: lead.company,
      email: lead.email,
      phone: lead.phone,
      service: lead.service,
      message: lead.message,
      page: lead.page,
      referrer: lead.referrer,
      utm: lead.utm && Object.keys(lead.utm).length > 0 ? lead.utm : null,
      locale: lead.locale,
      createdAt: lead.createdAt.toISOString(),
      url: `${siteUrl}/admin/leads/${lead.id}`,
    },
  };
}

/**
 * POSTs one lead as JSON, signed at `now`. A non-2xx answer, a network error or 10 s without an
 * answer throws, and the queue retries with backoff: each try is signed afresh, under the same
 * id, which the receiver uses to drop repeats.
 */
export async function postLeadWebhook(
  lead: LeadRow,
  options: { url: string; secret: string; key: string; siteUrl: string; now: Date },
) {
  const body = JSON.stringify(toLeadWebhookPayload(lead, options.siteUrl));
  const timestamp = Math.floor(options.now.getTime() / 1000);
  const response = await fetch(options.url, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "User-Agent": "Projingga-Webhook/1",
      "Idempotency-Key": options.key,
      [WEBHOOK_ID_HEADER]: options.key,
      [WEBHOOK_TIMESTAMP_HEADER]: String(timestamp),
      [WEBHOOK_SIGNATURE_HEADER]: signWebhook({
        secret: options.secret,
        id: options.key,
        timestamp,
        body,
      }),
    },
    body,
    redirect: "manual",
    signal: AbortSignal.timeout(10_000),
  });
  await response.body?.cancel();
  if (response.status < 200 || response.status > 299) {
    throw new Error(`webhook answered HTTP ${response.status}`);
  }
}
