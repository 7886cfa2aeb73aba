import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { clientChunks } from "./scripts/bundling/client-chunks";

export default defineConfig(({ isSsrBuild }) => ({
  // The production server bundle is our Express app (server/app.ts), which wraps the React Router handler.
  build: isSsrBuild
    ? { rollupOptions: { input: "./server/app.ts" }, target: "node20" }
    : { rollupOptions: { output: { manualChunks: clientChunks } } },
  plugins: [tailwindcss(), reactRouter()],
  server: { port: 3000 },
}));
