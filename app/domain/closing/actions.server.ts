import { eq } from "drizzle-orm";
import { type Db, transactionExecutor } from "#app/db/client.server";
import { closingEvents, deals } from "#app/db/schema/index";
import { closingRoomEmail } from "#app/emails/closing-room.server";
import type { EmailBrand } from "#app/emails/layout.server";
import { madridDay } from "#app/lib/calendar";
import { formatDayEs } from "#app/lib/format";
import type { Mailer } from "#app/lib/mailer.server";
import { CLOSING_INTENTS, type ClosingIntent } from "./action-forms";
import { closingStateOf } from "./events";
import { closingRefusal, feinWaitRefusal } from "./refusals";
import type { ClosingRoom } from "./room-access.server";
import { eventsOfDeal, partiesOf } from "./room-data.server";
import { recordSaleToPlatformBuyer } from "./sale-evidence.server";
import { appointmentTooEarly } from "./timeline";

export type ClosingActionDeps = {
  db: Db;
  mailer: Pick<Mailer, "ready" | "enqueueInTransaction" | "wake">;
  brand: EmailBrand;
};

/** A Madrid day or instant as the history and the e-mails write it. */
export const formatDay = formatDayEs;
export const formatAppointment = (at: string) =>
  new Intl.DateTimeFormat("es-ES", {
    timeZone: "Europe/Madrid",
    dateStyle: "long",
    timeStyle: "short",
  }).format(new Date(at));

/** Whether the state allows the intent now; the refusal otherwise. */
function stateRefusal(
  intent: ClosingIntent,
  room: ClosingRoom,
  payload: Record<string, string>,
  state: ReturnType<typeof closingStateOf>,
) {
  if (state.deedSignedOn && intent !== "hand-keys") return closingRefusal("conflict", "deedSigned");
  if (intent === "record-mortgage" && room.deal.financing !== "mortgage")
    return closingRefusal("conflict", "noMortgage");
  if (intent === "change-appointment" && !state.notary) return closingRefusal("conflict", "notaryFirst");
  if (intent === "hand-keys" && !state.deedSignedOn) return closingRefusal("conflict", "keysAfterDeed");
  if ((intent === "choose-notary" || intent === "change-appointment") && payload.at) {
    const earliest = appointmentTooEarly(state, madridDay(new Date(payload.at)));
    if (earliest) return feinWaitRefusal(earliest);
  }
  return null;
}

/**
 * Whether this party may post this intent at all: staff only read, each step is one party's, and
 * a deal that fell through is history. Checked before the form is read.
 */
export function assertMayAct(room: ClosingRoom, intent: ClosingIntent): void {
  const parties: readonly string[] = CLOSING_INTENTS[intent].parties;
  if (room.party === "staff" || !parties.includes(room.party))
    throw closingRefusal("forbidden", "otherPartyStep");
  if (room.readOnly) throw closingRefusal("conflict", "ended");
}

/**
 * Records one change of the closing room by a party, after checking the party may make it and the
 * state allows it; tells the other party by e-mail in the same transaction. The buyer's deed
 * confirmation also records the sale as one to a platform buyer.
 */
export async function recordClosingChange(
  deps: ClosingActionDeps,
  {
    room,
    userId,
    intent,
    payload,
  }: { room: ClosingRoom; userId: string; intent: ClosingIntent; payload: Record<string, string> },
): Promise<void> {
  const { db, mailer, brand } = deps;
  const rule = CLOSING_INTENTS[intent];
  assertMayAct(room, intent);
  const parties = await partiesOf(db, room);
  await mailer.ready();
  await db.transaction(async (tx) => {
    // One change at a time per deal: the state read below is the one the change is judged on.
    await tx.select({ id: deals.id }).from(deals).where(eq(deals.id, room.deal.id)).for("no key update");
    const state = closingStateOf(await eventsOfDeal(tx, room.deal.id));
    const refusal = stateRefusal(intent, room, payload, state);
    if (refusal) throw refusal;
    const event = { kind: rule.kind, party: room.party as "seller" | "buyer", payload };
    await tx.insert(closingEvents).values({ dealId: room.deal.id, userId, ...event });
    if (intent === "confirm-deed") await recordSaleToPlatformBuyer(tx, room);
    const other = room.party === "seller" ? parties.buyer : parties.seller;
    await mailer.enqueueInTransaction(
      transactionExecutor(tx),
      closingRoomEmail({
        brand,
        to: other.email,
        name: other.name,
        dealId: room.deal.id,
        propertyTitle: room.property.title,
        news: { kind: "event", event },
        locale: other.locale,
      }),
    );
  });
  mailer.wake();
}
