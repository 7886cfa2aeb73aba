import { type AppLoadContext, data } from "react-router";
import {
  activeNotaryLinks,
  assertPartyOfOpenDeal,
  createNotaryLink,
  type NotaryLinkDeps,
  notaryLinkToken,
  revokeNotaryLink,
} from "#app/domain/closing/notary-links.server";
import type { ClosingRoom } from "#app/domain/closing/room-access.server";
import { madridDay } from "#app/lib/calendar";
import { confirmationNeeded, isConfirmed } from "#app/lib/confirmation";
import { formatDateEs } from "#app/lib/format";
import { formatDayIn } from "#app/lib/i18n/format-date";
import type { Locale } from "#app/lib/i18n/locales";
import { translator } from "#app/lib/i18n/translate";
import { isUuid } from "#app/lib/uuid";
import { pathTo, ROUTES } from "#app/urls";

const BY = { seller: "closing.doc.bySeller", buyer: "closing.doc.byBuyer" } as const;

/**
 * The links that still open, with the address to copy; only the parties share, never staff. Days
 * and who made each in the reader's language (Spanish as it always was).
 */
export async function notaryLinksView(context: AppLoadContext, room: ClosingRoom, locale: Locale = "es") {
  const links = await activeNotaryLinks(context.db, room, new Date());
  const day = (at: Date) => (locale === "es" ? formatDateEs(at) : formatDayIn(locale, madridDay(at)));
  return {
    canShare: room.party !== "staff" && !room.readOnly,
    links: links.map((link) => ({
      id: link.id,
      url: new URL(
        pathTo(ROUTES.notaryFile, { token: notaryLinkToken(context.env.AUTH_SECRET, link.id) }),
        context.env.PUBLIC_URL,
      ).toString(),
      createdOn: day(link.createdAt),
      until: day(link.expiresAt),
      by: translator(locale)(BY[link.party]),
    })),
  };
}

export type NotaryLinksView = Awaited<ReturnType<typeof notaryLinksView>>;

/**
 * 'Compartir con la notaría' and 'Revocar'. Revoking asks first: without the confirmation the
 * answer is the question (app/lib/confirmation.ts), and nothing changes. Null once done.
 */
export async function notaryLinkAction(
  deps: NotaryLinkDeps,
  room: ClosingRoom,
  userId: string,
  intent: "create-notary-link" | "revoke-notary-link",
  form: FormData,
) {
  if (intent === "create-notary-link") {
    await createNotaryLink(deps, room, userId);
    return null;
  }
  const linkId = String(form.get("linkId") ?? "");
  if (!isUuid(linkId)) throw data("Enlace desconocido", { status: 400 });
  // Staff and an ended deal are refused before anyone is asked to confirm.
  assertPartyOfOpenDeal(room);
  if (!isConfirmed(form)) return data(confirmationNeeded(form));
  await revokeNotaryLink(deps, room, userId, linkId);
  return null;
}
