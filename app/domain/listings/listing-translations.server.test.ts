import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, test } from "vitest";
import { users } from "#app/db/schema/users";
import { isDomainError } from "#app/domain/errors";
import { createProperty } from "#tests/factories/properties";
import { withTestDatabase } from "#tests/setup/db";
import {
  listingTranslationsOf,
  ownListingTranslations,
  saveListingTranslations,
  shownDescription,
  spanishDescriptionToTranslate,
  storeMachineProposal,
  translationsByListing,
} from "./listing-translations.server";

/** A listing's descriptions in other languages: written, proposed and reviewed, by its seller only. */
const database = withTestDatabase();
let sellerId = "";
let otherId = "";
let propertyId = "";

beforeAll(async () => {
  sellerId = randomUUID();
  otherId = randomUUID();
  await database()
    .db.insert(users)
    .values([
      { id: sellerId, name: "Lucía Fernández", email: "lucia-translations@example.es" },
      { id: otherId, name: "Pablo Ruiz", email: "pablo-translations@example.es" },
    ]);
  const created = await createProperty(database().db, sellerId, {
    title: "Piso en Altea",
    description: "Piso luminoso con vistas al mar.",
  });
  propertyId = created.id;
});

const notFound = (error: unknown) => isDomainError(error, "not_found");

describe("listing translations", () => {
  test("a machine proposal shows as machine translation until the seller saves it, then as theirs", async () => {
    const { db } = database();
    expect(await spanishDescriptionToTranslate(db, sellerId, propertyId)).toBe(
      "Piso luminoso con vistas al mar.",
    );
    expect(await storeMachineProposal(db, sellerId, propertyId, "de", "Helle Wohnung mit Meerblick.")).toBe(
      "stored",
    );
    expect(await shownDescription(db, "de", "Piso luminoso con vistas al mar.", propertyId)).toEqual({
      text: "Helle Wohnung mit Meerblick.",
      note: "machine",
      lang: "de",
    });

    await saveListingTranslations(db, sellerId, propertyId, { de: "Helle Wohnung mit Blick aufs Meer." });
    const [german] = await ownListingTranslations(db, sellerId, propertyId);
    expect(german).toMatchObject({
      locale: "de",
      description: "Helle Wohnung mit Blick aufs Meer.",
      source: "seller",
    });
    expect(german?.reviewedAt).toBeInstanceOf(Date);
    expect((await shownDescription(db, "de", "x", propertyId)).note).toBeNull();
  });

  test("a later proposal never overwrites the seller's own text", async () => {
    const { db } = database();
    expect(await storeMachineProposal(db, sellerId, propertyId, "de", "Andere Maschine.")).toBe(
      "kept_seller_text",
    );
    const rows = await listingTranslationsOf(db, propertyId);
    expect(rows.find((row) => row.locale === "de")?.description).toBe("Helle Wohnung mit Blick aufs Meer.");
  });

  test("an emptied text is removed; a language without one shows the Spanish text with its note", async () => {
    const { db } = database();
    await saveListingTranslations(db, sellerId, propertyId, { en: "Bright flat with sea views." });
    await saveListingTranslations(db, sellerId, propertyId, { en: "" });
    expect((await listingTranslationsOf(db, propertyId)).map((row) => row.locale)).toEqual(["de"]);
    expect(await shownDescription(db, "en", "Piso luminoso.", propertyId)).toEqual({
      text: "Piso luminoso.",
      note: "spanish",
      lang: "es",
    });
    const byListing = await translationsByListing(db, [propertyId]);
    expect(byListing.get(propertyId)?.map((row) => row.locale)).toEqual(["de"]);
  });

  test("another user can neither read, save nor propose the seller's translations", async () => {
    const { db } = database();
    await expect(ownListingTranslations(db, otherId, propertyId)).rejects.toSatisfy(notFound);
    await expect(saveListingTranslations(db, otherId, propertyId, { fr: "Vol." })).rejects.toSatisfy(
      notFound,
    );
    await expect(storeMachineProposal(db, otherId, propertyId, "fr", "Vol.")).rejects.toSatisfy(notFound);
    await expect(spanishDescriptionToTranslate(db, otherId, propertyId)).rejects.toSatisfy(notFound);
    expect((await listingTranslationsOf(db, propertyId)).map((row) => row.locale)).toEqual(["de"]);
  });
});
