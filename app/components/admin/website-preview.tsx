import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { MessagesProvider, useCatalogue } from "#app/lib/messages.ts";
import { messages } from "#app/lib/staff-messages.ts";
import { LOCALES, type Locale } from "#contracts/locale.ts";
import { buttonStyles, Card, cx } from "./admin-ui.tsx";
import { languageName } from "./texts-language.tsx";

const shared = messages.website.shared;

/** The widths a live preview of the public site shows it at. */
export type PreviewWidth = "phone" | "desk";
const PREVIEW_WIDTHS = ["phone", "desk"] as const satisfies readonly PreviewWidth[];

/** A whole page's layout widths, in CSS pixels: a common phone, and the site's lg breakpoint. */
export const PAGE_WIDTHS: Record<PreviewWidth, number> = { phone: 390, desk: 1280 };

/** A width's name in the staff member's language: "Phone", "Desk". */
export const widthName = (width: PreviewWidth) => (width === "phone" ? shared.phone : shared.desk);

/** A row of buttons of which one is pressed: the preview's language, its width. */
function Choice<V extends string>({
  legend,
  options,
  nameOf,
  value,
  onChange,
}: {
  legend: string;
  options: readonly V[];
  nameOf: (option: V) => string;
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 text-xs font-semibold text-(--admin-muted)">{legend}</legend>
      <div className="flex gap-1">
        {options.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={value === option}
            onClick={() => onChange(option)}
            className={cx(
              value === option ? buttonStyles.primary : buttonStyles.secondary,
              "px-3 py-1.5 text-xs",
            )}
          >
            {nameOf(option)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The head of a live preview of the public site: its title (`headingId` names it, for the
 * card that labels itself by it), what it shows, and the choice of its language and width.
 */
export function PreviewHeader({
  headingId,
  language,
  onLanguageChange,
  width,
  onWidthChange,
}: {
  headingId?: string;
  language: Locale;
  onLanguageChange: (language: Locale) => void;
  width: PreviewWidth;
  onWidthChange: (width: PreviewWidth) => void;
}) {
  return (
    <div className="flex flex-col gap-3">
      <div>
        <h2 id={headingId} className="text-lg font-extrabold">
          {shared.preview}
        </h2>
        <p className="text-xs text-(--admin-muted)">{shared.previewNote}</p>
      </div>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        <Choice
          legend={shared.previewLanguage}
          options={LOCALES}
          nameOf={languageName}
          value={language}
          onChange={onLanguageChange}
        />
        <Choice
          legend={shared.previewWidth}
          options={PREVIEW_WIDTHS}
          nameOf={widthName}
          value={width}
          onChange={onWidthChange}
        />
      </div>
    </div>
  );
}

/** Watches an element's size (after hydration; the server renders it unscaled). */
function useSize<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() =>
      setSize({ width: element.clientWidth, height: element.offsetHeight }),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, size] as const;
}

/**
 * Lays its content out `width` pixels wide and scales it down to the space there is: the
 * layout is the one a phone or a desk would get (the frame is a size container), only smaller.
 * With a `label` the frame is a region of that name.
 */
export function ScaledFrame({
  width,
  label,
  children,
}: {
  width: number;
  label?: string;
  children: ReactNode;
}) {
  const [spaceRef, space] = useSize<HTMLDivElement>();
  const [pageRef, page] = useSize<HTMLDivElement>();
  const scale = space ? Math.min(1, space.width / width) : 1;
  const Frame = label ? "section" : "div";
  return (
    <div ref={spaceRef} className="w-full min-w-0">
      <Frame
        aria-label={label}
        className="mx-auto overflow-hidden rounded-xl border border-(--admin-border)"
        style={{
          width: space ? width * scale + 2 : "100%",
          height: page ? page.height * scale + 2 : undefined,
        }}
      >
        <div
          ref={pageRef}
          className="@container origin-top-left"
          style={{ width, transform: scale < 1 ? `scale(${scale})` : undefined }}
        >
          {children}
        </div>
      </Frame>
    </div>
  );
}

/**
 * A live preview in its card: the header, then the page laid out at a phone's or a desk's width
 * (a desk's at first) and scaled to the column. `frameLabel` makes the frame a named region.
 */
export function PreviewPanel({
  language,
  onLanguageChange,
  frameLabel,
  className,
  children,
}: {
  language: Locale;
  onLanguageChange: (language: Locale) => void;
  frameLabel?: string;
  className?: string;
  children: ReactNode;
}) {
  const [width, setWidth] = useState<PreviewWidth>("desk");
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId} className={cx(className, "flex min-w-0 flex-col gap-4 p-5")}>
      <PreviewHeader
        headingId={headingId}
        language={language}
        onLanguageChange={onLanguageChange}
        width={width}
        onWidthChange={setWidth}
      />
      <ScaledFrame width={PAGE_WIDTHS[width]} label={frameLabel}>
        {children}
      </ScaledFrame>
    </Card>
  );
}

/**
 * The public site's texts (tab names, buttons) in the preview's language, not the staff
 * area's; it suspends while another language's catalogue loads.
 */
export function PreviewMessages({ locale, children }: { locale: Locale; children: ReactNode }) {
  const catalogue = useCatalogue(locale, false);
  return (
    <MessagesProvider locale={locale} messages={catalogue}>
      {children}
    </MessagesProvider>
  );
}
