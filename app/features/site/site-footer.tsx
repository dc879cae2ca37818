import { Clock, Mail, MapPin, MessageCircle } from "lucide-react";
import { Link, useLocation } from "react-router";
import { company } from "../../../content/company";
import { chatHref } from "../../../contracts/chat-link";
import { localizePath } from "../../../contracts/locale";
import { buttonClass } from "../../components/ui/button";
import { useLocale, useMessages } from "../../lib/messages";
import { useServices } from "../../lib/use-content";
import { ContactTrigger } from "./contact-overlay";
import { Logo } from "./logo";

export function SiteFooter() {
  const { pathname } = useLocation();
  const { site } = useMessages();
  const locale = useLocale();
  const services = useServices();
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
            <a
              href={chatHref({ page: pathname })}
              rel="nofollow noopener"
              target="_blank"
              className={buttonClass({ size: "lg" })}
            >
              <MessageCircle aria-hidden="true" className="size-5" />
              {site.cta.chat}
            </a>
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
              <li className="flex gap-3">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-yellow" />
                <address className="not-italic">
                  {company.legalName}
                  <br />
                  {company.address.street}
                  <br />
                  {company.address.city} {company.address.postalCode}, {company.address.countryName}
                </address>
              </li>
              <li className="flex gap-3">
                <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-yellow" />
                <a href={`mailto:${company.email}`} className="underline-offset-4 hover:underline">
                  {company.email}
                </a>
              </li>
              <li className="flex gap-3">
                <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-yellow" />
                {t.hours}
              </li>
            </ul>
          </div>
          <nav aria-labelledby="footer-services">
            <h2
              id="footer-services"
              className="mb-4 text-xs font-extrabold uppercase tracking-[0.2em] text-brand-yellow"
            >
              {t.services}
            </h2>
            <ul className="flex flex-col gap-2.5 text-sm">
              {services.map((item) => (
                <li key={item.path}>
                  <Link
                    to={localizePath(`/service/${item.path}`, locale)}
                    className="text-white/80 hover:text-white hover:underline underline-offset-4"
                  >
                    {item.service}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="footer-company">
            <h2
              id="footer-company"
              className="mb-4 text-xs font-extrabold uppercase tracking-[0.2em] text-brand-yellow"
            >
              {t.company}
            </h2>
            <ul className="flex flex-col gap-2.5 text-sm">
              {t.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={localizePath(link.to, locale)}
                    className="text-white/80 hover:text-white hover:underline underline-offset-4"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <h2 className="mb-4 text-xs font-extrabold uppercase tracking-[0.2em] text-brand-yellow">
              {t.follow}
            </h2>
            <ul className="flex flex-col gap-2.5 text-sm">
              {company.socials.map((social) => (
                <li key={social.name}>
                  <a
                    href={social.url}
                    rel="noopener me"
                    target="_blank"
                    className="text-white/80 hover:text-white hover:underline underline-offset-4"
                  >
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
            © {year} {company.legalName}. {t.rights}
          </p>
          <p>{t.credits}</p>
        </div>
      </div>
    </footer>
  );
}
