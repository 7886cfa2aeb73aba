import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { arrasContracts, deals } from "#app/db/schema/index";
import { openClosingRoom } from "#app/domain/closing/room-access.server";
import { createDiskStorage } from "#app/lib/storage.server";
import { createLead } from "#tests/factories/leads";
import { createProperty } from "#tests/factories/properties";
import { createUser } from "#tests/factories/users";
import type { TestDatabase } from "#tests/setup/db";
import { recordingMailer } from "#tests/support/recording-mailer";

/**
 * A deal in its closing room: the seller's home in Valencia (a community of owners) agreed with a
 * verified buyer on 1 Nov 2026, arras signed on the 5th; another buyer whose offer lost, a stranger
 * and staff. `room(user)` opens the room as that user; `mail` records what would be sent.
 */
export const CLOSING_TEST_BRAND = {
  name: "Zaguán",
  publicUrl: "http://localhost:3000",
  supportEmail: "soporte@zaguan.es",
};

export async function closingDealWorld(
  database: TestDatabase,
  options: { province?: string; residence?: string; charges?: string } = {},
) {
  const db = database.db;
  const storage = createDiskStorage(mkdtempSync(path.join(tmpdir(), "zaguan-docs-")));
  const seller = await createUser(db, { name: "Lucía Martín Ortega", email: "lucia@example.es" });
  const buyer = await createUser(db, { name: "Marta Compradora Ruiz", email: "marta@example.es" });
  const otherBuyer = await createUser(db, { name: "Otro Comprador", email: "otro@example.es" });
  const stranger = await createUser(db, { name: "Pedro Extraño", email: "pedro@example.es" });
  const admin = await createUser(db, { role: "admin", name: "Ada Staff", email: "ada@example.es" });
  const property = await createProperty(db, seller.id, {
    province: options.province ?? "Valencia",
    communityFeesYearly: 600,
  });
  // Another buyer of the same listing, whose offer was not the one accepted.
  await createLead(db, property.id, "offer", { buyerName: otherBuyer.name, buyerEmail: otherBuyer.email });
  const [deal] = await db
    .insert(deals)
    .values({
      propertyId: property.id,
      buyerName: buyer.name,
      buyerEmail: buyer.email,
      price: 250_000,
      deposit: 25_000,
      financing: "mortgage",
      arrasDate: "2026-12-15",
      acceptedBy: "seller",
      agreedAt: new Date("2026-11-01T10:00:00Z"),
    })
    .returning();
  if (!deal) throw new Error("no deal");
  await db.insert(arrasContracts).values({
    userId: seller.id,
    propertyId: property.id,
    terms: { sellerResidence: options.residence ?? "residente", chargesState: options.charges ?? "libre" },
    pdfStoragePath: `${seller.id}/${property.id}/arras.pdf`,
    signedAt: new Date("2026-11-05T10:00:00Z"),
  });
  const room = (user: { id: string; role: string }) =>
    openClosingRoom(db, { dealId: deal.id, user: { id: user.id, role: user.role, secondFactor: "passed" } });
  const recorded = recordingMailer();
  const mail = { mailer: recorded.mailer, brand: CLOSING_TEST_BRAND };
  return { db, storage, seller, buyer, otherBuyer, stranger, admin, deal, room, mail, sent: recorded.sent };
}
