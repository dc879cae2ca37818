import type { AppServices, SessionUser } from "../app-services.ts";

export type AppEnv = {
  Variables: {
    services: AppServices;
    requestId: string;
    nonce: string;
    user: SessionUser | null;
    /** Set by the public cache, which encodes its own responses. */
    skipCompress: boolean;
  };
};
