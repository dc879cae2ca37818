import { ChevronLeft, ChevronRight } from "lucide-react";
import {
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useRef,
  useState,
} from "react";
import { cx } from "./cx.ts";
import { useReducedMotion } from "./use-reduced-motion.ts";

type Props = {
  label: string;
  slides: readonly ReactNode[];
  /** Texts for the controls, from the caller's catalogue. */
  texts: {
    previous: string;
    next: string;
    slide: (index: number, total: number) => string;
    goTo: (index: number) => string;
  };
  className?: string;
  tone?: "light" | "dark";
};

/**
 * One slide per view, no looping: Previous is disabled on the first slide and Next on the
 * last. The slides are a native scroll-snap strip, so swiping works before the page's script
 * has loaded and costs no library; arrow keys work while focus is inside, and reduced motion
 * jumps instead of animating.
 */
export function Carousel({ label, slides, texts, className, tone = "light" }: Props) {
  const reduced = useReducedMotion();
  const viewportRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const last = slides.length - 1;

  // Where a button or key sent the strip: until the scroll lands there, the positions it
  // passes on the way (a smooth scroll can pause longer than a debounce on a busy phone)
  // must not move the index back.
  const targetRef = useRef<number | null>(null);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    let settling: ReturnType<typeof setTimeout> | undefined;
    // The slide whose start is nearest the viewport's start, once a swipe or scroll has
    // settled (not on the way: a jump over three slides announces only where it lands).
    const settle = () => {
      const width = viewport.clientWidth || 1;
      const landed = Math.min(last, Math.max(0, Math.round(viewport.scrollLeft / width)));
      if (targetRef.current !== null && landed !== targetRef.current) return;
      targetRef.current = null;
      setIndex(landed);
    };
    const hasScrollEnd = "onscrollend" in window;
    const onScroll = () => {
      clearTimeout(settling);
      settling = setTimeout(settle, 120);
    };
    // A swipe or wheel is the user taking over: follow where they go.
    const release = () => {
      targetRef.current = null;
    };
    const scrollEvent = hasScrollEnd ? "scrollend" : "scroll";
    const listener = hasScrollEnd ? settle : onScroll;
    viewport.addEventListener(scrollEvent, listener, { passive: true });
    viewport.addEventListener("pointerdown", release, { passive: true });
    viewport.addEventListener("wheel", release, { passive: true });
    return () => {
      clearTimeout(settling);
      viewport.removeEventListener(scrollEvent, listener);
      viewport.removeEventListener("pointerdown", release);
      viewport.removeEventListener("wheel", release);
    };
  }, [last]);

  const scrollTo = useCallback(
    (target: number) => {
      const viewport = viewportRef.current;
      if (!viewport) return;
      const slide = Math.min(last, Math.max(0, target));
      targetRef.current = slide;
      setIndex(slide);
      viewport.scrollTo({
        left: slide * viewport.clientWidth,
        behavior: reduced ? "instant" : "smooth",
      });
    },
    [last, reduced],
  );
  const previous = () => scrollTo(index - 1);
  const next = () => scrollTo(index + 1);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      previous();
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      next();
    }
  };

  const dark = tone === "dark";
  const control = cx(
    "grid size-12 place-items-center rounded-full transition-colors disabled:cursor-not-allowed disabled:opacity-35",
    dark
      ? "bg-white/10 text-white hover:bg-brand-yellow hover:text-ink disabled:hover:bg-white/10 disabled:hover:text-white"
      : "bg-ink text-white hover:bg-brand-orange hover:text-ink disabled:hover:bg-ink disabled:hover:text-white",
  );

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={cx("relative", className)}
      onKeyDown={onKeyDown}
    >
      <div
        ref={viewportRef}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable); the arrow keys move one slide
        tabIndex={0}
        className="snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-[var(--radius-card)] [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        <div className="flex">
          {slides.map((slide, slideIndex) => (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern uses role=group
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: slides are a fixed list
              key={slideIndex}
              role="group"
              aria-roledescription="slide"
              aria-label={texts.slide(slideIndex + 1, slides.length)}
              aria-hidden={slideIndex !== index ? true : undefined}
              inert={slideIndex !== index ? true : undefined}
              className="min-w-0 shrink-0 grow-0 basis-full snap-start snap-always"
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div className="mt-5 flex items-center justify-between gap-4">
        <div className="-mx-1.5 flex items-center">
          {slides.map((_, dotIndex) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: one dot per slide
              key={dotIndex}
              type="button"
              aria-label={texts.goTo(dotIndex + 1)}
              aria-current={dotIndex === index ? "true" : undefined}
              onClick={() => scrollTo(dotIndex)}
              // A 24 px target (WCAG 2.5.8) around the small dot that shows.
              className="grid h-6 min-w-6 place-items-center rounded-full px-1.5"
            >
              <span
                aria-hidden="true"
                className={cx(
                  "block h-2.5 rounded-full transition-all",
                  dotIndex === index
                    ? "w-8 bg-brand-orange"
                    : cx("w-2.5", dark ? "bg-white/30" : "bg-ink/25"),
                )}
              />
            </button>
          ))}
        </div>
        <p className={cx("sr-only")} aria-live="polite">
          {texts.slide(index + 1, slides.length)}
        </p>
        <div className="flex gap-3">
          <button
            type="button"
            className={control}
            onClick={previous}
            disabled={index === 0}
            aria-label={texts.previous}
            data-carousel-prev
          >
            <ChevronLeft aria-hidden="true" />
          </button>
          <button
            type="button"
            className={control}
            onClick={next}
            disabled={index >= last}
            aria-label={texts.next}
            data-carousel-next
          >
            <ChevronRight aria-hidden="true" />
          </button>
        </div>
      </div>
    </section>
  );
}
