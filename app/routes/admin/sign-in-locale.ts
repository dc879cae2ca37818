import type { MiddlewareFunction } from "react-router";
import { pickSignInLocale } from "#server/auth/staff-locale.ts";
import { runInLocale } from "#server/http/request-locale.ts";
import { requestContext } from "#server/router-context.ts";

/**
 * The sign-in, first-run and sign-out pages speak the member's language when one is signed in,
 * else the `lang` cookie's, else English.
 */
export const signInLocaleMiddleware: MiddlewareFunction<Response>[] = [
  ({ context, request }, next) => {
    const locale = pickSignInLocale(request, context.get(requestContext).user);
    return runInLocale(locale, next);
  },
];
