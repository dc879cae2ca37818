import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { clientChunkGroups } from "./scripts/vite/chunk-groups.ts";
import { lucideIconImports } from "./scripts/vite/lucide-icon-imports.ts";

export default defineConfig({
  plugins: [lucideIconImports(), tailwindcss(), reactRouter()],
  environments: {
    client: {
      build: {
        rolldownOptions: { output: { codeSplitting: clientChunkGroups() } },
      },
    },
    ssr: {
      build: {
        rollupOptions: { input: "./server/entry.ts" },
      },
    },
  },
  ssr: {
    external: ["@electric-sql/pglite", "sharp", "@node-rs/argon2", "pg", "pino"],
  },
});
