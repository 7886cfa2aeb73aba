import { type AppLoadContext, data } from "react-router";
import { type ClosingRoom, openClosingRoom } from "#app/domain/closing/room-access.server";
import { isDomainError } from "#app/domain/errors";
import { dealBuyerLocale } from "#app/domain/leads/deals/buyer-locale.server";
import type { SessionUser } from "#app/domain/users/session.server";
import { failureStatus } from "#app/http/http-errors.server";
import type { Locale } from "#app/lib/i18n/locales";

/**
 * The closing room for a route's loader or action: the user's party in the deal, or the same 404
 * for an unknown deal and for one that is none of their business. Every route under /cierre/<deal>
 * (the timeline, the documents, the .ics) opens the room through here.
 */
export async function requireClosingRoom(
  context: AppLoadContext,
  user: SessionUser,
  dealId: string,
): Promise<ClosingRoom> {
  try {
    return await openClosingRoom(context.db, { dealId, user });
  } catch (error) {
    if (isDomainError(error)) throw data(error.message, { status: failureStatus(error) });
    throw error;
  }
}

/**
 * The language the room reads in for whoever opened it: the deal's buyer reads theirs, as in every
 * e-mail of the room; the seller and staff read Spanish.
 */
export function roomLocale(context: AppLoadContext, room: ClosingRoom): Promise<Locale> {
  return room.party === "buyer" ? dealBuyerLocale(context.db, room.deal) : Promise.resolve("es");
}
