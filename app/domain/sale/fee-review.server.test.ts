import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import { arrasContracts } from "#app/db/schema/arras-contracts";
import { auditLog } from "#app/db/schema/audit";
import { deals } from "#app/db/schema/deals";
import { feeReviews } from "#app/db/schema/fee-reviews";
import { leadOffers } from "#app/db/schema/lead-offers";
import { properties } from "#app/db/schema/properties";
import { removePropertyPhoto } from "#app/domain/listings/property-photos.server";
import { createLead } from "#tests/factories/leads";
import { createProperty } from "#tests/factories/properties";
import { createUser } from "#tests/factories/users";
import { withTestDatabase } from "#tests/setup/db";
import { recordingMailer } from "#tests/support/recording-mailer";
import { declareBuyer, type OutsideBuyer } from "./buyer.server";
import { decideFeeReview, findFeeReview, listFeeReviews } from "./fee-review.server";

const database = withTestDatabase();
beforeEach(() => database().truncate());

const ENV = { BRAND_NAME: "Zaguán", PUBLIC_URL: "http://localhost:3000", SUPPORT_EMAIL: "soporte@zaguan.es" };
const REASON = "Lo compró mi vecino del tercero, que lo supo por mí antes de publicar el anuncio.";

async function saleAtStepSix() {
  const owner = await createUser(database().db, { name: "Lucía Martín Ortega" });
  const property = await createProperty(database().db, owner.id, {
    title: "Piso con balcón en Russafa",
    marketingActive: true,
    visitsManaged: true,
    arrasSigned: true,
    notaryDone: true,
    paymentStatus: "paid",
  });
  return { owner, property, user: { id: owner.id, role: owner.role } };
}

/** A platform offer the seller accepted, and the agreed deal it made (app/domain/leads/deals/offer-deal.server.ts). */
async function acceptedOffer(propertyId: string) {
  const lead = await createLead(database().db, propertyId, "offer", {
    state: "accepted",
    buyerName: "Marta Compradora Ruiz",
    buyerEmail: "marta@example.es",
  });
  await database()
    .db.insert(leadOffers)
    .values({ leadId: lead.id, amount: 250_000, financing: "mortgage", arrasDate: "2026-12-15" });
  await database().db.insert(deals).values({
    propertyId,
    leadId: lead.id,
    buyerName: "Marta Compradora Ruiz",
    buyerEmail: "marta@example.es",
    price: 250_000,
    deposit: 25_000,
    financing: "mortgage",
    arrasDate: "2026-12-15",
    acceptedBy: "seller",
  });
  return lead;
}

const outside = (name: string, extra: Partial<OutsideBuyer> = {}): OutsideBuyer => ({
  source: "outside",
  buyer: { name },
  reason: null,
  confirmed: true,
  ...extra,
});

const soldFlags = async (propertyId: string) =>
  (
    await database()
      .db.select({ status: properties.status, saleConfirmed: properties.saleConfirmed })
      .from(properties)
      .where(eq(properties.id, propertyId))
  )[0];

describe("the success fee follows evidence (issue #35 point 3)", () => {
  test("nothing on record against the outside buyer: the sale completes as before, no review", async () => {
    const { property, user } = await saleAtStepSix();
    await createLead(database().db, property.id, "enquiry", { buyerName: "Andrés Molina Ruiz" });
    const result = await declareBuyer(database().db, {
      user,
      propertyId: property.id,
      choice: outside("Pedro Vecino Ruiz"),
    });
    expect(result).toMatchObject({ feeDue: false, underReview: false });
    expect(await soldFlags(property.id)).toEqual({ status: "sold", saleConfirmed: true });
    expect(await findFeeReview(database().db, property.id)).toBeNull();
  });

  test("an accepted platform offer asks for a reason first, and nothing is saved without one", async () => {
    const { property, user } = await saleAtStepSix();
    await acceptedOffer(property.id);
    const refused = declareBuyer(database().db, {
      user,
      propertyId: property.id,
      choice: outside("Pedro Vecino Ruiz"),
    });
    await expect(refused).rejects.toMatchObject({
      code: "reason_required",
      details: [{ kind: "accepted_offer" }],
    });
    expect(await soldFlags(property.id)).toEqual({ status: "published", saleConfirmed: false });
    expect(await database().db.select().from(feeReviews)).toEqual([]);
  });

  test("unconfirmed, nothing happens (the second look); with a reason and confirmed, the sale closes under review", async () => {
    const { property, user } = await saleAtStepSix();
    await acceptedOffer(property.id);
    await expect(
      declareBuyer(database().db, {
        user,
        propertyId: property.id,
        choice: outside("Pedro Vecino Ruiz", { reason: REASON, confirmed: false }),
      }),
    ).rejects.toMatchObject({ code: "confirmation_required" });
    expect(await database().db.select().from(feeReviews)).toEqual([]);

    const result = await declareBuyer(database().db, {
      user,
      propertyId: property.id,
      choice: outside("Pedro Vecino Ruiz", { reason: REASON }),
    });
    expect(result).toMatchObject({ feeDue: false, underReview: true });
    expect(await soldFlags(property.id)).toEqual({ status: "sold", saleConfirmed: true });
    const [review] = await listFeeReviews(database().db);
    expect(review).toMatchObject({
      status: "open",
      reason: REASON,
      title: "Piso con balcón en Russafa",
      buyerName: "Pedro Vecino Ruiz",
      evidence: { acceptedOffer: { buyerName: "Marta Compradora Ruiz", amount: 250_000 } },
    });
  });

  test("the arras buyer or the declared name matching a lead is evidence too", async () => {
    const { owner, property, user } = await saleAtStepSix();
    await createLead(database().db, property.id, "viewing", { buyerName: "José Pérez Núñez" });
    await database()
      .db.insert(arrasContracts)
      .values({
        userId: owner.id,
        propertyId: property.id,
        terms: { buyer1Name: "JOSE PEREZ NUÑEZ", buyer1Id: "12345678Z" },
        pdfStoragePath: `${owner.id}/${property.id}/arras.pdf`,
      });
    await expect(
      declareBuyer(database().db, { user, propertyId: property.id, choice: outside("josé pérez") }),
    ).rejects.toMatchObject({
      details: [{ kind: "arras_buyer_is_lead" }, { kind: "declared_buyer_is_lead" }],
    });
  });

  test("staff charge or waive once, audited, and the seller is told by e-mail", async () => {
    const { property, user } = await saleAtStepSix();
    await acceptedOffer(property.id);
    await declareBuyer(database().db, {
      user,
      propertyId: property.id,
      choice: outside("Pedro Vecino Ruiz", { reason: REASON }),
    });
    const admin = await createUser(database().db, { role: "admin" });
    const { mailer, sent } = recordingMailer();
    const deps = { db: database().db, mailer, env: ENV, logger: { error: () => {} } };
    const actor = { id: admin.id, email: admin.email, role: admin.role };

    // Unconfirmed, nothing changes: staff are asked first.
    await expect(
      decideFeeReview(deps, { actor, propertyId: property.id, decision: "charged", confirmed: false }),
    ).rejects.toMatchObject({ code: "confirmation_required" });
    expect(await findFeeReview(database().db, property.id)).toMatchObject({ status: "open" });
    expect(sent).toHaveLength(0);

    expect(
      await decideFeeReview(deps, { actor, propertyId: property.id, decision: "charged", confirmed: true }),
    ).toMatchObject({
      ok: true,
    });
    // A second decision (another admin, a second click) finds it decided and changes nothing.
    expect(
      await decideFeeReview(deps, { actor, propertyId: property.id, decision: "waived", confirmed: true }),
    ).toMatchObject({
      ok: false,
    });
    expect(await findFeeReview(database().db, property.id)).toMatchObject({ status: "charged" });
    const audit = await database().db.select().from(auditLog);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "fee_review.charged",
      actorEmail: admin.email,
      targetId: property.id,
      details: { title: "Piso con balcón en Russafa", fee: expect.stringMatching(/^605,00\s€$/) },
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toContain("corresponde pagarla");
    expect(sent[0]?.text).toMatch(/605,00\s€/);
    // It says what is due and where to pay it, not that someone will write later.
    expect(sent[0]?.text).toContain("http://localhost:3000/dashboard/pagos");
    expect(sent[0]?.text).not.toContain("Te escribiremos");
  });

  test("only an admin may decide", async () => {
    const { property } = await saleAtStepSix();
    const stranger = await createUser(database().db);
    const deps = { db: database().db, mailer: undefined, env: ENV, logger: { error: () => {} } };
    await expect(
      decideFeeReview(deps, {
        actor: { id: stranger.id, email: stranger.email, role: "user" },
        propertyId: property.id,
        decision: "waived",
        confirmed: true,
      }),
    ).rejects.toThrow();
  });
});

describe("a live listing keeps 15 photos (issue #35 point 7)", () => {
  const photos = (count: number) =>
    Array.from(
      { length: count },
      (_, index) => `http://localhost:3000/files/property-images/u/p/${index}.webp`,
    );
  const storage = { delete: async () => {} } as never;

  test("a published listing with 15 photos refuses the delete, in Spanish; with 16 it goes to 15", async () => {
    const owner = await createUser(database().db);
    const live = await createProperty(database().db, owner.id, { status: "published", images: photos(15) });
    await expect(
      removePropertyPhoto({
        db: database().db,
        storage,
        user: owner,
        propertyId: live.id,
        url: photos(15)[0] as string,
      }),
    ).rejects.toMatchObject({
      code: "conflict",
      userMessage: expect.stringContaining("al menos 15 fotos"),
    });

    const roomy = await createProperty(database().db, owner.id, { status: "published", images: photos(16) });
    const left = await removePropertyPhoto({
      db: database().db,
      storage,
      user: owner,
      propertyId: roomy.id,
      url: photos(16)[3] as string,
    });
    expect(left).toHaveLength(15);
  });

  test("a draft may go below 15 (it is not live); a stranger's photo is simply not found", async () => {
    const owner = await createUser(database().db);
    const draft = await createProperty(database().db, owner.id, { status: "draft", images: photos(15) });
    const url = photos(15)[0] as string;
    expect(
      await removePropertyPhoto({ db: database().db, storage, user: owner, propertyId: draft.id, url }),
    ).toHaveLength(14);
    const stranger = await createUser(database().db);
    const live = await createProperty(database().db, owner.id, { status: "published", images: photos(20) });
    await expect(
      removePropertyPhoto({ db: database().db, storage, user: stranger, propertyId: live.id, url }),
    ).rejects.toMatchObject({ code: "not_found" });
  });
});
