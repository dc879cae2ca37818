import { cx } from "#app/components/ui/cx.ts";
import { useLocale } from "#app/lib/messages.ts";
import type { Client } from "#contracts/site-content.ts";
import { formatResult } from "./client-case-card.tsx";

/** A case study's figures on the dark band: the figure in yellow above its label. */
export function ClientResultList({
  results,
  className,
}: {
  results: Client["results"];
  className?: string;
}) {
  const locale = useLocale();
  return (
    <dl className={cx("grid gap-4", className)}>
      {results.map((result, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: two results may share a label while a form is typed
          key={index}
          className="flex flex-col rounded-2xl bg-white/5 p-5 ring-1 ring-white/10"
        >
          <dt className="text-sm text-white/70">{result.label}</dt>
          <dd className="order-first text-4xl font-extrabold text-brand-yellow">
            {formatResult(result, locale)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A case study's story: the challenge, the approach and the client's quote. `Heading` is h2 on
 * the public page, a paragraph inside the staff preview (which has headings of its own).
 */
export function ClientStory({
  client,
  titles,
  Heading = "h2",
  className,
}: {
  client: Pick<Client, "challenge" | "approach" | "quote">;
  titles: { challenge: string; approach: string };
  Heading?: "h2" | "p";
  className?: string;
}) {
  return (
    <div className={cx("flex flex-col", className)}>
      <div>
        <Heading className="text-2xl font-extrabold tracking-tight">{titles.challenge}</Heading>
        <p className="mt-3 text-lg leading-relaxed text-ink/80">{client.challenge}</p>
      </div>
      <div>
        <Heading className="text-2xl font-extrabold tracking-tight">{titles.approach}</Heading>
        <p className="mt-3 text-lg leading-relaxed text-ink/80">{client.approach}</p>
      </div>
      {client.quote ? (
        <figure className="rounded-[var(--radius-card)] border-l-4 border-brand-orange bg-white p-6 ring-1 ring-ink/10">
          <blockquote className="text-xl font-bold leading-snug">“{client.quote.text}”</blockquote>
          <figcaption className="mt-3 text-sm text-muted">
            {[client.quote.author, client.quote.position].filter(Boolean).join(", ")}
          </figcaption>
        </figure>
      ) : null}
    </div>
  );
}
