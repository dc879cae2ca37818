import { ArrowUpRight } from "lucide-react";
import { Link } from "react-router";
import { cx } from "#app/components/ui/cx.ts";
import { useLocalePath } from "#app/lib/messages.ts";
import type { ServiceSummary } from "#contracts/site-content.ts";

/** A service card: the whole card is the link to the service's page. */
export function ServiceCard({
  service,
  index,
  tone = "light",
}: {
  service: ServiceSummary;
  index: number;
  tone?: "light" | "dark";
}) {
  const dark = tone === "dark";
  const to = useLocalePath();
  return (
    <Link
      to={to(`/service/${service.path}`)}
      data-service={service.path}
      className={cx(
        "group relative flex h-full items-start gap-5 overflow-hidden rounded-[var(--radius-card)] p-6 transition-all duration-300 motion-safe:hover:-translate-y-0.5",
        dark
          ? "bg-white/[0.04] ring-1 ring-white/10 hover:bg-white/[0.08] hover:ring-brand-yellow/60"
          : "bg-white ring-1 ring-ink/10 hover:ring-brand-orange hover:shadow-[0_20px_40px_-24px_rgba(15,15,16,0.45)]",
      )}
    >
      <span
        aria-hidden="true"
        className={cx(
          "font-extrabold tabular-nums text-sm mt-1",
          dark ? "text-brand-yellow" : "text-brand-orange-dark",
        )}
      >
        {String(index + 1).padStart(2, "0")}
      </span>
      <span className="flex-1">
        <span
          className={cx(
            "block text-xl font-extrabold tracking-tight",
            dark ? "text-white" : "text-ink",
          )}
        >
          {service.service}
        </span>
        <span
          className={cx(
            "mt-1.5 block text-[0.95rem] leading-relaxed",
            dark ? "text-white/70" : "text-muted",
          )}
        >
          {service.summary}
        </span>
      </span>
      <span
        aria-hidden="true"
        className={cx(
          "grid size-10 shrink-0 place-items-center rounded-full transition-colors",
          dark
            ? "bg-white/10 text-white group-hover:bg-brand-yellow group-hover:text-ink"
            : "bg-ink/5 text-ink group-hover:bg-brand-yellow",
        )}
      >
        <ArrowUpRight className="size-5" />
      </span>
    </Link>
  );
}

/** The services index of spec section 2: two columns, the first five then the last five. */
export function ServiceColumns({
  services,
  tone = "light",
}: {
  services: readonly ServiceSummary[];
  tone?: "light" | "dark";
}) {
  const columns = [services.slice(0, 5), services.slice(5, 10)];
  return (
    <div className="grid gap-4 md:grid-cols-2 md:gap-6" data-testid="service-columns">
      {columns.map((column, columnIndex) => (
        <ul
          key={columnIndex === 0 ? "first" : "last"}
          className="flex flex-col gap-4 md:gap-6"
          data-column={columnIndex + 1}
        >
          {column.map((service, index) => (
            <li key={service.path}>
              <ServiceCard service={service} index={columnIndex * 5 + index} tone={tone} />
            </li>
          ))}
        </ul>
      ))}
    </div>
  );
}
