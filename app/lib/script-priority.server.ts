/**
 * React Router's `<Scripts/>` preloads every script the page hydrates with as
 * `<link rel="modulepreload">`, which Chrome fetches at high priority, the same as the cover image
 * that is the page's largest paint. On a slow mobile connection the two share the bandwidth: the
 * article's 160 KB of JavaScript against a 12 KB image. The page is complete without the scripts
 * (server-rendered HTML, inline stylesheet; links and forms work before hydration), so the image
 * and the rest of the HTML should come first and the hydration code after: `fetchpriority="low"`.
 *
 * `<Scripts/>` offers no way to set the attribute, so it is added to the shell's `<head>` (where
 * React hoists the links) as the shell leaves the server. Client-side navigations and prefetching
 * on intent build their own links in the browser and keep the normal priority.
 */
const MODULEPRELOAD = Buffer.from('<link rel="modulepreload"');
const LOW_PRIORITY = Buffer.from(' fetchpriority="low"');
const HEAD_END = Buffer.from("</head>");

export function lowerScriptPriority(shell: Buffer): Buffer {
  const headEnd = shell.indexOf(HEAD_END);
  const end = headEnd === -1 ? shell.length : headEnd;
  const parts: Buffer[] = [];
  let from = 0;
  let at = shell.indexOf(MODULEPRELOAD);
  while (at !== -1 && at < end) {
    const afterTag = at + MODULEPRELOAD.length;
    parts.push(shell.subarray(from, afterTag), LOW_PRIORITY);
    from = afterTag;
    at = shell.indexOf(MODULEPRELOAD, afterTag);
  }
  if (parts.length === 0) return shell;
  parts.push(shell.subarray(from));
  return Buffer.concat(parts);
}
