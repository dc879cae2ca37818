import { useForm } from "@conform-to/react";
import { CircleCheck, MessageCircle } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { Button, ButtonAnchor } from "#app/components/ui/button.tsx";
import { cx } from "#app/components/ui/cx.ts";
import { SelectField, TextAreaField, TextField } from "#app/components/ui/field.tsx";
import { useLocale, useLocalePath, useMessages } from "#app/lib/messages.ts";
import { useServiceNames } from "#app/lib/use-content.ts";
import { chatHref } from "#contracts/chat-link.ts";
import {
  CONTACT_MAX_LENGTHS,
  type ContactFieldName,
  HONEYPOT_FIELD,
} from "#contracts/contact-fields.ts";
import { type FormReply, isSaved, readFormError } from "#contracts/form-reply.ts";

type Validate = typeof import("./contact-validation.ts").validateContactForm;
let validatorLoading: Promise<Validate> | undefined;
/** zod arrives with the first interaction, not with the page. */
const loadValidator = () => {
  validatorLoading ??= import("./contact-validation.ts").then(
    (module) => module.validateContactForm,
  );
  return validatorLoading;
};

/** The fields a visitor sees: their reasons make the "correct the highlighted fields" banner. */
const VISIBLE_FIELDS = ["name", "company", "email", "whatsapp", "service", "message"] as const;

type Props = {
  /** The action's reply to a post without JavaScript (the page's actionData). */
  initialReply?: FormReply;
  defaultService?: string;
  tone?: "light" | "dark";
  /** Called once a message is stored (the overlay uses it to move focus). */
  onSent?: () => void;
};

type Fetcher = ReturnType<typeof useFetcher<FormReply>>;

/** The contact form of /contact-us and of the overlay: one schema, one action. */
export function ContactForm({ initialReply, defaultService, tone = "light", onSent }: Props) {
  const fetcher = useFetcher<FormReply>();
  const [sentCount, setSentCount] = useState(0);
  const [dismissedAt, setDismissedAt] = useState(-1);
  const reply = fetcher.data ?? initialReply;

  const handled = useRef<unknown>(null);
  const onSentRef = useRef(onSent);
  onSentRef.current = onSent;
  useEffect(() => {
    if (fetcher.state === "idle" && isSaved(fetcher.data) && handled.current !== fetcher.data) {
      handled.current = fetcher.data;
      setSentCount((count) => count + 1);
      onSentRef.current?.();
    }
  }, [fetcher.state, fetcher.data]);

  // The fields unmount behind the success message: "Send another" starts a fresh form.
  if (isSaved(reply) && dismissedAt !== sentCount) {
    return <ContactSuccess tone={tone} onSendAnother={() => setDismissedAt(sentCount)} />;
  }
  return (
    <ContactFields fetcher={fetcher} reply={reply} defaultService={defaultService} tone={tone} />
  );
}

function ContactSuccess({
  tone,
  onSendAnother,
}: {
  tone: "light" | "dark";
  onSendAnother: () => void;
}) {
  const { site } = useMessages();
  const t = site.contactForm;
  const location = useLocation();
  const successRef = useRef<HTMLDivElement>(null);
  useEffect(() => successRef.current?.focus(), []);
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
        <Button variant={tone === "dark" ? "outline-light" : "secondary"} onClick={onSendAnother}>
          {t.sendAnother}
        </Button>
      </div>
    </div>
  );
}

/** The form itself: checked in the browser once its validator has loaded, else by the action. */
function ContactFields({
  fetcher,
  reply,
  defaultService,
  tone,
}: {
  fetcher: Fetcher;
  reply: FormReply | undefined;
  defaultService?: string;
  tone: "light" | "dark";
}) {
  const { site } = useMessages();
  const t = site.contactForm;
  const locale = useLocale();
  const to = useLocalePath();
  const services = useServiceNames();
  const serviceOptions = services.map((item) => ({ value: item.path, label: item.service }));
  const location = useLocation();
  const idPrefix = useId();
  const [validate, setValidate] = useState<Validate>();
  const busy = fetcher.state !== "idle";
  const id = (name: string) => `${idPrefix}-${name}`;

  // Until the validator has loaded the action checks the form (same schema, same messages).
  const [form, fields] = useForm({
    id: id("contact"),
    lastResult: reply,
    shouldValidate: validate ? "onBlur" : "onSubmit",
    shouldRevalidate: validate ? "onInput" : "onSubmit",
    onValidate: validate ? ({ formData }) => validate(formData, locale) : undefined,
  });
  const wantValidator = () => {
    if (!validate) void loadValidator().then((loaded) => setValidate(() => loaded));
  };

  const errorFor = (name: ContactFieldName) => fields[name].errors?.[0];
  const typed = (name: ContactFieldName) => {
    const value = fields[name].initialValue;
    return typeof value === "string" ? value : undefined;
  };
  /** What every field takes from the form's state: its id and name, what was sent, its error, its limit. */
  const fieldState = (name: ContactFieldName) => ({
    id: id(name),
    name: fields[name].name,
    defaultValue: typed(name),
    error: errorFor(name),
    tone,
    maxLength: CONTACT_MAX_LENGTHS[name],
  });

  const refusal = reply?.status === "error" ? reply : undefined;
  const formError = !refusal
    ? null
    : VISIBLE_FIELDS.some((name) => refusal.error?.[name]?.length)
      ? t.fixErrors
      : (readFormError(refusal) ?? t.failed);

  return (
    <fetcher.Form
      id={form.id}
      method="post"
      action={to("/contact-us")}
      noValidate
      onSubmit={form.onSubmit}
      onFocus={wantValidator}
      onPointerEnter={wantValidator}
      className="grid gap-5 sm:grid-cols-2"
      aria-describedby={formError ? id("form-error") : undefined}
      data-testid="contact-form"
      // The page's first-touch script adds the visit's first touch as it is sent (also before
      // hydration); without JavaScript the action reads what the Referer shows.
      data-first-touch=""
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
          defaultValue={typed("service") ?? defaultService ?? ""}
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
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
        <Button type="submit" size="lg" disabled={busy} aria-busy={busy}>
          {busy ? t.sending : t.submit}
        </Button>
      </div>
    </fetcher.Form>
  );
}
