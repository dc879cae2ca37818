import type { RouterContextProvider, ServerBuild } from "react-router";
import { type RequestInfo, requestContext } from "#server/router-context.ts";

export type FakePage = (request: Request, info: RequestInfo) => string | Promise<string>;

/**
 * A React Router server build with one splat route, so tests go through React Router's real
 * request handler (HEAD handling, .data requests, the router context) without a Vite build.
 * Every route is a resource route: the splat answers `render`'s HTML as it is, a mounted
 * module's loader answers its Response or its data as JSON.
 */
export function createFakeBuild(
  render: FakePage,
  /** Real route modules to mount before the splat, by path (e.g. "robots.txt"). */
  modules: Record<string, Record<string, unknown>> = {},
): ServerBuild {
  const loader = async (args: { request: Request; context: RouterContextProvider }) => {
    const html = await render(args.request, args.context.get(requestContext));
    return new Response(html, {
      headers: { "Content-Type": "text/html; charset=utf-8" },
    });
  };
  const build = {
    entry: {
      module: {
        default: (_request: Request, status: number, headers: Headers) =>
          new Response("<!doctype html><p>document</p>", { status, headers }),
      },
    },
    routes: {
      root: { id: "root", path: "", module: {} },
      "routes/index": { id: "routes/index", parentId: "root", index: true, module: { loader } },
      "routes/page": { id: "routes/page", parentId: "root", path: "*", module: { loader } },
      ...Object.fromEntries(
        Object.entries(modules).map(([path, module]) => [
          `routes/${path}`,
          { id: `routes/${path}`, parentId: "root", path, module },
        ]),
      ),
    },
    assets: { entry: { module: "", imports: [] }, routes: {}, url: "", version: "test" },
    basename: "/",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial" },
    publicPath: "/",
    assetsBuildDirectory: "",
  };
  return build as unknown as ServerBuild;
}
