import { describe, expect, test } from "vitest";
import { lowerScriptPriority } from "#app/lib/script-priority.server";

const head = (links: string) => `<!DOCTYPE html><html lang="es"><head><meta charSet="utf-8"/>${links}</head>`;

describe("lowerScriptPriority", () => {
  test("every modulepreload link in the head is fetched at low priority", () => {
    const shell = Buffer.from(
      `${head('<link rel="modulepreload" href="/assets/react.js" nonce="n"/><link rel="modulepreload" href="/assets/root.js" nonce="n"/>')}<body>`,
    );
    expect(lowerScriptPriority(shell).toString()).toBe(
      `${head('<link rel="modulepreload" fetchpriority="low" href="/assets/react.js" nonce="n"/><link rel="modulepreload" fetchpriority="low" href="/assets/root.js" nonce="n"/>')}<body>`,
    );
  });

  test("the cover image's preload and the icon keep their priority", () => {
    const links =
      '<link rel="preload" as="image" fetchPriority="high" imageSrcSet="/cover.webp 1200w"/><link rel="icon" href="/favicon.svg"/>';
    const shell = Buffer.from(`${head(links)}<body>`);
    expect(lowerScriptPriority(shell)).toBe(shell);
  });

  test("text after the head is left as written, even if it looks like a link", () => {
    const body = '<body><pre>&lt;link rel="modulepreload"&gt;</pre><link rel="modulepreload" href="/x.js"/>';
    const shell = Buffer.from(`${head('<link rel="modulepreload" href="/a.js"/>')}${body}`);
    expect(lowerScriptPriority(shell).toString()).toBe(
      `${head('<link rel="modulepreload" fetchpriority="low" href="/a.js"/>')}${body}`,
    );
  });
});
