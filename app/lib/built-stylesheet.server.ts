import { readFileSync } from "node:fs";
import stylesheetHref from "#app/app.css?url";

let text: string | undefined;

/**
 * The built stylesheet's text, read once per process. The same string every time, so the page-css
 * memo recognises it by identity. Empty where there is no build (tests, `react-router dev`, where
 * Vite links the stylesheet instead).
 */
export function builtStylesheet(): string {
  if (text === undefined) {
    try {
      text = readFileSync(`${process.env.BUILD_DIR ?? "build"}/client${stylesheetHref}`, "utf8");
    } catch {
      text = "";
    }
  }
  return text;
}
