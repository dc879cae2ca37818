import { CircleCheck, MessageCircle } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { chatHref } from "../../../contracts/chat-link";
import {
  CONTACT_FIELD_NAMES,
  CONTACT_MAX_LENGTHS,
  type ContactActionResult,
  type ContactFieldName,
  HONEYPOT_FIELD,
  readUtm,
  UTM_KEYS,
} from "../../../contracts/contact-fields";
import { contactErrorKey } from "../../../contracts/messages/contact-errors";
import { Button, ButtonAnchor } from "../../components/ui/button";
import { cx } from "../../components/ui/cx";
import { SelectField, TextAreaField, TextField } from "../../components/ui/field";
import { useLocale, useLocalePath, useMessages } from "../../lib/messages";
import { useServiceNames } from "../../lib/use-content";
import { type Attribution, readAttribution } from "./attribution";

type Validate = typeof import("../../../contracts/contact-schema").validateContactField;
let validateContactField: Validate | undefined;
let validatorLoading: Promise<void> | undefined;
/** zod arrives with the first interaction, not with the page. */
const loadValidator = () => {
  validatorLoading ??= import("../../../contracts/contact-schema").then((module) => {
    validateContactField = module.validateContactField;
  });
  return validatorLoading;
};

type Props = {
  /** The result of a post without JavaScript (the page's actionData). */
  initialResult?: ContactActionResult;
  defaultService?: string;
  tone?: "light" | "dark";
  /** Called once a message is stored (the overlay uses it to move focus). */
  onSent?: () => void;
};

/** The contact form of /contact-us and of the overlay: one schema, one action. */
export function ContactForm({ initialResult, defaultService, tone = "light", onSent }: Props) {
  const { site } = useMessages();
  const t = site.contactForm;
  const locale = useLocale();
  const to = useLocalePath();
  const services = useServiceNames();
  const serviceOptions = services.map((item) => ({ value: item.path, label: item.service }));
  const fetcher = useFetcher<ContactActionResult>();
  const location = useLocation();
  const idPrefix = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const [clientErrors, setClientErrors] = useState<Partial<Record<ContactFieldName, string>>>({});
  const [sentCount, setSentCount] = useState(0);
  const [dismissedAt, setDismissedAt] = useState(-1);
  // Read in the browser only: the server renders public pages without their tracking
  // parameters (the cached copy is shared by every visitor), so the first render matches it.
  const [attribution, setAttribution] = useState<Attribution>({ referrer: "", utm: {} });

  useEffect(() => {
    setAttribution(
      readAttribution() ?? { referrer: "", utm: readUtm(new URLSearchParams(location.search)) },
    );
  }, [location.search]);

  const result = fetcher.data ?? initialResult;
  const busy = fetcher.state !== "idle";

  const handled = useRef<unknown>(null);
  const onSentRef = useRef(onSent);
  onSentRef.current = onSent;
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok && handled.current !== fetcher.data) {
      handled.current = fetcher.data;
      setSentCount((count) => count + 1);
      setClientErrors({});
      onSentRef.current?.();
    }
  }, [fetcher.state, fetcher.data]);

  const showSuccess = result?.ok === true && dismissedAt !== sentCount;

  useEffect(() => {
    if (showSuccess) successRef.current?.focus();
  }, [showSuccess]);

  const serverFields = result && !result.ok ? (result.fields ?? {}) : {};
  const values = result && !result.ok ? result.values : {};
  // The schema speaks English (as the API does); the page shows its own language by key.
  const errorFor = (name: ContactFieldName) => {
    const message = clientErrors[name] ?? serverFields[name];
    const key = message ? contactErrorKey(message) : undefined;
    return key ? t.errors[key] : message;
  };
  const id = (name: string) => `${idPrefix}-${name}`;
  /** What every field takes from the form's state: its id and name, what was sent, its error, its limit. */
  const fieldState = (name: ContactFieldName) => ({
    id: id(name),
    name,
    defaultValue: values[name],
    error: errorFor(name),
    tone,
    maxLength: CONTACT_MAX_LENGTHS[name],
    onBlur: onBlur(name),
  });

  const onBlur = (name: ContactFieldName) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    if (!value && !errorFor(name)) return;
    const validate = validateContactField;
    if (!validate) return;
    setClientErrors((current) => ({ ...current, [name]: validate(name, value) }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const data = new FormData(form);
    const errors: Partial<Record<ContactFieldName, string>> = {};
    // Before the validator has loaded, the server's answer shows the same messages.
    const validate = validateContactField;
    if (!validate) return;
    for (const name of CONTACT_FIELD_NAMES) {
      const message = validate(name, String(data.get(name) ?? ""));
      if (message) errors[name] = message;
    }
    setClientErrors(errors);
    const first = CONTACT_FIELD_NAMES.find((name) => errors[name]);
    if (first) {
      event.preventDefault();
      form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    }
  };

  if (showSuccess) {
    return (
      <div
        ref={successRef}
        tabIndex={-1}
        role="status"
        className={cx(
          "flex flex-col items-start gap-4 rounded-[var(--radius-card)] p-6 outline-none sm:p-8",
          tone === "dark" ? "bg-white/5 text-white" : "bg-brand-yellow/20 text-ink",
        )}
        data-testid="contact-success"
      >
        <CircleCheck aria-hidden="true" className="size-10 text-brand-orange" />
        <h3 className="text-2xl font-extrabold">{t.successTitle}</h3>
        <p className={tone === "dark" ? "text-white/80" : "text-ink/80"}>{t.successBody}</p>
        <div className="flex flex-wrap gap-3">
          <ButtonAnchor
            href={chatHref({ page: location.pathname })}
            rel="nofollow noopener"
            target="_blank"
          >
            <MessageCircle aria-hidden="true" className="size-4" />
            {site.cta.chat}
          </ButtonAnchor>
          <Button
            variant={tone === "dark" ? "outline-light" : "secondary"}
            onClick={() => setDismissedAt(sentCount)}
          >
            {t.sendAnother}
          </Button>
        </div>
      </div>
    );
  }

  const formError =
    result && !result.ok
      ? result.code === "validation"
        ? t.fixErrors
        : result.code === "throttled"
          ? t.throttled
          : result.code === "rejected"
            ? t.rejected
            : t.failed
      : null;

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={to("/contact-us")}
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void loadValidator()}
      onPointerEnter={() => void loadValidator()}
      className="grid gap-5 sm:grid-cols-2"
      aria-describedby={formError ? id("form-error") : undefined}
      data-testid="contact-form"
    >
      {formError ? (
        <p
          id={id("form-error")}
          role="alert"
          className="rounded-xl border border-[#b3261e]/30 bg-[#fdecea] px-4 py-3 text-sm font-semibold text-[#8c1d18] sm:col-span-2"
        >
          {formError}
        </p>
      ) : null}
      <TextField {...fieldState("name")} label={t.name} autoComplete="name" required />
      <TextField
        {...fieldState("company")}
        label={t.company}
        optionalLabel={t.companyOptional}
        autoComplete="organization"
      />
      <TextField
        {...fieldState("email")}
        type="email"
        label={t.email}
        autoComplete="email"
        required
      />
      <TextField
        {...fieldState("whatsapp")}
        type="tel"
        inputMode="tel"
        label={t.whatsapp}
        hint={t.whatsappHint}
        autoComplete="tel"
        required
      />
      <div className="sm:col-span-2">
        <SelectField
          {...fieldState("service")}
          label={t.service}
          required
          options={serviceOptions}
          placeholder={t.servicePlaceholder}
          defaultValue={values.service ?? defaultService ?? ""}
          onChange={(event) => {
            if (errorFor("service")) onBlur("service")(event);
          }}
        />
      </div>
      <div className="sm:col-span-2">
        <TextAreaField
          {...fieldState("message")}
          label={t.message}
          hint={t.messageHint}
          required
          rows={5}
        />
      </div>
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={id(HONEYPOT_FIELD)}>{t.honeypot}</label>
        <input
          id={id(HONEYPOT_FIELD)}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <input type="hidden" name="page" value={`${location.pathname}`} />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="referrer" value={attribution.referrer} />
      {UTM_KEYS.map((key) =>
        attribution.utm[key] ? (
          <input key={key} type="hidden" name={key} value={attribution.utm[key]} />
        ) : null,
      )}
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
        <Button type="submit" size="lg" disabled={busy} aria-busy={busy}>
          {busy ? t.sending : t.submit}
        </Button>
      </div>
    </fetcher.Form>
  );
}
