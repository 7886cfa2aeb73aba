import { UNSUBSCRIBE_PATH } from "#app/domain/alerts/saved-searches";
import { isSignedValue, signValue } from "#app/lib/signed-value.server";

/**
 * The one-click unsubscribe of every alert e-mail (RFC 8058): a signed token naming what it stops,
 * so it works without signing in and cannot be forged or turned on someone else's alert. 's' a saved
 * search, 'p' the user's favourites' price drops, 'a' every alert of the user (the daily digest).
 */
export type UnsubscribeTarget =
  | { kind: "search"; searchId: string }
  | { kind: "price-drops"; userId: string }
  | { kind: "all"; userId: string };

const PURPOSE = "alert-unsubscribe";
const PREFIX = { search: "s", "price-drops": "p", all: "a" } as const;
const ID = /^[\w-]{1,64}$/;

function payloadOf(target: UnsubscribeTarget): string {
  return `${PREFIX[target.kind]}.${target.kind === "search" ? target.searchId : target.userId}`;
}

export function unsubscribeToken(secret: string, target: UnsubscribeTarget): string {
  const payload = payloadOf(target);
  return `${payload}.${signValue(secret, PURPOSE, payload)}`;
}

/** What a token stops, or null when it is not one this server signed. */
export function readUnsubscribeToken(secret: string, token: string | null): UnsubscribeTarget | null {
  const [prefix, id, signature, ...rest] = (token ?? "").split(".");
  if (!prefix || !id || !signature || rest.length > 0 || !ID.test(id)) return null;
  if (!isSignedValue(secret, PURPOSE, `${prefix}.${id}`, signature)) return null;
  if (prefix === PREFIX.search) return { kind: "search", searchId: id };
  if (prefix === PREFIX["price-drops"]) return { kind: "price-drops", userId: id };
  if (prefix === PREFIX.all) return { kind: "all", userId: id };
  return null;
}

export function unsubscribeUrl(publicUrl: string, secret: string, target: UnsubscribeTarget): string {
  return `${publicUrl}${UNSUBSCRIBE_PATH}?t=${encodeURIComponent(unsubscribeToken(secret, target))}`;
}

/** The headers that give mail clients their own one-click 'Cancelar suscripción' (RFC 8058). */
export function listUnsubscribeHeaders(url: string): Record<string, string> {
  return { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}
