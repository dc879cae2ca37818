import {
  CONTACT_FIELD_NAMES,
  type ContactActionResult,
  type ContactFieldName,
  type ContactFormValues,
  HONEYPOT_FIELD,
  UTM_KEYS,
} from "../../contracts/contact-fields.ts";
import { contactInputSchema } from "../../contracts/contact-schema.ts";
import type { AppServices } from "../app-services.ts";
import { toFieldErrors } from "../http/api-error.ts";
import { toApiError } from "../shared/to-api-error.ts";
import { createContactLead } from "./lead-service.ts";

function externalReferrer(value: string | null | undefined, ownOrigin: string) {
  if (!value || !/^https?:\/\//i.test(value)) return undefined;
  try {
    return new URL(value).origin === ownOrigin ? undefined : value.slice(0, 1000);
  } catch {
    return undefined;
  }
}

/**
 * The /contact-us form post (with or without JavaScript): the same schema and service as
 * POST /api/v1/leads/contact, answered as a result the form can show.
 */
export async function submitContactForm(
  services: AppServices,
  request: Request,
  ip: string,
): Promise<{ status: number; result: ContactActionResult }> {
  const form = await request.formData();
  const text = (key: string) => {
    const value = form.get(key);
    return typeof value === "string" ? value : "";
  };
  const values: ContactFormValues = {};
  for (const name of CONTACT_FIELD_NAMES) values[name] = text(name).slice(0, 4000);
  const utm: Record<string, string> = {};
  for (const key of UTM_KEYS) if (text(key).trim()) utm[key] = text(key);
  const origin = new URL(request.url).origin;
  const parsed = contactInputSchema.safeParse({
    ...values,
    [HONEYPOT_FIELD]: text(HONEYPOT_FIELD),
    page: text("page"),
    locale: text("locale") || undefined,
    referrer:
      externalReferrer(text("referrer"), origin) ??
      externalReferrer(request.headers.get("referer"), origin),
    utm,
  });
  if (!parsed.success) {
    return {
      status: 400,
      result: {
        ok: false,
        code: "validation",
        fields: toFieldErrors(parsed.error) as Partial<Record<ContactFieldName, string>>,
        values,
      },
    };
  }
  try {
    await createContactLead(services.db, parsed.data, {
      ipHash: services.hashIp(ip),
      now: services.now(),
    });
    return { status: 200, result: { ok: true } };
  } catch (error) {
    const refusal = toApiError(error);
    if (refusal && (refusal.status === 400 || refusal.status === 429)) {
      return {
        status: refusal.status,
        result: { ok: false, code: refusal.status === 429 ? "throttled" : "rejected", values },
      };
    }
    services.logger.error({ err: String(error) }, "contact form failed");
    return { status: 500, result: { ok: false, code: "failed", values } };
  }
}
