import { createContext } from "react-router";
import type { AppServices, SessionUser } from "./app-services.ts";

/** Process-wide services, reached by loaders and actions through React Router's context. */
export const servicesContext = createContext<AppServices>();

export type RequestInfo = {
  nonce: string;
  requestId: string;
  user: SessionUser | null;
  ip: string;
  https: boolean;
  /** The one origin of every absolute link (server/http/site-origin.ts). */
  origin: string;
};

export const requestContext = createContext<RequestInfo>();
