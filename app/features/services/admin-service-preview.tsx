import { type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { LOCALES, type Locale } from "../../../contracts/locale";
import type { ClientMark, Service } from "../../../contracts/site-content";
import { Card, cx } from "../../components/admin/admin-ui";
import { loadMessages, MessagesProvider, useCatalogue, useMessages } from "../../lib/messages";
import { messages } from "../../lib/staff-messages";
import { ServiceGallery } from "./service-gallery";
import { ServiceHeading, ServicePoints, ServiceWork } from "./service-page-parts";

const t = messages.website.services;
const shared = messages.website.shared;

export type PreviewWidth = "phone" | "desk";

/** The widths the frame lays the page out at: a common phone, and the site's lg breakpoint. */
const FRAME_WIDTHS: Record<PreviewWidth, number> = { phone: 390, desk: 1280 };

const LANGUAGE_NAMES: Record<Locale, () => string> = {
  en: () => shared.english,
  id: () => shared.indonesian,
};

/** Two or more buttons of which one is on: the preview's language, its width. */
function Toggle<V extends string>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">{legend}</legend>
      <span aria-hidden="true" className="text-xs font-semibold text-(--admin-muted)">
        {legend}
      </span>
      <span className="inline-flex rounded-xl border border-(--admin-border) p-0.5">
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={value === option.value}
            onClick={() => onChange(option.value)}
            className={cx(
              "rounded-lg px-3 py-1.5 text-xs font-bold transition-colors",
              value === option.value
                ? "bg-brand-yellow text-ink"
                : "text-(--admin-text) hover:bg-(--admin-surface-2)",
            )}
          >
            {option.label}
          </button>
        ))}
      </span>
    </fieldset>
  );
}

/** The frame's own document, empty until the preview renders into it. */
const FRAME_DOCUMENT =
  '<!doctype html><html><head></head><body data-frame="preview"></body></html>';

/**
 * A same-origin frame the preview renders into (a portal): the page's own stylesheets apply
 * and its media queries see the frame's width, so the phone and desk layouts are the page's
 * own. The frame is drawn scaled down to fit the column.
 */
function PreviewFrame({
  title,
  width,
  lang,
  children,
}: {
  title: string;
  width: number;
  lang: Locale;
  children: ReactNode;
}) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const [body, setBody] = useState<HTMLElement | null>(null);
  const [content, setContent] = useState<HTMLDivElement | null>(null);
  const [height, setHeight] = useState(480);
  const [boxWidth, setBoxWidth] = useState(0);

  // The frame's document (FRAME_DOCUMENT, not the blank one a frame starts with), given the
  // page's stylesheets, once it has loaded (maybe before this effect ran).
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const setup = () => {
      const doc = frame.contentDocument;
      if (doc?.body?.dataset.frame !== "preview" || doc.body.dataset.preview === "ready") return;
      const styles = document.querySelectorAll('link[rel="stylesheet"], style');
      doc.head.replaceChildren(...[...styles].map((node) => node.cloneNode(true)));
      doc.body.dataset.preview = "ready";
      doc.body.className = "bg-ink";
      setBody(doc.body);
    };
    setup();
    frame.addEventListener("load", setup);
    return () => frame.removeEventListener("load", setup);
  }, []);

  useEffect(() => {
    if (body?.ownerDocument) body.ownerDocument.documentElement.lang = lang;
  }, [body, lang]);

  // The frame is as tall as its page (the observer of the frame's own window sees its layout).
  useEffect(() => {
    const view = content?.ownerDocument.defaultView;
    if (!content || !view?.ResizeObserver) return;
    const observer = new view.ResizeObserver(() => {
      setHeight(Math.max(120, Math.ceil(content.getBoundingClientRect().height)));
    });
    observer.observe(content);
    return () => observer.disconnect();
  }, [content]);

  useEffect(() => {
    const box = boxRef.current;
    if (!box || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => setBoxWidth(entry.contentRect.width));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  const scale = boxWidth > 0 ? Math.min(1, boxWidth / width) : 1;
  return (
    <div ref={boxRef} className="w-full overflow-hidden">
      <div
        className="mx-auto overflow-hidden rounded-xl ring-1 ring-(--admin-border)"
        style={{ width: width * scale, height: height * scale }}
      >
        <iframe
          ref={frameRef}
          title={title}
          srcDoc={FRAME_DOCUMENT}
          className="block origin-top-left border-0 bg-ink"
          style={{ width, height, transform: scale === 1 ? undefined : `scale(${scale})` }}
        />
      </div>
      {body ? null : (
        <p role="status" className="p-4 text-sm text-(--admin-muted)">
          {t.previewLoading}
        </p>
      )}
      {body ? createPortal(<div ref={setContent}>{children}</div>, body) : null}
    </div>
  );
}

/** The public catalogue of the preview's language (the other one loads when first chosen). */
function PreviewMessages({ locale, children }: { locale: Locale; children: ReactNode }) {
  const catalogue = useCatalogue(locale, false);
  return (
    <MessagesProvider locale={locale} messages={catalogue}>
      {children}
    </MessagesProvider>
  );
}

/** The page's parts staff edit, laid out as the public page lays them out. */
function PreviewPage({ service, logos }: { service: Service; logos: readonly ClientMark[] }) {
  const site = useMessages().site.services;
  const empty = <span className="opacity-50">{t.previewEmpty}</span>;
  return (
    <div className="bg-ink text-white" data-testid="service-preview">
      <section className="relative overflow-hidden">
        <div className="container-page relative pt-8 pb-14 md:pt-14 md:pb-20">
          <ServiceHeading service={{ ...service, service: service.service || "—" }} />
          {service.title || service.highlight ? null : empty}
        </div>
      </section>
      {service.points.length > 0 ? (
        <section className="container-page pb-14">
          <ServicePoints points={service.points} />
        </section>
      ) : null}
      <section className="container-page pb-20 md:pb-28">
        <h2 className="mb-6 text-2xl font-extrabold tracking-tight">{site.gallery}</h2>
        <ServiceGallery service={service} logos={logos} />
      </section>
      {service.work.length > 0 ? (
        <section className="container-page pb-20 md:pb-28">
          <h2 className="mb-6 text-2xl font-extrabold tracking-tight">{site.ourWork}</h2>
          <ServiceWork work={service.work} />
        </section>
      ) : null}
    </div>
  );
}

/**
 * The live preview of the unsaved values: the page's heading, points, images and work, in the
 * chosen language, at a phone's or a desk's width.
 */
export function ServicePreview({
  id,
  service,
  logos,
  locale,
  width,
  onLocaleChange,
  onWidthChange,
}: {
  id: string;
  service: Service;
  logos: readonly ClientMark[];
  locale: Locale;
  width: PreviewWidth;
  onLocaleChange: (locale: Locale) => void;
  onWidthChange: (width: PreviewWidth) => void;
}) {
  const headingId = `${id}-heading`;
  // Both languages' catalogues, so that switching shows the other at once.
  useEffect(() => {
    for (const each of LOCALES) void loadMessages(each, { blog: false });
  }, []);
  return (
    <Card aria-labelledby={headingId} className="flex flex-col gap-4 p-4 sm:p-5" id={id}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-extrabold">
            {shared.preview}
          </h2>
          <p className="text-xs text-(--admin-muted)">{shared.previewNote}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Toggle
            legend={shared.previewLanguage}
            value={locale}
            onChange={onLocaleChange}
            options={LOCALES.map((value) => ({ value, label: LANGUAGE_NAMES[value]() }))}
          />
          <Toggle
            legend={shared.previewWidth}
            value={width}
            onChange={onWidthChange}
            options={[
              { value: "phone", label: shared.phone },
              { value: "desk", label: shared.desk },
            ]}
          />
        </div>
      </div>
      <PreviewFrame
        title={t.previewFrame(service.service)}
        width={FRAME_WIDTHS[width]}
        lang={locale}
      >
        <Suspense fallback={<p className="p-6 text-white/70">{t.previewLoading}</p>}>
          <PreviewMessages locale={locale}>
            <PreviewPage service={service} logos={logos} />
          </PreviewMessages>
        </Suspense>
      </PreviewFrame>
    </Card>
  );
}
