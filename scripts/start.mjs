// `npm start`: builds the app when the sources are newer than the build, then serves it.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const BUILD_ENTRY = "build/server/index.js";
const SOURCES = ["app", "server", "public", "package-lock.json", "vite.config.ts", "react-router.config.ts"];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const info = statSync(entry);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestMtime(path.join(entry, name))),
    0,
  );
}

const isStale =
  !existsSync(BUILD_ENTRY) || Math.max(...SOURCES.map(newestMtime)) > statSync(BUILD_ENTRY).mtimeMs;
if (isStale) {
  console.warn("Compilando Zaguán (solo cuando el código ha cambiado)…");
  const result = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import("../server.js");
