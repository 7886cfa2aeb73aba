import type { AppLoadContext } from "react-router";
import { limitNotaryFileOpen, openNotaryLink } from "#app/domain/closing/notary-links.server";
import { isMalformedToken } from "#app/lib/token-text";

/** A notary file is the parties' private data: never stored by a cache, sniffed, or indexed. */
export const NOTARY_FILE_HEADERS = {
  "Cache-Control": "private, no-store",
  "X-Content-Type-Options": "nosniff",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
};

const REFUSALS = {
  400: "Enlace no válido.",
  404: "No encontrado.",
  410: "Este enlace ya no está activo.",
  429: "Demasiadas aperturas seguidas. Inténtalo de nuevo más tarde.",
} as const;

export type NotaryLinkAnswer =
  | Extract<Awaited<ReturnType<typeof openNotaryLink>>, { ok: true }>
  | { ok: false; status: keyof typeof REFUSALS; message: string; headers: Record<string, string> };

/**
 * Both '/notaria/<token>' routes open the link the same way: a malformed token is a 400, each
 * address is limited, then the link decides — 404 for one that is not ours, 410 for one that ended.
 */
export async function notaryLinkOf(context: AppLoadContext, token: string): Promise<NotaryLinkAnswer> {
  const refuse = (status: keyof typeof REFUSALS, extra: Record<string, string> = {}) =>
    ({
      ok: false,
      status,
      message: REFUSALS[status],
      headers: { ...NOTARY_FILE_HEADERS, ...extra },
    }) as const;
  if (isMalformedToken(token)) return refuse(400);
  const retryAfter = await limitNotaryFileOpen(context.rateLimiter, context.clientIp);
  if (retryAfter) return refuse(429, { "Retry-After": String(retryAfter) });
  const opened = await openNotaryLink(context.db, context.env.AUTH_SECRET, token, new Date());
  return opened.ok ? opened : refuse(opened.reason === "ended" ? 410 : 404);
}
