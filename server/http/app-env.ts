import type { AppServices, SessionUser } from "../app-services.ts";

export type AppEnv = {
  Variables: {
    services: AppServices;
    requestId: string;
    nonce: string;
    user: SessionUser | null;
    /** The site's origin for absolute links, set once the Host is checked (site-origin.ts). */
    origin: string;
    /** Set by the public cache, which encodes its own responses. */
    skipCompress: boolean;
  };
};
