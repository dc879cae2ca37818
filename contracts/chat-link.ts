/**
 * Chat links of spec section 1. The texts are Indonesian on purpose: the agency's customers
 * chat in Indonesian. The company number never reaches a page: pages link to the server
 * redirect, which records the click and answers with the wa.me URL.
 */
export const DEFAULT_CHAT_GREETING =
  "Halo Projingga, saya ingin dibantu untuk konsultasi dan saran pemasaran untuk bisnis saya.";

export function serviceChatGreeting(serviceName: string): string {
  return `Halo Projingga, saya ingin dibantu untuk mengelola ${serviceName} untuk bisnis saya.`;
}

export const CHAT_DESCRIPTION_LABEL = "Deskripsi: ";
export const CHAT_DESCRIPTION_MAX_LENGTH = 500;

/** The prefilled text: the service greeting (or the default one), then an optional description. */
export function buildChatText(options: { serviceName?: string; description?: string } = {}) {
  const greeting = options.serviceName
    ? serviceChatGreeting(options.serviceName)
    : DEFAULT_CHAT_GREETING;
  const description = options.description?.trim();
  return description ? `${greeting}\n\n${CHAT_DESCRIPTION_LABEL}${description}` : greeting;
}

/**
 * Where a chat opens: wa.me, which sends the browser on to api.whatsapp.com. The CSP's
 * form-action lists both, or Chromium blocks the description form's redirect (ADR 0012).
 */
export const WHATSAPP_CHAT_ORIGINS = ["https://wa.me", "https://api.whatsapp.com"] as const;

export function buildWhatsAppUrl(number: string, text: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

export const CHAT_REDIRECT_PATH = "/api/v1/chat";

/** The link a page renders: the server redirect that records the lead (and the description). */
export function chatHref(
  options: { service?: string; page?: string; description?: string } = {},
): string {
  const params = new URLSearchParams();
  if (options.service) params.set("service", options.service);
  if (options.page) params.set("page", options.page);
  const description = options.description?.trim();
  if (description) params.set("description", description);
  const query = params.toString();
  return query ? `${CHAT_REDIRECT_PATH}?${query}` : CHAT_REDIRECT_PATH;
}
