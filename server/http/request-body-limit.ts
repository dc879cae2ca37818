import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { msg } from "#contracts/messages/message.ts";
import { MAX_UPLOAD_BYTES } from "#server/media/media-limits.ts";
import { ApiError } from "./api-error.ts";
import type { AppEnv } from "./app-env.ts";

const KB = 1024;
const MB = 1024 * KB;

/** What a visitor's form (contact, sign-in, setup, language) can need, with room to spare. */
export const ANONYMOUS_BODY_LIMIT = 32 * KB;
export const API_BODY_LIMIT = MB;
/** One image and the multipart framing around it. */
export const UPLOAD_BODY_LIMIT = MAX_UPLOAD_BYTES + 256 * KB;
/** Two 200,000-character article versions urlencoded, or a 20,000-row employee import. */
export const STAFF_FORM_BODY_LIMIT = 16 * MB;
/** The API's employee import takes as many rows a request as the staff screen's. */
const IMPORT_PATHS = new Set(["/api/v1/employees/batch", "/api/v1/admin/imports/wordpress"]);
/** What all requests in flight may hold in memory together before others are turned away. */
export const IN_FLIGHT_BODY_BUDGET = 64 * MB;

const UPLOAD_PATHS = new Set(["/api/v1/media", "/admin/media", "/admin/media.data"]);

/** Staff screens: their actions refuse a visitor (to sign-in) without reading the form. */
const STAFF_SCREEN = /^\/admin(\/|\.data$|$)/;

/** Only a signed-in staff member may send more than a visitor's form holds. */
export function findBodyLimit(path: string, signedIn: boolean): number {
  if (!signedIn) return ANONYMOUS_BODY_LIMIT;
  if (UPLOAD_PATHS.has(path)) return UPLOAD_BODY_LIMIT;
  if (IMPORT_PATHS.has(path)) return STAFF_FORM_BODY_LIMIT;
  return path.startsWith("/api/") ? API_BODY_LIMIT : STAFF_FORM_BODY_LIMIT;
}

const describeSize = (bytes: number) =>
  bytes >= MB ? `${Math.round(bytes / MB)} MB` : `${Math.round(bytes / KB)} KB`;

/** Bytes held by request bodies being read, across all requests of one app. */
export function createBodyBudget(maxBytes: number) {
  let held = 0;
  return {
    held: () => held,
    reserve(bytes: number) {
      if (held + bytes > maxBytes) return false;
      held += bytes;
      return true;
    },
    release(bytes: number) {
      held -= bytes;
    },
  };
}
export type BodyBudget = ReturnType<typeof createBodyBudget>;

type ReadOutcome =
  | { ok: true; bytes: Uint8Array<ArrayBuffer> }
  | { ok: false; reason: "too_large" | "busy" | "aborted" };

/**
 * Reads a body chunk by chunk as it arrives, stopping at the first byte over `limit` or when
 * the budget is spent: what is never read is never held (the server drains and closes).
 */
async function readBounded(
  body: ReadableStream<Uint8Array>,
  limit: number,
  budget: BodyBudget,
  onReserve: (bytes: number) => void,
): Promise<ReadOutcome> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) return { ok: false, reason: "too_large" };
      if (!budget.reserve(value.byteLength)) return { ok: false, reason: "busy" };
      onReserve(value.byteLength);
      chunks.push(value);
    }
  } catch {
    return { ok: false, reason: "aborted" };
  } finally {
    reader.releaseLock();
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return { ok: true, bytes };
}

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * The page actions that read JSON (`submitJson`): the employee import's calls. Every other page
 * action reads a form, so JSON there is a 415 here rather than a 500 from `request.formData()`.
 */
export const JSON_PAGE_ACTIONS = new Set(["/admin/employee", "/admin/employee.data"]);

const mediaTypeOf = (type: string) => type.split(";")[0].trim().toLowerCase();
const pageBodyTypes = (path: string) =>
  JSON_PAGE_ACTIONS.has(path) ? [...FORM_TYPES, "application/json"] : FORM_TYPES;

/** A page action's body must be a form (or JSON, where read) that parses: 400 here, never a 500 there. */
async function parsesAsPageBody(type: string, bytes: Uint8Array<ArrayBuffer>) {
  try {
    if (mediaTypeOf(type) === "application/json") {
      JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
    } else {
      await new Response(bytes, { headers: { "content-type": type } }).formData();
    }
    return true;
  } catch {
    return false;
  }
}

/** The request as routes get it: its body whole, its length stated. */
function handOn(c: Context<AppEnv>, headers: Headers, body: Uint8Array<ArrayBuffer>) {
  const raw = c.req.raw;
  headers.delete("transfer-encoding");
  headers.set("content-length", String(body.byteLength));
  c.req.raw = new Request(raw.url, { method: raw.method, headers, body, signal: raw.signal });
}

const REFUSALS = {
  too_large: (limit: number) => {
    const reason = msg("bodyTooLarge", describeSize(limit));
    return new ApiError(413, "body_too_large", reason, { fields: { body: reason } });
  },
  busy: () => new ApiError(503, "busy", msg("uploadsBusy"), { retryAfterSeconds: 5 }),
  aborted: () => new ApiError(400, "body_incomplete", msg("bodyCutOff")),
  400: () => new ApiError(400, "malformed_body", msg("formUnreadable")),
  415: () => new ApiError(415, "unsupported_media_type", msg("sendForm")),
};

function refuse(c: Context<AppEnv>, refusal: ApiError) {
  c.header("Cache-Control", "no-store");
  if (refusal.retryAfterSeconds) c.header("Retry-After", String(refusal.retryAfterSeconds));
  if (c.req.path.startsWith("/api/")) return c.json(refusal.toBody(), refusal.status as 400);
  return c.text(refusal.message, refusal.status as 400);
}

/**
 * Every request body is read here, before any route: counted on the bytes that arrive against
 * the route's limit (413) and the budget of all bodies in flight (503), then handed on whole.
 * Page actions also get a 415 or 400 for a body that is no form, instead of a 500.
 */
export function limitRequestBody(budget: BodyBudget) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const raw = c.req.raw;
    if (raw.method === "GET" || raw.method === "HEAD" || raw.method === "OPTIONS") return next();
    const path = c.req.path;
    const page = !path.startsWith("/api/");
    const signedIn = Boolean(c.get("user"));
    const headers = new Headers(raw.headers);
    if (page && !signedIn && STAFF_SCREEN.test(path)) {
      // A save whose session ended (an article of any length) must reach the action's sign-in
      // answer, which the editor turns into its sign-in dialog, not a 413 for a visitor's limit.
      headers.set("content-type", FORM_TYPES[0]);
      handOn(c, headers, new Uint8Array(0));
      return next();
    }
    const type = headers.get("content-type");
    if (page && type && !pageBodyTypes(path).includes(mediaTypeOf(type))) {
      return refuse(c, REFUSALS[415]());
    }
    const limit = findBodyLimit(path, signedIn);
    if (Number(headers.get("content-length") ?? 0) > limit) {
      return refuse(c, REFUSALS.too_large(limit));
    }
    let reserved = 0;
    try {
      const read = raw.body
        ? await readBounded(raw.body, limit, budget, (bytes) => {
            reserved += bytes;
          })
        : { ok: true as const, bytes: new Uint8Array(0) };
      if (!read.ok) return refuse(c, REFUSALS[read.reason](limit));
      if (page && !type && read.bytes.byteLength === 0) {
        // A bare POST (a sign-out button sent by a script) is an empty form.
        headers.set("content-type", FORM_TYPES[0]);
      } else if (page && !(await parsesAsPageBody(type ?? "", read.bytes))) {
        return refuse(c, REFUSALS[400]());
      }
      handOn(c, headers, read.bytes);
      await next();
    } finally {
      budget.release(reserved);
    }
  });
}
