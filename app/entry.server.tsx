import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { LOCALES } from "#contracts/locale.ts";
import { requestContext, servicesContext } from "#server/router-context.ts";
import { loadMessages } from "./lib/messages.ts";
import { NonceContext } from "./lib/nonce.tsx";

export const streamTimeout = 5_000;

/** A failed loader, action or render: one line in the JSON log, never a stack on stderr. */
function logError(error: unknown, context: RouterContextProvider) {
  const err = error instanceof Error ? { message: error.message, stack: error.stack } : { error };
  context
    .get(servicesContext)
    .logger.error({ requestId: context.get(requestContext).requestId, err }, "page error");
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  // A client that went away is not an error of ours.
  if (request.signal.aborted) return;
  logError(error, context as RouterContextProvider);
};

// Whole documents (not streamed shells): every page is complete for crawlers and cacheable.
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce } = loadContext.get(requestContext);
  // Both catalogues are in memory before a page renders (loaded once per process). A root that
  // waited for one would let React Router render its loader-data scripts before <Scripts>, that
  // is, not at all: that page would never hydrate, and the public cache would keep it so.
  await Promise.all(LOCALES.map((locale) => loadMessages(locale)));
  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        // A whole document has no use for React's outlined boundaries (a boundary over 12.8 KB
        // is sent hidden and moved in by an inline script later: a layout shift, and nothing
        // at all without JavaScript).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeout);
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status,
            }),
          );
        },
        onShellError: reject,
        onError(error) {
          status = 500;
          logError(error, loadContext);
        },
      },
    );
  });
}
