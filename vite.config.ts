import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { build, defineConfig, type Plugin } from "vite";

/** The public pages' progressive-enhancement script (app/enhance/public.ts), served from the root. */
export const ENHANCE_ENTRY = "app/enhance/public.ts";
export const ENHANCE_FILE = "assets/enhance.js";

/**
 * Public pages run no React in the browser (docs/decisions/0018-html-first-public-pages.md); their
 * few enhancements are one small self-contained module, built on its own after the client build so
 * that Rollup never shares a chunk with the application's code. The root reads it from disk.
 */
function enhancementScript(): Plugin {
  let outDir = "build/client";
  return {
    name: "zaguan-enhancement-script",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      if (this.environment.name !== "client") return;
      await build({
        configFile: false,
        logLevel: "warn",
        build: {
          outDir,
          emptyOutDir: false,
          target: "es2022",
          copyPublicDir: false,
          modulePreload: false,
          rollupOptions: { input: ENHANCE_ENTRY, output: { entryFileNames: ENHANCE_FILE, format: "es" } },
        },
      });
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  // The production server bundle is our Express app (server/app.ts), which wraps the React Router handler.
  build: isSsrBuild ? { rollupOptions: { input: "./server/app.ts" }, target: "node20" } : {},
  plugins: [tailwindcss(), reactRouter(), enhancementScript()],
  server: { port: 3000 },
}));
