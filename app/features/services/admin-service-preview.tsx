import { type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { Card } from "#app/components/admin/admin-ui.tsx";
import {
  PAGE_WIDTHS,
  PreviewHeader,
  PreviewMessages,
  type PreviewWidth,
} from "#app/components/admin/website-preview.tsx";
import { loadMessages, useMessages } from "#app/lib/messages.ts";
import { messages } from "#app/lib/staff-messages.ts";
import { LOCALES, type Locale } from "#contracts/locale.ts";
import type { ClientMark, Service } from "#contracts/site-content.ts";
import { ServiceGallery } from "./service-gallery.tsx";
import { ServiceHeading, ServicePoints, ServiceWork } from "./service-page-parts.tsx";

const t = messages.website.services;

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
      <PreviewHeader
        headingId={headingId}
        language={locale}
        onLanguageChange={onLocaleChange}
        width={width}
        onWidthChange={onWidthChange}
      />
      <PreviewFrame
        title={t.previewFrame(service.service)}
        width={PAGE_WIDTHS[width]}
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
