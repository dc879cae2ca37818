import { useMemo } from "react";
import { type Client, clients, findClient } from "../../content/clients";
import { findService, type Service, services } from "../../content/services";
import type { ContentCopy } from "../../contracts/messages/content-type";
import { type Messages, useMessages } from "./messages";

/** A service in the page's language: content/services.ts with the catalogue's copy over it. */
export function localizeService(service: Service, copy: ContentCopy | undefined): Service {
  const words = copy?.services[service.path];
  if (!words) return service;
  const { alts, ...text } = words;
  return {
    ...service,
    ...text,
    images: service.images.map((image, index) => ({ ...image, alt: alts[index] ?? image.alt })),
  };
}

export function localizeClient(client: Client, copy: ContentCopy | undefined): Client {
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

/** For meta functions and loaders: one service by slug, in the catalogue's language. */
export function findLocalizedService(slug: string | null | undefined, messages: Messages) {
  const service = findService(slug);
  return service ? localizeService(service, messages.content) : undefined;
}

export function findLocalizedClient(slug: string | null | undefined, messages: Messages) {
  const client = findClient(slug);
  return client ? localizeClient(client, messages.content) : undefined;
}

export function useServices(): readonly Service[] {
  const { content } = useMessages();
  return useMemo(() => services.map((item) => localizeService(item, content)), [content]);
}

export function useClients(): readonly Client[] {
  const { content } = useMessages();
  return useMemo(() => clients.map((item) => localizeClient(item, content)), [content]);
}
