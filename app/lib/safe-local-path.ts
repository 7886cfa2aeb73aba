/**
 * The one gate for a redirect target that comes from a request (a form's `redirectTo`, a query
 * parameter, the Referer): a path on this site, or null. Browsers forgive a lot in a Location —
 * they drop tabs and line breaks anywhere (`/\t/evil` becomes `//evil`), read `\` as `/`, and some
 * proxies decode `%2F` before routing — so a target is refused when any of these appear in it,
 * raw or after decoding its percent-escapes (twice-encoded ones too).
 */
const MAX_LENGTH = 2000;
const BASE = "http://zaguan.invalid";

// Controls (C0, DEL, C1), every kind of whitespace, Unicode line breaks and bidi controls.
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
const UNSAFE_CHARACTER = /[\u0000-\u001f\u007f-\u009f\s\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff\\]/u;
// Decoded, an encoded space is allowed in a search only (`?q=Valencia%20centro`).
const UNSAFE_DECODED =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
  /[\u0000-\u001f\u007f-\u009f\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f-\u2069\u3000\ufeff\\]/u;

export function safeLocalPath(target: unknown): string | null {
  if (typeof target !== "string" || target.length === 0 || target.length > MAX_LENGTH) return null;
  if (!target.startsWith("/") || UNSAFE_CHARACTER.test(target)) return null;
  const decoded = fullyDecoded(target);
  if (decoded === null || UNSAFE_DECODED.test(decoded) || hasEmptySegment(decoded)) return null;
  if (pathPart(decoded).includes(" ")) return null;
  const parsed = new URL(target, BASE);
  if (parsed.origin !== BASE) return null;
  const path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  // `/a/..//evil` resolves to `//evil`: what is sent must pass the same test as what came in.
  return hasEmptySegment(path) ? null : path;
}

/**
 * Percent-decoded until nothing changes: null when the target itself is not valid percent-encoded
 * UTF-8, or is still changing after three rounds. A `%` left by a round that no round can decode
 * (`100%25` → `100%`) is a literal character.
 */
function fullyDecoded(target: string): string | null {
  let current = target;
  for (let round = 0; round < 3; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return round === 0 ? null : current;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/** `//` (another host to a browser) anywhere in the path part; a search or hash may hold URLs. */
function hasEmptySegment(path: string): boolean {
  return pathPart(path).includes("//");
}

const pathPart = (path: string) => path.split(/[?#]/, 1)[0] ?? "";

/**
 * The page of this site a form was posted from, which the browser names in Referer (path and
 * search, as a safe local path); null without one, or when it names another site.
 */
export function refererPath(request: Request): string | null {
  const referer = request.headers.get("Referer");
  if (!referer) return null;
  let from: URL;
  try {
    from = new URL(referer);
  } catch {
    return null;
  }
  if (from.origin !== new URL(request.url).origin) return null;
  return safeLocalPath(`${from.pathname}${from.search}`);
}
