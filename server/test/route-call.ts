import { RouterContextProvider } from "react-router";
import type { SessionUser } from "#server/app-services.ts";
import { requestContext, servicesContext } from "#server/router-context.ts";
import type { TestContext } from "./test-app.ts";

// Any loader or action: each route's generated argument type is narrower than what is built here.
type RouteFunction = (args: never) => unknown;

export type RouteResult = { status: number; headers: Headers; data: unknown };

/**
 * Calls a route module's loader or action as the server would, and reads what it returned or
 * threw (a redirect, data() with a status, or a plain value) as one status, headers and data.
 */
export async function callRoute(
  ctx: TestContext,
  run: RouteFunction,
  request: Request,
  options: { user?: SessionUser | null; ip?: string; params?: Record<string, string> } = {},
): Promise<RouteResult> {
  const context = new RouterContextProvider();
  context.set(servicesContext, ctx.services);
  // A variable, not a literal: it fits RequestInfo with or without its origin field.
  const info = {
    nonce: "n",
    requestId: "r",
    user: options.user ?? null,
    ip: options.ip ?? "10.0.0.1",
    https: false,
    origin: "http://localhost",
  };
  context.set(requestContext, info);
  let outcome: unknown;
  try {
    const url = new URL(request.url);
    const args = { request, context, params: options.params ?? {}, url, pattern: url.pathname };
    outcome = await run(args as never);
  } catch (error) {
    outcome = error;
  }
  if (outcome instanceof Response) {
    return { status: outcome.status, headers: outcome.headers, data: null };
  }
  const withInit = outcome as { type?: string; data?: unknown; init?: ResponseInit | null };
  if (withInit && withInit.type === "DataWithResponseInit") {
    return {
      status: withInit.init?.status ?? 200,
      headers: new Headers(withInit.init?.headers),
      data: withInit.data,
    };
  }
  if (outcome instanceof Error) throw outcome;
  return { status: 200, headers: new Headers(), data: outcome };
}

/** A same-origin form post, as the browser sends it. */
export function formPost(path: string, fields: Record<string, string>, cookie?: string) {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: "http://localhost",
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
}
