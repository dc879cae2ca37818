import { type KeyboardEvent, useId, useRef, useState } from "react";
import { cx } from "#app/components/ui/cx.ts";
import { useMessages } from "#app/lib/messages.ts";
import type { Company } from "#contracts/site-content.ts";

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * About Us: Our Value, Our Vision, Our Mission as tabs (WAI-ARIA tabs pattern: arrow keys,
 * Home and End move and select, one tab stop). Written here instead of a library: it is on
 * the landing page, where every kilobyte of script delays the first interaction on a phone.
 * Every panel is in the HTML (hidden until chosen), so it reads without JavaScript too. It lays
 * itself out by its own width (a container query), so the staff preview's phone width shows
 * what a phone shows.
 */
export function AboutTabs({
  texts,
  initialTab = 0,
}: {
  texts: Company["about"];
  /** The tab open at first (the staff preview opens the one being edited). */
  initialTab?: number;
}) {
  const t = useMessages().site.home.about;
  const [selected, setSelected] = useState(initialTab);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const id = useId();
  const onKeyDown = (event: KeyboardEvent) => {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = step(selected, t.tabs.length);
    setSelected(next);
    tabs.current[next]?.focus();
  };
  return (
    <div className="@container flex flex-col gap-6">
      <div
        role="tablist"
        aria-label={t.tabsLabel}
        className="inline-flex w-fit flex-wrap gap-1 rounded-full bg-ink/5 p-1"
      >
        {t.tabs.map((tab, index) => (
          <button
            key={tab.value}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.value}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel-${tab.value}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
            onKeyDown={onKeyDown}
            className={cx(
              "rounded-full px-4 py-2.5 text-sm font-extrabold transition-colors @lg:px-5",
              index === selected ? "bg-ink text-white" : "text-ink/70 hover:text-ink",
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {t.tabs.map((tab, index) => (
        <div
          key={tab.value}
          role="tabpanel"
          id={`${id}-panel-${tab.value}`}
          aria-labelledby={`${id}-tab-${tab.value}`}
          hidden={index !== selected}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the APG tabs pattern makes the panel a tab stop
          tabIndex={0}
          className="rounded-[var(--radius-card)] bg-white p-6 ring-1 ring-ink/10 @lg:p-8"
        >
          <h3 className="text-2xl font-extrabold tracking-tight">{texts[index]?.title}</h3>
          <p className="mt-3 text-lg leading-relaxed text-muted">{texts[index]?.body}</p>
          <ul className="mt-5 grid gap-3 @lg:grid-cols-3">
            {(texts[index]?.points ?? []).map((point) => (
              <li
                key={point}
                className="flex gap-3 rounded-xl bg-paper p-4 text-[0.95rem] font-semibold"
              >
                <span
                  aria-hidden="true"
                  className="mt-1.5 size-2 shrink-0 rounded-full bg-brand-orange"
                />
                {point}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
