import { type Client, type ClientMark, clients } from "../../content/clients.ts";
import { type Service, type ServiceSummary, services } from "../../content/services.ts";
import { type Locale, localeFromPath } from "../../contracts/locale.ts";
import type { ContentCopy } from "../../contracts/messages/content-type.ts";
import { content as indonesianCopy } from "../../contracts/messages/id/content.ts";

/**
 * The services and clients in an edition, for loaders: the data stays on the server, so the
 * public pages' scripts carry no content (content/ is English; other editions' words are in
 * contracts/messages/<locale>/content.ts).
 */
const COPY: Record<Locale, ContentCopy | undefined> = { en: undefined, id: indonesianCopy };

function localizeService(service: Service, copy: ContentCopy | undefined): Service {
  const words = copy?.services[service.path];
  if (!words) return service;
  const { alts, ...text } = words;
  return {
    ...service,
    ...text,
    images: service.images.map((image, index) => ({ ...image, alt: alts[index] ?? image.alt })),
  };
}

function localizeClient(client: Client, copy: ContentCopy | undefined): Client {
  const words = copy?.clients[client.slug];
  if (!words) return client;
  const { results, quote, ...text } = words;
  return {
    ...client,
    ...text,
    results: client.results.map((result, index) => ({
      ...result,
      label: results[index] ?? result.label,
    })),
    quote: client.quote && quote ? { ...client.quote, ...quote } : client.quote,
  };
}

const localized = new Map<Locale, { services: Service[]; clients: Client[] }>();

function contentIn(locale: Locale) {
  let edition = localized.get(locale);
  if (!edition) {
    edition = {
      services: services.map((service) => localizeService(service, COPY[locale])),
      clients: clients.map((client) => localizeClient(client, COPY[locale])),
    };
    localized.set(locale, edition);
  }
  return edition;
}

/** The edition of a loader's request, from its path (/id/... is Indonesian). */
export const localeOfRequest = (request: Request) => localeFromPath(new URL(request.url).pathname);

export const listServices = (locale: Locale): readonly Service[] => contentIn(locale).services;

/** The services' names and paths in one edition: the footer's menu, the contact form's choices. */
export const listServiceNames = (locale: Locale) =>
  listServices(locale).map(({ path, service }) => ({ path, service }));

export type ServiceName = ReturnType<typeof listServiceNames>[number];

export const findService = (slug: string | null | undefined, locale: Locale) =>
  contentIn(locale).services.find((service) => service.path === slug);

export const listClients = (locale: Locale): readonly Client[] => contentIn(locale).clients;

export const findClient = (slug: string | null | undefined, locale: Locale) =>
  contentIn(locale).clients.find((client) => client.slug === slug);

export const summarizeService = ({ service, path, summary }: Service): ServiceSummary => ({
  service,
  path,
  summary,
});

export const markOfClient = ({ slug, name, logo }: Client): ClientMark => ({ slug, name, logo });
