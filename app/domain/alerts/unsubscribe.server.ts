import { isSignedValue, signValue } from "#app/lib/signed-value.server";
import { pathTo, ROUTES } from "#app/urls";

/**
 * The one-click unsubscribe of every alert e-mail (RFC 8058): a signed token naming what it stops,
 * so it works without signing in and cannot be forged or turned on someone else's alert. 's' a saved
 * search, 'p' the user's favourites' price drops, 'a' every alert of the user (the daily digest).
 *
 * The token also carries the owner's link version (`users.unsubscribe_link_version`, signed with
 * the rest): raising it revokes every link sent before (unsubscribe-links.server.ts). Version 0 is
 * written as before versions existed (`s.<id>.<signature>`), so the links already in inboxes keep
 * working until their owner's first revocation.
 */
export type UnsubscribeTarget =
  | { kind: "search"; searchId: string }
  | { kind: "price-drops"; userId: string }
  | { kind: "all"; userId: string };

/** What a token names and the link version it was signed with. */
export type UnsubscribeLink = { target: UnsubscribeTarget; version: number };

const PURPOSE = "alert-unsubscribe";
const PREFIX = { search: "s", "price-drops": "p", all: "a" } as const;
const ID = /^[\w-]{1,64}$/;
const VERSION = /^[1-9][0-9]{0,8}$/;

function payloadOf({ target, version }: UnsubscribeLink): string {
  const named = `${PREFIX[target.kind]}.${target.kind === "search" ? target.searchId : target.userId}`;
  return version === 0 ? named : `${named}.${version}`;
}

export function unsubscribeToken(secret: string, link: UnsubscribeLink): string {
  const payload = payloadOf(link);
  return `${payload}.${signValue(secret, PURPOSE, payload)}`;
}

function targetOf(prefix: string, id: string): UnsubscribeTarget | null {
  if (prefix === PREFIX.search) return { kind: "search", searchId: id };
  if (prefix === PREFIX["price-drops"]) return { kind: "price-drops", userId: id };
  if (prefix === PREFIX.all) return { kind: "all", userId: id };
  return null;
}

/**
 * What a token stops and its version, or null when it is not one this server signed. Whether the
 * version is still current is the database's to say (resolveUnsubscribeToken).
 */
export function readUnsubscribeToken(secret: string, token: string | null): UnsubscribeLink | null {
  const parts = (token ?? "").split(".");
  const [prefix, id] = parts;
  const versioned = parts.length === 4;
  if ((parts.length !== 3 && !versioned) || !prefix || !id || !ID.test(id)) return null;
  const version = versioned ? (parts[2] ?? "") : "0";
  if (versioned && !VERSION.test(version)) return null;
  const signature = parts[parts.length - 1] ?? "";
  if (!isSignedValue(secret, PURPOSE, parts.slice(0, -1).join("."), signature)) return null;
  const target = targetOf(prefix, id);
  return target ? { target, version: Number(version) } : null;
}

export function unsubscribeUrl(publicUrl: string, secret: string, link: UnsubscribeLink): string {
  return `${publicUrl}${pathTo(ROUTES.alertUnsubscribe, { t: unsubscribeToken(secret, link) })}`;
}

/** The headers that give mail clients their own one-click 'Cancelar suscripción' (RFC 8058). */
export function listUnsubscribeHeaders(url: string): Record<string, string> {
  return { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}
