import { Hono } from "hono";
import { isbot } from "isbot";
import { z } from "zod";
import {
  buildChatText,
  buildWhatsAppUrl,
  CHAT_DESCRIPTION_MAX_LENGTH,
} from "#contracts/chat-link.ts";
import { contactInputSchema } from "#contracts/contact-schema.ts";
import { firstTouchSchema } from "#contracts/first-touch-schema.ts";
import { msg } from "#contracts/messages/message.ts";
import { storableText } from "#contracts/schema-helpers.ts";
import { SERVICE_NAMES, SERVICE_SLUGS } from "#contracts/site-content.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { getClientIp } from "#server/http/request-context.ts";
import { createChatLead, createContactLead } from "#server/leads/lead-service.ts";
import { endpointsOf } from "./endpoint.ts";

export const leadRoutes = new Hono<AppEnv>();
const endpoint = endpointsOf(leadRoutes, { tag: "Leads", access: "public" });

endpoint(
  {
    method: "post",
    path: "/leads/contact",
    summary: "Send the contact form (stored as a lead; honeypot field `homepage` must be empty)",
    body: contactInputSchema,
    success: { status: 201, description: "The lead was stored" },
    responses: { 400: "Invalid fields or honeypot filled", 429: "Too many messages from this IP" },
  },
  async (c, { body }) => {
    const services = c.get("services");
    const lead = await createContactLead(services, body, {
      ipHash: services.hashIp(getClientIp(c)),
      now: services.now(),
      origin: c.get("origin"),
      referer: c.req.header("referer"),
    });
    return c.json({ data: { id: lead.id, received: true } }, 201);
  },
);

/** The chat link's query: the service, the page it was clicked on, and the visit's first touch. */
const chatQuerySchema = z.object({
  service: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.enum(SERVICE_SLUGS, { error: msg("serviceSlug") }).optional(),
  ),
  page: z
    .string()
    .max(500)
    .regex(/^\/(?!\/)\S*$/)
    .optional()
    .catch(undefined),
  // A form sends a textarea's line breaks as CRLF: counted (its maxlength) and kept as LF.
  description: z
    .preprocess(
      (value) => (typeof value === "string" ? value.replace(/\r\n?/g, "\n") : value),
      storableText(CHAT_DESCRIPTION_MAX_LENGTH).optional(),
    )
    .transform((value) => value || undefined),
  ...firstTouchSchema.omit({ utm: true }).shape,
});

/**
 * Only a followed link is a click: browsers mark a top-level navigation with Sec-Fetch-Dest
 * `document` and Sec-Fetch-Mode `navigate`, and an <img>, <iframe>, script or fetch() aimed
 * here with something else. Browsers send these headers only to https and localhost origins
 * (and old ones never): a request without them is counted, bounded by the per-IP throttle.
 */
function isTopLevelNavigation(headers: Headers) {
  const dest = headers.get("sec-fetch-dest");
  const mode = headers.get("sec-fetch-mode");
  return (dest === null || dest === "document") && (mode === null || mode === "navigate");
}

function isPrefetch(headers: Headers) {
  const purpose = `${headers.get("sec-purpose") ?? ""} ${headers.get("purpose") ?? ""}`;
  return /prefetch|prerender/i.test(purpose);
}

endpoint(
  {
    method: "get",
    path: "/chat",
    summary:
      "Opens the WhatsApp chat with the prefilled greeting (service greeting when `service` is given, then the optional `description` after a blank line and 'Deskripsi: ') and records the click as a chat lead, the description as its message, `page` (where it was clicked) and the visit's first touch (`landing_page`, `referrer`, UTM tags, click ids; without them, what the Referer header's address shows): only for a top-level navigation (`Sec-Fetch-Dest: document`, `Sec-Fetch-Mode: navigate`, or no Sec-Fetch headers), never for an image, frame, script or fetch, prefetches or bots",
    query: chatQuerySchema,
    success: { status: 302, description: "Redirect to wa.me" },
  },
  async (c, { query }) => {
    const services = c.get("services");
    const text = buildChatText({
      serviceName: query.service ? SERVICE_NAMES[query.service] : undefined,
      description: query.description,
    });
    const headers = c.req.raw.headers;
    const countable =
      c.req.method === "GET" &&
      isTopLevelNavigation(headers) &&
      !isPrefetch(headers) &&
      !isbot(headers.get("user-agent") ?? "");
    if (countable) {
      // The visitor reaches the chat even when the click cannot be recorded (database down).
      await createChatLead(services, query, {
        ipHash: services.hashIp(getClientIp(c)),
        now: services.now(),
        origin: c.get("origin"),
        referer: headers.get("referer"),
      }).catch((error: unknown) =>
        services.logger.warn(
          { err: { message: error instanceof Error ? error.message : String(error) } },
          "chat click not recorded",
        ),
      );
    }
    c.header("Cache-Control", "no-store");
    c.header("X-Robots-Tag", "noindex, nofollow");
    return c.redirect(buildWhatsAppUrl(services.config.WHATSAPP_NUMBER, text), 302);
  },
);
