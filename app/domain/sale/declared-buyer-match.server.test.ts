import { beforeEach, describe, expect, test } from "vitest";
import { createLead } from "#tests/factories/leads";
import { createProperty } from "#tests/factories/properties";
import { createUser } from "#tests/factories/users";
import { withTestDatabase } from "#tests/setup/db";
import { declareBuyer, evidenceOfReasonRequired } from "./buyer.server";
import type { DeclaredBuyer } from "./fee-evidence";
import { listFeeReviews } from "./fee-review.server";

const database = withTestDatabase();
beforeEach(() => database().truncate());

const REASON = "La compradora llegó por una amiga común, antes de que publicara el anuncio.";

/** A sale at step 6 whose listing had one lead, Lucía, who typed only her first name. */
async function saleWithLucia() {
  const owner = await createUser(database().db, { name: "Andrés Vendedor Gil" });
  const property = await createProperty(database().db, owner.id, {
    title: "Ático en Triana",
    marketingActive: true,
    visitsManaged: true,
    arrasSigned: true,
    notaryDone: true,
    paymentStatus: "paid",
  });
  await createLead(database().db, property.id, "enquiry", {
    buyerName: "Lucía",
    buyerEmail: "lucia.fm@example.com",
    buyerPhone: "611 22 33 44",
  });
  return { property, user: { id: owner.id, role: owner.role } };
}

async function refusedWith(buyer: DeclaredBuyer) {
  const { property, user } = await saleWithLucia();
  const choice = { source: "outside" as const, buyer, reason: null, confirmed: true };
  const error = await declareBuyer(database().db, { user, propertyId: property.id, choice }).then(
    () => null,
    (caught: unknown) => caught,
  );
  return { hits: evidenceOfReasonRequired(error), property, user };
}

describe("an outside buyer is compared with every lead on name, e-mail, phone and DNI", () => {
  test("'Lucía Fernández Mora' against a lead who typed 'Lucía': a possible match asks for a reason", async () => {
    const { hits } = await refusedWith({ name: "Lucía Fernández Mora" });
    expect(hits?.map((hit) => hit.kind)).toEqual(["declared_buyer_may_be_lead"]);
  });

  test.each([
    ["+34 611 22 33 44", "phone"],
    ["0034611223344", "phone"],
    ["611223344", "phone"],
  ])("the phone written %s is the lead's", async (phone, on) => {
    const { hits } = await refusedWith({ name: "L. Fernández", phone });
    expect(hits?.[0]).toMatchObject({ kind: "declared_buyer_is_lead", matchedOn: [on] });
  });

  test("the e-mail in other capitals is the lead's, and staff's review shows what matched", async () => {
    const { hits, property, user } = await refusedWith({ name: "Pedro Otro", email: "Lucia.FM@Example.com" });
    expect(hits?.[0]).toMatchObject({ kind: "declared_buyer_is_lead", matchedOn: ["email"] });
    const choice = {
      source: "outside" as const,
      buyer: { name: "Pedro Otro", email: "Lucia.FM@Example.com" },
      reason: REASON,
      confirmed: true,
    };
    await declareBuyer(database().db, { user, propertyId: property.id, choice });
    const [review] = await listFeeReviews(database().db);
    expect(review?.evidence.hits[0]?.text).toContain("(el e-mail)");
  });

  test("the DNI the arras-less record holds is not invented: another name and contact match nothing", async () => {
    const { property, user } = await saleWithLucia();
    const choice = {
      source: "outside" as const,
      buyer: { name: "Pedro Vecino Ruiz", dni: "12345678Z", phone: "+34 622 000 000" },
      reason: null,
      confirmed: true,
    };
    const result = await declareBuyer(database().db, { user, propertyId: property.id, choice });
    expect(result).toMatchObject({ feeDue: false, underReview: false });
  });
});
