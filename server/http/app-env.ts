import type { AppServices, SessionUser } from "#server/app-services.ts";

export type AppEnv = {
  Variables: {
    services: AppServices;
    requestId: string;
    /** The client's address, read once per request (request-context.ts: trusted proxies only). */
    clientIp: string;
    /** Whether the client's request came over HTTPS (its own, or a trusted proxy's word). */
    https: boolean;
    nonce: string;
    user: SessionUser | null;
    /** The site's origin for absolute links, set once the Host is checked (site-origin.ts). */
    origin: string;
    /** Set by the public cache, which encodes its own responses. */
    skipCompress: boolean;
  };
};
