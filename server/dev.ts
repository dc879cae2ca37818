import { createServer as createViteServer } from "vite";

// Development: Vite in middleware mode in front of the same Hono app as production.
const vite = await createViteServer({
  server: { middlewareMode: true },
  appType: "custom",
});
const { startDevServer } = (await vite.ssrLoadModule(
  "./server/dev-app.ts",
)) as typeof import("./dev-app.ts");
await startDevServer(vite);
