import { describe, expect, it } from "vitest";
import { leadWebhookPayloadSchema } from "#contracts/lead-webhook-schema.ts";
import type { LeadRow } from "./lead-deliveries.ts";
import {
  signWebhook,
  toLeadWebhookPayload,
  verifyWebhookSignature,
  WEBHOOK_ID_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
} from "./lead-webhook.ts";

const SECRET = "webhook-secret-0123456789";
const SENT_AT = new Date("2025-06-01T08:00:00Z");
const minutes = (count: number) => new Date(SENT_AT.getTime() + count * 60_000);

function signedCall(options: { id?: string; body?: string; at?: Date } = {}) {
  const id = options.id ?? "lead:7:webhook";
  const body = options.body ?? '{"event":"lead.created","lead":{"id":7}}';
  const timestamp = Math.floor((options.at ?? SENT_AT).getTime() / 1000);
  return {
    body,
    headers: {
      [WEBHOOK_ID_HEADER]: id,
      [WEBHOOK_TIMESTAMP_HEADER]: String(timestamp),
      [WEBHOOK_SIGNATURE_HEADER]: signWebhook({ secret: SECRET, id, timestamp, body }),
    },
  };
}

describe("verifyWebhookSignature", () => {
  it("accepts a fresh call, with Node's lower-cased headers or a fetch Headers", () => {
    const call = signedCall();
    const lowerCased = Object.fromEntries(
      Object.entries(call.headers).map(([name, value]) => [name.toLowerCase(), value]),
    );
    for (const headers of [call.headers, lowerCased, new Headers(call.headers)]) {
      expect(
        verifyWebhookSignature({ secret: SECRET, headers, body: call.body, now: minutes(1) }),
      ).toEqual({ ok: true, id: "lead:7:webhook", timestamp: SENT_AT.getTime() / 1000 });
    }
  });

  it("rejects a call replayed 14 minutes later, or one dated too far ahead", () => {
    const call = signedCall();
    expect(verifyWebhookSignature({ secret: SECRET, ...call, now: minutes(14) })).toEqual({
      ok: false,
      reason: "stale_timestamp",
    });
    const ahead = signedCall({ at: minutes(10) });
    expect(verifyWebhookSignature({ secret: SECRET, ...ahead, now: SENT_AT })).toEqual({
      ok: false,
      reason: "stale_timestamp",
    });
  });

  it("rejects an altered body, another id, a new timestamp or another secret", () => {
    const call = signedCall();
    const check = (changes: { body?: string; headers?: Record<string, string> }, secret = SECRET) =>
      verifyWebhookSignature({
        secret,
        body: changes.body ?? call.body,
        headers: { ...call.headers, ...changes.headers },
        now: SENT_AT,
      });
    expect(check({ body: call.body.replace("7", "8") })).toMatchObject({ reason: "bad_signature" });
    expect(check({ headers: { [WEBHOOK_ID_HEADER]: "lead:7:webhook-again" } })).toMatchObject({
      reason: "bad_signature",
    });
    expect(
      check({ headers: { [WEBHOOK_TIMESTAMP_HEADER]: String(SENT_AT.getTime() / 1000 + 60) } }),
    ).toMatchObject({ reason: "bad_signature" });
    expect(check({}, "another-secret-0123456789")).toMatchObject({ reason: "bad_signature" });
    expect(check({ headers: { [WEBHOOK_SIGNATURE_HEADER]: "v1=00" } })).toMatchObject({
      reason: "bad_signature",
    });
    expect(check({ headers: { [WEBHOOK_TIMESTAMP_HEADER]: "soon" } })).toMatchObject({
      reason: "missing_headers",
    });
  });

  it("accepts any one of several signatures (a secret being rotated)", () => {
    const call = signedCall();
    const old = signedCall().headers[WEBHOOK_SIGNATURE_HEADER].replace(/.$/, "0");
    const headers = {
      ...call.headers,
      [WEBHOOK_SIGNATURE_HEADER]: `${old} ${call.headers[WEBHOOK_SIGNATURE_HEADER]}`,
    };
    expect(
      verifyWebhookSignature({ secret: SECRET, headers, body: call.body, now: SENT_AT }).ok,
    ).toBe(true);
  });
});

describe("toLeadWebhookPayload", () => {
  it("sends the documented fields only: no IP hash, owner or other internal column", () => {
    const row: LeadRow = {
      id: 7,
      source: "contact",
      status: "new",
      ownerId: 3,
      nextFollowUp: "2025-06-02",
      name: "Rina",
      company: null,
      email: "rina@example.com",
      phone: "+6281234567",
      service: "digital-ads",
      message: "Hello there",
      page: "/service/digital-ads",
      landingPage: "/id/service/digital-ads",
      referrer: null,
      utm: { utm_source: "ig" },
      clickIds: { fbclid: "abc" },
      ipHash: "0123456789abcdef",
      locale: "id",
      createdAt: SENT_AT,
      updatedAt: SENT_AT,
    };
    const payload = toLeadWebhookPayload(row, "https://studio.projingga.test");
    expect(leadWebhookPayloadSchema.parse(payload)).toEqual(payload);
    expect(JSON.stringify(payload)).not.toMatch(/ipHash|ownerId|0123456789abcdef|nextFollowUp/);
    expect(payload.lead).toMatchObject({
      createdAt: "2025-06-01T08:00:00.000Z",
      url: "https://studio.projingga.test/admin/leads/7",
    });
  });
});
