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

export function buildWhatsAppUrl(number: string, text: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

export const CHAT_REDIRECT_PATH = "/api/v1/chat";

/** The link a page renders: the server redirect that records the lead. */
export function chatHref(options: { service?: string; page?: string } = {}): string {
  const params = new URLSearchParams();
  if (options.service) params.set("service", options.service);
  if (options.page) params.set("page", options.page);
  const query = params.toString();
  return query ? `${CHAT_REDIRECT_PATH}?${query}` : CHAT_REDIRECT_PATH;
}
