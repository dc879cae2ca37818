import { createHmac } from "node:crypto";
import type { Lead } from "../../contracts/lead-schema.ts";

export const SIGNATURE_HEADER = "X-Projingga-Signature";

/** `sha256=<hex>` of the exact body, as GitHub signs its webhooks. */
export const signWebhookBody = (secret: string, body: string) =>
  `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;

/** The lead as the webhook sends it: the contract's visitor fields, read from its row. */
export type WebhookLead = Pick<
  Lead,
  | "id"
  | "name"
  | "company"
  | "email"
  | "phone"
  | "service"
  | "message"
  | "page"
  | "referrer"
  | "utm"
> & { source: string; status: string; createdAt: Date };

/**
 * POSTs one lead as JSON. A non-2xx answer, a network error or 10 s without an answer throws,
 * and the queue retries with backoff. The receiver can drop repeats by the Idempotency-Key.
 */
export async function postLeadWebhook(
  lead: WebhookLead,
  options: { url: string; secret: string; key: string; siteUrl: string },
) {
  const body = JSON.stringify({
    event: "lead.created",
    lead: {
      ...lead,
      createdAt: lead.createdAt.toISOString(),
      url: `${options.siteUrl}/admin/leads/${lead.id}`,
    },
  });
  const response = await fetch(options.url, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "User-Agent": "Projingga-Webhook/1",
      "Idempotency-Key": options.key,
      [SIGNATURE_HEADER]: signWebhookBody(options.secret, body),
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
