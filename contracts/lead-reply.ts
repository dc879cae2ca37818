import { buildWhatsAppUrl } from "./chat-link.ts";
import type { Locale } from "./locale.ts";

/**
 * An Indonesian phone number as WhatsApp wants it: digits only, the country code 62 in front
 * of a national number ("0812-3456 7890", "+62 812 3456 7890" and "62812…" all become
 * "6281234567890"). Also what the lead search compares, so a number matches however it was
 * typed. A number with another country code keeps it.
 */
export function normalizePhone(raw: string): string {
  const digits = raw.replace(/\D/g, "");
  if (digits.startsWith("00")) return digits.slice(2);
  if (digits.startsWith("0")) return `62${digits.slice(1)}`;
  return digits;
}

/**
 * A phone number in the one format sales sees everywhere (the lead page, the CSV export): E.164,
 * "+6281234567890", the number the wa.me links carry. Null when too short to be a number.
 */
export function toE164(raw: string): string | null {
  const digits = normalizePhone(raw);
  return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : null;
}

/** The first words of a reply, in the language the lead wrote in, naming who answers. */
const REPLY_GREETINGS: Record<Locale, (lead: string | null, staff: string) => string> = {
  en: (lead, staff) =>
    `Hello${lead ? ` ${lead}` : ""}, this is ${staff} from Projingga. Thank you for your message.`,
  id: (lead, staff) =>
    `Halo${lead ? ` ${lead}` : ""}, saya ${staff} dari Projingga. Terima kasih atas pesan Anda.`,
};

/** The "reply on WhatsApp" link of a lead with a phone number; null without a usable number. */
export function buildWhatsAppReplyUrl(
  lead: { phone: string | null; name: string | null; locale: Locale },
  staffName: string,
): string | null {
  const number = lead.phone ? toE164(lead.phone)?.slice(1) : null;
  if (!number) return null;
  const firstName = lead.name?.trim().split(/\s+/)[0] || null;
  const text = REPLY_GREETINGS[lead.locale](firstName, staffName.trim());
  return buildWhatsAppUrl(number, text);
}
