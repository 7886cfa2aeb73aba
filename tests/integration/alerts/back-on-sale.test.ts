import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import { deals, favourites, savedSearches } from "#app/db/schema/index";
import { runAlertMatch } from "#app/domain/alerts/alert-job.server";
import { runDailyDigest } from "#app/domain/alerts/digest.server";
import { createProperty } from "#tests/factories/properties";
import { createUser } from "#tests/factories/users";
import { withTestDatabase } from "#tests/setup/db";
import { recordingMailer } from "#tests/support/recording-mailer";

const brand = { name: "Zaguán", publicUrl: "https://zaguan.example", supportEmail: "soporte@zaguan.es" };
const SECRET = "secreto-de-prueba-de-al-menos-32-caracteres";
const database = withTestDatabase();
beforeEach(() => database().truncate());

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

async function buyerWithSearch(name: string, frequency: "instant" | "daily" = "instant") {
  const db = database().db;
  const buyer = await createUser(db, { name, email: `${name.split(" ")[0]?.toLowerCase()}@example.es` });
  await db.insert(savedSearches).values({
    userId: buyer.id,
    name: "Pisos en Madrid",
    query: "?provincia=Madrid",
    alertFrequency: frequency,
    createdAt: hoursAgo(3),
  });
  return buyer;
}

/** A listing in Madrid, reserved by a deal with `buyerEmail` and then released (it fell through). */
async function reservedListing(buyerEmail: string) {
  const db = database().db;
  const owner = await createUser(db, { name: "Olga Propietaria", email: "olga@example.es" });
  const listing = await createProperty(db, owner.id, { province: "Madrid", title: "Piso con terraza" });
  const [deal] = await db
    .insert(deals)
    .values({
      propertyId: listing.id,
      buyerName: "Marta Compradora",
      buyerEmail,
      price: 250_000,
      deposit: 25_000,
      financing: "mortgage",
      arrasDate: "2027-01-20",
      acceptedBy: "seller",
    })
    .returning();
  if (!deal) throw new Error("no deal");
  const fallThrough = () =>
    db
      .update(deals)
      .set({ releasedAt: new Date(), releaseReason: "Financiación denegada" })
      .where(eq(deals.id, deal.id));
  return { listing, deal, fallThrough };
}

async function match() {
  const { mailer, sent } = recordingMailer();
  await runAlertMatch({ db: database().db, mailer, brand, secret: SECRET });
  return sent;
}

describe("a home back on sale after a fall-through, in the saved-search alerts", () => {
  test("a buyer told of it when it was new is told again, once, that it is on sale again", async () => {
    const berta = await buyerWithSearch("Berta Buscadora");
    const { listing, fallThrough } = await reservedListing("marta@example.es");
    // Told when it was new; while reserved, nothing more.
    const first = await match();
    expect(first.map((mail) => [mail.to, mail.subject])).toEqual([
      [berta.email, "Nueva propiedad para «Pisos en Madrid»"],
    ]);
    expect(await match()).toEqual([]);

    await fallThrough();
    const back = await match();
    expect(back.map((mail) => [mail.to, mail.subject])).toEqual([
      [berta.email, "De nuevo a la venta para «Pisos en Madrid»"],
    ]);
    expect(back[0]?.text).toContain("De nuevo a la venta: Piso con terraza");
    expect(back[0]?.text).toContain(`https://zaguan.example/propiedad/${listing.id}`);
    // A second run tells nothing new.
    expect(await match()).toEqual([]);
  });

  test("not the deal's buyer, not one who saved it (both told at the fall-through), not a search saved after it", async () => {
    const db = database().db;
    await buyerWithSearch("Marta Compradora");
    const bea = await buyerWithSearch("Bea Guardadora");
    const { listing, fallThrough } = await reservedListing("Marta@Example.es");
    await db.insert(favourites).values({ userId: bea.id, propertyId: listing.id });
    await match();
    await fallThrough();
    const luis = await buyerWithSearch("Luis Tardío");
    await db.update(savedSearches).set({ createdAt: new Date() }).where(eq(savedSearches.userId, luis.id));
    expect(await match()).toEqual([]);
  });

  test("a daily search gets it in the next digest, marked as on sale again", async () => {
    const carla = await buyerWithSearch("Carla Diaria", "daily");
    const { fallThrough } = await reservedListing("marta@example.es");
    await fallThrough();
    expect(await match()).toEqual([]);
    const { mailer, sent } = recordingMailer();
    await runDailyDigest({ db: database().db, mailer, brand, secret: SECRET });
    expect(sent.map((mail) => mail.to)).toEqual([carla.email]);
    // Never told of it before: it is new to her, and on sale again.
    expect(sent[0]?.text).toContain("De nuevo a la venta: Piso con terraza");
  });
});
