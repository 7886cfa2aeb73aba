/**
 * Text helpers shared by the Markdown renderer (server) and the legal pages (browser too): kept
 * apart from markdown.ts so that importing them never pulls the Markdown parser into a page's JS.
 */

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** 'Plusvalía municipal: ¿quién paga?' → 'plusvalia-municipal-quien-paga'. */
export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
