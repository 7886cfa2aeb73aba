import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { deals, properties, users } from "#app/db/schema/index";
import { DomainError } from "#app/domain/errors";
import { isUuid } from "#app/lib/uuid";

/** Who opens the closing room: the home's owner, the deal's buyer, or staff looking over both. */
export type ClosingParty = "seller" | "buyer" | "staff";

export type ClosingRoomUser = {
  id: string;
  role: string;
  /** A staff account without its second factor holds no staff powers (ADR 0043). */
  secondFactor?: "passed" | "off" | "setup-required";
};

export type ClosingDeal = typeof deals.$inferSelect;
export type ClosingProperty = Pick<
  typeof properties.$inferSelect,
  "id" | "userId" | "title" | "address" | "province" | "price"
>;

export type ClosingRoom = {
  deal: ClosingDeal;
  property: ClosingProperty;
  party: ClosingParty;
  /** A released deal (it fell through) stays readable as history, but nothing in it changes. */
  readOnly: boolean;
};

/** The columns of the home a room shows, for every query that opens a deal with its property. */
export const CLOSING_PROPERTY_COLUMNS = {
  id: properties.id,
  userId: properties.userId,
  title: properties.title,
  address: properties.address,
  province: properties.province,
  price: properties.price,
};

/** The same answer for an unknown id and for a deal that is none of the user's business. */
const notFound = () => new DomainError("not_found", "No se encontró la operación.");

/** The account's e-mail when verified: as at the arras signing, the buyer's only proof of identity. */
async function verifiedEmailOf(db: Pick<Db, "select">, userId: string): Promise<string | null> {
  const [account] = await db
    .select({ email: users.email, verified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId));
  return account?.verified ? account.email.trim().toLowerCase() : null;
}

/**
 * The party the user is in this deal, or null. The seller owns the property; the buyer is the
 * account whose VERIFIED e-mail is the one the deal was agreed with (the same rule as the buyer's
 * arras signing page and 'Mis solicitudes'); staff is an admin whose session passed its second factor.
 */
export async function partyOfDeal(
  db: Pick<Db, "select">,
  user: ClosingRoomUser,
  deal: Pick<ClosingDeal, "buyerEmail">,
  property: Pick<ClosingProperty, "userId">,
): Promise<ClosingParty | null> {
  if (property.userId === user.id) return "seller";
  const email = await verifiedEmailOf(db, user.id);
  if (email && email === deal.buyerEmail.trim().toLowerCase()) return "buyer";
  if (user.role === "admin" && user.secondFactor !== "setup-required") return "staff";
  return null;
}

/**
 * Opens the closing room of a deal for the signed-in user, or throws DomainError "not_found" (a 404
 * at the route: app/routes/closing/room-access.server.ts): a stranger never learns the deal exists.
 */
export async function openClosingRoom(
  db: Pick<Db, "select">,
  { dealId, user }: { dealId: string; user: ClosingRoomUser },
): Promise<ClosingRoom> {
  if (!isUuid(dealId)) throw notFound();
  const [row] = await db
    .select({
      deal: deals,
      property: CLOSING_PROPERTY_COLUMNS,
    })
    .from(deals)
    .innerJoin(properties, eq(properties.id, deals.propertyId))
    .where(eq(deals.id, dealId));
  if (!row) throw notFound();
  const party = await partyOfDeal(db, user, row.deal, row.property);
  if (!party) throw notFound();
  return { deal: row.deal, property: row.property, party, readOnly: row.deal.releasedAt !== null };
}
