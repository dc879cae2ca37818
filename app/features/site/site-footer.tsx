import { Clock, Mail, MapPin } from "lucide-react";
import { Link, useLocation } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { useLocale, useMessages } from "#app/lib/messages.ts";
import { useCompany, useServiceNames } from "#app/lib/use-content.ts";
import { localizePath } from "#contracts/locale.ts";
import { COMPANY_NAME } from "#contracts/site-content.ts";
import { ChatLink } from "./chat-link.tsx";
import { ContactTrigger } from "./contact-overlay.tsx";
import { Logo } from "./logo.tsx";

const HEADING_CLASS = "mb-4 text-xs font-extrabold uppercase tracking-[0.2em] text-brand-yellow";
const LINK_CLASS = "text-white/80 hover:text-white hover:underline underline-offset-4";

function FooterNav({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: readonly { to: string; label: string }[];
}) {
  const locale = useLocale();
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={HEADING_CLASS}>
        {title}
      </h2>
      <ul className="flex flex-col gap-2.5 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={localizePath(link.to, locale)} className={LINK_CLASS}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  const { pathname } = useLocation();
  const { site } = useMessages();
  const services = useServiceNames();
  const company = useCompany();
  const t = site.footer;
  const year = 2026;
  return (
    <footer className="border-t border-white/10 bg-ink text-white">
      <div className="container-page">
        <div className="flex flex-col items-start justify-between gap-6 border-b border-white/10 py-12 md:flex-row md:items-center">
          <p className="max-w-xl text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
            {t.ctaTitle} <span className="text-brand-yellow">{t.ctaHighlight}</span>
          </p>
          <div className="flex flex-wrap gap-3">
            <ChatLink page={pathname} size="lg">
              {site.cta.chat}
            </ChatLink>
            <ContactTrigger className={buttonClass({ size: "lg", variant: "outline-light" })}>
              {site.cta.contact}
            </ContactTrigger>
          </div>
        </div>
        <div className="grid gap-10 py-12 sm:grid-cols-2 md:grid-cols-[1.4fr_1fr_1fr_1fr]">
          <div className="flex flex-col gap-4">
            <Logo />
            <p className="max-w-xs text-white/70">{t.about}</p>
            <ul className="flex flex-col gap-3 text-sm text-white/80">
              {company ? (
                <>
                  <li className="flex gap-3">
                    <MapPin
                      aria-hidden="true"
                      className="mt-0.5 size-4 shrink-0 text-brand-yellow"
                    />
                    <address className="not-italic">
                      {company.legalName}
                      <br />
                      {company.address.street}
                      <br />
                      {company.address.city} {company.address.postalCode},{" "}
                      {company.address.countryName}
                    </address>
                  </li>
                  <li className="flex gap-3">
                    <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-yellow" />
                    <a
                      href={`mailto:${company.email}`}
                      className="underline-offset-4 hover:underline"
                    >
                      {company.email}
                    </a>
                  </li>
                </>
              ) : null}
              <li className="flex gap-3">
                <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-yellow" />
                {t.hours}
              </li>
            </ul>
          </div>
          <FooterNav
            id="footer-services"
            title={t.services}
            links={services.map((item) => ({ to: `/service/${item.path}`, label: item.service }))}
          />
          <FooterNav
            id="footer-company"
            title={t.company}
            links={Object.entries(t.links).map(([to, label]) => ({ to, label }))}
          />
          <div>
            <h2 className={HEADING_CLASS}>{t.follow}</h2>
            <ul className="flex flex-col gap-2.5 text-sm">
              {(company?.socials ?? []).map((social) => (
                <li key={social.name}>
                  <a href={social.url} rel="noopener me" target="_blank" className={LINK_CLASS}>
                    {social.name}
                    <span className="sr-only"> {t.newTab}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="flex flex-col gap-2 border-t border-white/10 py-6 text-xs text-white/60 sm:flex-row sm:justify-between">
          <p>
            © {year} {company?.legalName ?? COMPANY_NAME}. {t.rights}
          </p>
          <p>{t.credits}</p>
        </div>
      </div>
    </footer>
  );
}
