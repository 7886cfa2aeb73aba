/**
 * The deal scenario of `npm run crash:mail`: a seller with two offers confirmed by their buyers
 * accepts one; the server is killed (ZAGUAN_CRASH_AT=offer-move-committed) the instant the
 * acceptance commits, before any code after the commit runs. The deal's e-mails ("Acuerdo
 * cerrado" to buyer and seller, "Oferta cerrada" to the other buyer) must still arrive, once each,
 * after the restart: they were queued in the acceptance's transaction
 * (docs/decisions/0046-mail-in-the-transaction.md).
 */
import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { deals, leadOffers } from "#app/db/schema/index";
import { createLead } from "#tests/factories/leads";
import { createProperty } from "#tests/factories/properties";
import { createUser, TEST_PASSWORD } from "#tests/factories/users";

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export type DealSeed = {
  seller: { email: string };
  accepted: { leadId: string; buyerEmail: string };
  closed: { buyerEmail: string };
};

/** Each subject the deal sends, with its addressee. */
export const dealMails = (seed: DealSeed) => [
  { to: seed.accepted.buyerEmail, subject: "Acuerdo cerrado" },
  { to: seed.seller.email, subject: "Acuerdo cerrado" },
  { to: seed.closed.buyerEmail, subject: "Oferta cerrada" },
];

export async function seedDeal(db: Db): Promise<DealSeed> {
  const seller = await createUser(db);
  const listing = await createProperty(db, seller.id);
  const offer = async (buyerName: string, buyerEmail: string, amount: number) => {
    const lead = await createLead(db, listing.id, "offer", { buyerName, buyerEmail, state: "submitted" });
    await db.insert(leadOffers).values({
      leadId: lead.id,
      amount,
      financing: "mortgage",
      arrasDate: inDays(30),
      conditions: "Sujeta a la concesión de la hipoteca.",
      confirmedAt: new Date(),
    });
    return lead.id;
  };
  const acceptedEmail = "marta.garcia@example.es";
  const closedEmail = "pablo.ruiz@example.es";
  const leadId = await offer("Marta García López", acceptedEmail, 255_000);
  await offer("Pablo Ruiz Serrano", closedEmail, 250_000);
  return {
    seller: { email: seller.email },
    accepted: { leadId, buyerEmail: acceptedEmail },
    closed: { buyerEmail: closedEmail },
  };
}

/** The seller signs in and presses 'Aceptar oferta' in 'Compradores'; the server dies answering. */
export async function acceptOffer(base: string, seed: DealSeed): Promise<void> {
  const form = { "content-type": "application/x-www-form-urlencoded", origin: base };
  const signIn = await fetch(`${base}/auth`, {
    method: "POST",
    redirect: "manual",
    headers: form,
    body: new URLSearchParams({ intent: "sign-in", email: seed.seller.email, password: TEST_PASSWORD }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  if (signIn.status !== 302 || !cookie) throw new Error(`sign-in failed: ${signIn.status}`);
  const answered = await fetch(`${base}/dashboard/compradores`, {
    method: "POST",
    redirect: "manual",
    headers: { ...form, cookie },
    body: new URLSearchParams({ intent: "accept-offer", leadId: seed.accepted.leadId }),
  }).then(
    (response) => `answered ${response.status}`,
    () => null,
  );
  // An answer means the crash point was never reached: the scenario would prove nothing.
  if (answered) throw new Error(`the acceptance ${answered}: the server was not killed at the commit`);
}

/** The deal was committed before the kill (otherwise no e-mail is owed). */
export async function dealCommitted(db: Db, seed: DealSeed): Promise<boolean> {
  const rows = await db.select({ id: deals.id }).from(deals).where(eq(deals.leadId, seed.accepted.leadId));
  return rows.length === 1;
}
