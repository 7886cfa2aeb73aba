import zlib from "node:zlib";
import type express from "express";
import { mayCarrySession } from "#app/domain/users/session-policy";
import { isPagePath } from "#app/lib/cache-control";
import { parseConsent } from "#app/lib/cookies.server";
import type { CachedPage, PageCache, PageSlots, PieceSlots } from "#app/lib/page-cache.server";
import { TOAST_COOKIE_NAME } from "#app/lib/toast.server";
import { KEPT_PAGE_BROTLI } from "./page-compression";

/** `hit` or `miss` on every page the cache could serve; absent where it does not apply. */
export const PAGE_CACHE_HEADER = "X-Page-Cache";

/**
 * Which copy of a public listing page a visitor may share with others, or null when theirs must be
 * rendered for them alone: signed in (the header names them), or carrying a one-time toast. The
 * cookie banner is the only part of these pages that depends on the visitor, through their consent
 * choice: three variants.
 */
export async function sharedPageVariant(cookieHeader: string | null): Promise<string | null> {
  if (mayCarrySession(cookieHeader) || cookieHeader?.includes(`${TOAST_COOKIE_NAME}=`)) return null;
  const consent = await parseConsent(cookieHeader);
  if (!consent) return "no-choice";
  return consent.analytics ? "analytics" : "essential";
}

/**
 * Serves the public pages that anonymous visitors share (the landing, pitch pages, guides, blog,
 * legal pages, calculator, portal and listings: app/lib/cache-control.ts names them) from `cache`,
 * and keeps the ones rendered for them — any page whose response the app left shareable. Must come after the middleware that sets `res.locals.cspNonce` (and its
 * CSP header) and `res.locals.formStamp`, and after compression, so it keeps the page uncompressed;
 * it serves it gzip-compressed from pieces compressed once (app/lib/gzip-splice.server.ts) to every
 * browser that accepts gzip.
 */
export function publicPageCache(cache: PageCache): express.RequestHandler {
  return async (req, res, next) => {
    if (req.method !== "GET" || !isPagePath(req.path) || req.get("authorization")) return next();
    let variant: string | null;
    try {
      variant = await sharedPageVariant(req.get("cookie") ?? null);
    } catch (error) {
      return next(error);
    }
    if (variant === null || !cache.isActive) return next();

    const key = `${variant} ${req.originalUrl}`;
    const values = {
      nonce: res.locals.cspNonce as string,
      formStamp: res.locals.formStamp as string | undefined,
    };
    const page = cache.lookup(key);
    if (page) return sendKeptPage(req, res, page, values, { status: 200, cacheHeader: "hit" });

    res.setHeader(PAGE_CACHE_HEADER, "miss");
    const generationAtStart = cache.generation;
    captureBody(res, (html) => {
      const contentType = String(res.getHeader("Content-Type") ?? "");
      if (!isSharableResponse(res, contentType, html)) return;
      cache.store(key, { html, ...values, contentType }, generationAtStart);
    });
    next();
  };
}

/**
 * A kept page with this response's values put back, compressed as the browser takes it; the
 * compression middleware, seeing the encoding set, leaves it alone.
 *
 * - Brotli, the page compressed whole in one fast pass, for a page asked a few times so far and
 *   always with `pieces` (a search template's results, new to this response): the cards compress
 *   against each other, which pieces deflated one by one cannot (half the bytes), and one pass
 *   costs less than deflating the pieces (docs/benchmarks/portal-at-scale.md).
 * - Gzip laid from pieces deflated once, for a page asked often, and for browsers without Brotli.
 * - Anything else, the page as it was kept.
 */
export function sendKeptPage(
  req: express.Request,
  res: express.Response,
  page: CachedPage,
  values: PageSlots,
  { status, cacheHeader }: { status: number; cacheHeader: string },
  pieces?: PieceSlots,
) {
  res.status(status).setHeader("Content-Type", page.contentType);
  res.setHeader(PAGE_CACHE_HEADER, cacheHeader);
  res.vary("Accept-Encoding");
  // Brotli whenever the browser takes it, as the compression middleware chooses for a render.
  if (req.acceptsEncodings("br") === "br" && (pieces || page.compressesWhole())) {
    res.setHeader("Content-Encoding", "br");
    res.end(zlib.brotliCompressSync(page.render(values, pieces), KEPT_PAGE_BROTLI));
  } else if (req.acceptsEncodings("gzip", "identity") === "gzip") {
    res.setHeader("Content-Encoding", "gzip");
    res.end(page.renderGzip(values, pieces));
  } else {
    res.end(page.render(values, pieces));
  }
}

const DOCUMENT_END = Buffer.from("</html>");

/** A whole page that sets nothing for this visitor alone, and that the app did not call private. */
export function isSharableResponse(res: express.Response, contentType: string, html: Buffer) {
  return (
    res.statusCode === 200 &&
    res.getHeader("Set-Cookie") === undefined &&
    !/\b(private|no-store)\b/.test(String(res.getHeader("Cache-Control") ?? "")) &&
    contentType.startsWith("text/html") &&
    // A render aborted at its time limit ends early; only a finished document is kept.
    html.subarray(-DOCUMENT_END.length).equals(DOCUMENT_END)
  );
}

type WriteArgs = [chunk?: unknown, encodingOrCallback?: unknown, callback?: unknown];

/** Passes the body on unchanged, and hands it to `onFinish` once all of it has been sent. */
export function captureBody(res: express.Response, onFinish: (body: Buffer) => void) {
  const chunks: Buffer[] = [];
  const collect = (chunk: unknown, encoding: unknown) => {
    if (typeof chunk === "string") {
      chunks.push(Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"));
    } else if (chunk instanceof Uint8Array) {
      chunks.push(Buffer.from(chunk)); // a copy: the writer may reuse its buffer
    }
  };
  const write = res.write.bind(res) as (...args: WriteArgs) => boolean;
  const end = res.end.bind(res) as (...args: WriteArgs) => express.Response;
  res.write = ((...args: WriteArgs) => {
    collect(args[0], args[1]);
    return write(...args);
  }) as typeof res.write;
  res.end = ((...args: WriteArgs) => {
    if (typeof args[0] !== "function") collect(args[0], args[1]);
    return end(...args);
  }) as typeof res.end;
  res.once("finish", () => onFinish(Buffer.concat(chunks)));
}
