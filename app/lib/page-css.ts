/**
 * The attribute the root puts on a public page's inline `<style>`: the server then sends only the
 * rules that page uses (app/lib/page-css.server.ts). Here, not there, because the root is also
 * browser code.
 */
export const USED_CSS_ATTRIBUTE = "data-used-css";
