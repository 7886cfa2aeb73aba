import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, test } from "vitest";
import { properties } from "#app/db/schema/properties";
import { users } from "#app/db/schema/users";
import { AGENCY_PROPERTY_TYPE } from "#app/domain/listings/catalogues";
import { withTestDatabase } from "#tests/setup/db";
import { getPublishedProperty } from "./property.server";

const database = withTestDatabase();

/** Everything a public page must never carry. */
const SECRETS = {
  ownerDni: "48273615X",
  ownerEmail: "lucia.privada@example.es",
  listingDni: "11111111H",
  listingEmail: "contacto.privado@example.es",
  catastral: "9872023VH5797S0001WX",
  contract: "/private/contracts/gestion.pdf",
  nif: "B98472613",
  legalRep: "Javier Morales Soler",
  legalRepDni: "29384756B",
  companyAddress: "Calle Secreta 22, Valencia",
} as const;

let ownerId = "";
let nobodyId = "";
type NewProperty = typeof properties.$inferInsert;

async function listing(fields: Partial<NewProperty> = {}) {
  const [row] = await database()
    .db.insert(properties)
    .values({
      userId: ownerId,
      title: "Piso exterior en Chamberí",
      description: "Primera línea.\nSegunda línea.",
      address: "Calle de Fuencarral 142, 28010 Madrid",
      province: "Madrid",
      propertyType: "Piso",
      price: 585000,
      bedrooms: 3,
      bathrooms: 2,
      size: 112,
      phone: "600101234",
      energyRating: "D",
      images: ["/files/property-images/a-1920.webp", "/files/property-images/b-1920.webp"],
      features: ["Ascensor", "Balcón"],
      status: "published",
      ownerName: "Nombre del formulario",
      dni: SECRETS.listingDni,
      email: SECRETS.listingEmail,
      catastralReference: SECRETS.catastral,
      managementContractUrl: SECRETS.contract,
      ...fields,
    })
    .returning({ id: properties.id });
  if (!row) throw new Error("listing not created");
  return row.id;
}

beforeAll(async () => {
  ownerId = randomUUID();
  nobodyId = randomUUID();
  await database()
    .db.insert(users)
    .values([
      { id: ownerId, name: "Lucía Fernández Ortega", email: SECRETS.ownerEmail, dni: SECRETS.ownerDni },
      { id: nobodyId, name: "   ", email: "sin-nombre@example.es" },
    ]);
});

describe("a published listing's public page data", () => {
  test("has what the detail page shows, with the first name of the owner's profile as the seller", async () => {
    const id = await listing();
    const property = await getPublishedProperty(database().db, id, null);
    expect(property).toMatchObject({
      id,
      title: "Piso exterior en Chamberí",
      description: "Primera línea.\nSegunda línea.",
      origin: "particular",
      price: 585000,
      bedrooms: 3,
      bathrooms: 2,
      size: 112,
      hasPhone: true,
      energyRating: "D",
      images: ["/files/property-images/a-1920.webp", "/files/property-images/b-1920.webp"],
      features: ["Ascensor", "Balcón"],
      sellerName: "Lucía",
      isReserved: false,
    });
    expect(property?.publishedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  test("carries whether there is a phone to call, never the number (issue #38 point 6)", async () => {
    const page = JSON.stringify(await getPublishedProperty(database().db, await listing(), null));
    expect(page).not.toMatch(/600\D?101\D?234/);
    for (const phone of [null, "", "61 22", "+34 ·"]) {
      const property = await getPublishedProperty(database().db, await listing({ phone }), null);
      expect(property?.hasPhone, String(phone)).toBe(false);
    }
    const spaced = await getPublishedProperty(database().db, await listing({ phone: "600 10 12 34" }), null);
    expect(spaced?.hasPhone).toBe(true);
  });

  test("never shows the seller's surnames", async () => {
    const page = JSON.stringify(await getPublishedProperty(database().db, await listing(), null));
    expect(page).not.toContain("Fernández");
    expect(page).not.toContain("Ortega");
  });

  test("is reserved once the arras are signed", async () => {
    const id = await listing({ arrasSigned: true, marketingActive: true, visitsManaged: true });
    expect((await getPublishedProperty(database().db, id, null))?.isReserved).toBe(true);
  });

  test("falls back to the owner name of the listing, then to 'Propietario Particular' (spec §6)", async () => {
    const withOwnerName = await listing({ userId: nobodyId });
    expect((await getPublishedProperty(database().db, withOwnerName, null))?.sellerName).toBe("Nombre");
    const anonymous = await listing({ userId: nobodyId, ownerName: null });
    expect((await getPublishedProperty(database().db, anonymous, null))?.sellerName).toBe(
      "Propietario Particular",
    );
  });

  test("an agency listing names the company, or 'Agencia Colaboradora' without one", async () => {
    const agencyDetails = {
      company_name: "Vértice Hogar Inmobiliaria S.L.",
      company_nif: SECRETS.nif,
      company_address: SECRETS.companyAddress,
      legal_rep_name: SECRETS.legalRep,
      legal_rep_dni: SECRETS.legalRepDni,
    };
    const id = await listing({ propertyOrigin: "agency", propertyType: AGENCY_PROPERTY_TYPE, agencyDetails });
    const property = await getPublishedProperty(database().db, id, null);
    expect(property).toMatchObject({ origin: "agency", sellerName: "Vértice Hogar Inmobiliaria S.L." });

    const unnamed = await listing({ propertyOrigin: "agency", propertyType: AGENCY_PROPERTY_TYPE });
    expect((await getPublishedProperty(database().db, unnamed, null))?.sellerName).toBe(
      "Agencia Colaboradora",
    );
  });

  test("never carries the cadastral reference, a DNI, an e-mail, the contract or the agency's tax data", async () => {
    const id = await listing({
      propertyOrigin: "agency",
      propertyType: AGENCY_PROPERTY_TYPE,
      agencyDetails: {
        company_name: "Vértice Hogar Inmobiliaria S.L.",
        company_nif: SECRETS.nif,
        company_address: SECRETS.companyAddress,
        legal_rep_name: SECRETS.legalRep,
        legal_rep_dni: SECRETS.legalRepDni,
      },
    });
    const serialized = JSON.stringify(await getPublishedProperty(database().db, id, null));
    for (const secret of Object.values(SECRETS)) expect(serialized).not.toContain(secret);
  });
});

describe("listings that are not public", () => {
  test("unknown, malformed, draft, unpublished and sold ids find nothing", async () => {
    const { db } = database();
    expect(await getPublishedProperty(db, randomUUID(), null)).toBeNull();
    expect(await getPublishedProperty(db, "no-es-un-uuid", null)).toBeNull();
    expect(await getPublishedProperty(db, "' or 1=1 --", null)).toBeNull();
    for (const status of ["draft", "unpublished", "sold"] as const) {
      expect(await getPublishedProperty(db, await listing({ status }), null)).toBeNull();
    }
  });
});
