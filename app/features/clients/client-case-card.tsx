import { ArrowUpRight } from "lucide-react";
import { Link } from "react-router";
import { ClientLogo } from "#app/components/client-logo.tsx";
import { cx } from "#app/components/ui/cx.ts";
import { formatFigure } from "#app/lib/format-number.ts";
import { useLocale, useLocalePath } from "#app/lib/messages.ts";
import type { Locale } from "#contracts/locale.ts";
import type { Client } from "#contracts/site-content.ts";

export function formatResult(result: Client["results"][number], locale: Locale) {
  return formatFigure(result.value, locale, result.suffix);
}

/** A client story teaser: logo, industry, summary, the headline result. */
export function ClientCaseCard({ client, linkLabel }: { client: Client; linkLabel: string }) {
  const [headline] = client.results;
  const to = useLocalePath();
  const locale = useLocale();
  return (
    <article className="group relative flex h-full flex-col gap-5 rounded-[var(--radius-card)] bg-white p-6 ring-1 ring-ink/10 transition hover:ring-brand-orange hover:shadow-[0_20px_40px_-24px_rgba(15,15,16,0.45)]">
      <div className="flex items-center justify-between gap-4">
        <ClientLogo client={client} className="h-8 max-w-[70%]" />
        <span className="rounded-full bg-paper px-3 py-1 text-xs font-bold text-muted">
          {client.industry}
        </span>
      </div>
      <p className="text-[0.95rem] leading-relaxed text-ink/80">{client.summary}</p>
      {/* A client saved without results has no headline figure. */}
      {headline ? (
        <p className="mt-auto">
          <span className="block text-3xl font-extrabold tracking-tight text-ink">
            {formatResult(headline, locale)}
          </span>
          <span className="text-sm text-muted">{headline.label}</span>
        </p>
      ) : null}
      <Link
        to={to(`/clients/detail?client=${client.slug}`)}
        className={cx(
          "inline-flex items-center gap-1.5 font-bold text-ink after:absolute after:inset-0 after:content-[''] group-hover:text-brand-orange-dark",
          !headline && "mt-auto",
        )}
      >
        {linkLabel}
        <span className="sr-only">: {client.name}</span>
        <ArrowUpRight aria-hidden="true" className="size-4" />
      </Link>
    </article>
  );
}

/** Client story teasers in a grid: one, two, then three across. */
export function ClientCaseGrid({
  clients,
  linkLabel,
  className,
}: {
  clients: readonly Client[];
  linkLabel: string;
  className: string;
}) {
  return (
    <ul className={cx(className, "grid gap-5 sm:grid-cols-2 md:grid-cols-3")}>
      {clients.map((client) => (
        <li key={client.slug}>
          <ClientCaseCard client={client} linkLabel={linkLabel} />
        </li>
      ))}
    </ul>
  );
}
