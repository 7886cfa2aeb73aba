/**
 * The attributes the root puts on a page's inline `<style>`, which it renders empty: the server
 * fills it as the document leaves (app/lib/page-css.server.ts) — a public page with only the rules
 * it uses, an application page with the whole stylesheet. Here, not there, because the root is
 * also browser code. Rendering the 75 KB stylesheet through React on every request, to cut it out
 * again, was a fifth of a public page's rewrite.
 */
export const USED_CSS_ATTRIBUTE = "data-used-css";
export const WHOLE_CSS_ATTRIBUTE = "data-whole-css";
