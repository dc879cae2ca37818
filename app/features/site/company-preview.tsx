import { MessageCircle } from "lucide-react";
import { Suspense } from "react";
import { PreviewMessages, PreviewPanel } from "#app/components/admin/website-preview.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import { Highlight } from "#app/components/ui/section-heading.tsx";
import { formatFigure } from "#app/lib/format-number.ts";
import { useLocale, useMessages } from "#app/lib/messages.ts";
import { messages } from "#app/lib/staff-messages.ts";
import type { Locale } from "#contracts/locale.ts";
import type { Company } from "#contracts/site-content.ts";
import { AboutTabs } from "./about-tabs.tsx";

const t = messages.website.company;

/** What the preview shows of one language: the hero, its figures and the About tabs. */
export type CompanyPreviewTexts = {
  hero: Company["hero"];
  figures: { value: string; suffix: string; label: string }[];
  about: Company["about"];
};

const HERO = { base: "/images/site/hero", widths: [600, 960, 1200] as const };

/** A figure as the home page shows it; what is not a number yet shows as typed. */
function showFigure(value: string, suffix: string, locale: Locale) {
  const text = value.trim().replace(/,/g, ".");
  return /^-?\d+(\.\d+)?$/.test(text)
    ? formatFigure(Number(text), locale, suffix)
    : `${value}${suffix}`;
}

/**
 * The home page's dark hero and About tabs with the form's unsaved texts, laid out at a phone's
 * or a laptop's width and scaled down to fit the column. The page's own breakpoints become
 * container queries here (home.tsx: sm 600px, md 960px, lg 1280px), so the layout follows the
 * chosen width, not the staff member's screen.
 */
export function CompanyPreview({
  texts,
  language,
  onLanguageChange,
  aboutTab,
}: {
  texts: CompanyPreviewTexts;
  language: Locale;
  onLanguageChange: (language: Locale) => void;
  aboutTab: number;
}) {
  return (
    <PreviewPanel
      language={language}
      onLanguageChange={onLanguageChange}
      frameLabel={t.preview.frame}
    >
      <Suspense fallback={null}>
        <PreviewMessages locale={language}>
          <div lang={language} className="bg-paper text-ink">
            <HeroPreview texts={texts} />
            <AboutPreview texts={texts.about} aboutTab={aboutTab} />
          </div>
        </PreviewMessages>
      </Suspense>
    </PreviewPanel>
  );
}

/** home.tsx's hero, its breakpoints as container queries; the chat buttons shown, not working. */
function HeroPreview({ texts }: { texts: CompanyPreviewTexts }) {
  const { site } = useMessages();
  const locale = useLocale();
  const { hero, figures } = texts;
  return (
    <div className="relative overflow-hidden bg-ink text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 -right-40 size-[36rem] rounded-full bg-[radial-gradient(circle,rgba(246,135,36,0.35),transparent_65%)]"
      />
      <div className="relative mx-auto grid max-w-[1200px] items-center gap-12 px-5 pt-10 pb-16 @min-[600px]:px-8 @min-[960px]:grid-cols-[1.1fr_1fr] @min-[960px]:pt-16 @min-[960px]:pb-24">
        <div>
          <p className="mb-5 inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-xs font-bold tracking-wide text-white/85">
            <span aria-hidden="true" className="size-2 rounded-full bg-brand-yellow" />
            {hero.eyebrow}
          </p>
          <p className="text-[2.6rem] leading-[1.05] font-extrabold tracking-tight text-balance @min-[600px]:text-6xl @min-[1280px]:text-7xl">
            {hero.title} <Highlight>{hero.highlight}</Highlight>
          </p>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-white/75">{hero.body}</p>
          <div aria-hidden="true" className="mt-8 flex flex-wrap gap-3">
            <span className={buttonClass({ size: "lg" })}>
              <MessageCircle className="size-5" />
              {site.cta.chat}
            </span>
            <span className={buttonClass({ size: "lg", variant: "outline-light" })}>
              {site.cta.contact}
            </span>
          </div>
          <dl className="mt-12 grid max-w-xl grid-cols-3 gap-4 border-t border-white/10 pt-6">
            {figures.map((figure, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the three figures are fixed rows
              <div key={index}>
                <dt className="sr-only">{figure.label}</dt>
                <dd className="text-2xl font-extrabold break-words text-brand-yellow @min-[600px]:text-3xl">
                  {showFigure(figure.value, figure.suffix, locale)}
                </dd>
                <dd
                  aria-hidden="true"
                  className="mt-1 text-xs leading-snug text-white/65 @min-[600px]:text-sm"
                >
                  {figure.label}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <Picture
          source={HERO}
          alt=""
          width={1200}
          height={1000}
          sizes="540px"
          imgClassName="h-auto w-full rounded-[28px] shadow-[0_40px_80px_-40px_rgba(246,135,36,0.55)]"
        />
      </div>
    </div>
  );
}

/** home.tsx's About section: its heading from the site's texts, the tabs from the form. */
function AboutPreview({ texts, aboutTab }: { texts: Company["about"]; aboutTab: number }) {
  const { site } = useMessages();
  return (
    <div className="bg-[linear-gradient(180deg,#fff,#FAFAF7)] py-14 @min-[960px]:py-20">
      <div className="mx-auto grid max-w-[1200px] gap-10 px-5 @min-[600px]:px-8 @min-[960px]:grid-cols-[1fr_1.5fr]">
        <div>
          <p className="mb-3 inline-flex items-center gap-2 text-xs font-extrabold tracking-[0.2em] text-[#8a4300] uppercase">
            <span aria-hidden="true" className="h-0.5 w-6 rounded bg-current" />
            {site.home.aboutEyebrow}
          </p>
          <p className="text-3xl font-extrabold tracking-tight text-balance @min-[600px]:text-4xl @min-[960px]:text-5xl">
            {site.home.aboutTitle}
          </p>
        </div>
        {/* A new key opens the tab being edited when the form moves to another one. */}
        <AboutTabs key={aboutTab} texts={texts} initialTab={aboutTab} />
      </div>
    </div>
  );
}
