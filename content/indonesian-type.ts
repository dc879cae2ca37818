import type { ServiceSlug } from "#contracts/site-content.ts";

/**
 * Another language's copy of content/services.ts and content/clients.ts (English there):
 * only the words; slugs, images, figures and logos stay in content/.
 */
export type ServiceCopy = {
  service: string;
  title: string;
  highlight: string;
  summary: string;
  description?: string;
  points: readonly string[];
  /** The images' alt texts, in the order of content/services.ts. */
  alts: readonly string[];
};

export type ClientCopy = {
  industry: string;
  summary: string;
  challenge: string;
  approach: string;
  /** The results' labels, in the order of content/clients.ts. */
  results: readonly string[];
  quote?: { text: string; position: string };
};

export type ContentCopy = {
  services: Record<ServiceSlug, ServiceCopy>;
  clients: Record<string, ClientCopy>;
};
