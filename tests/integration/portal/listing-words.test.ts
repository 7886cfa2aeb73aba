import type { AppLoadContext } from "react-router";
import { beforeAll, describe, expect, test } from "vitest";
import { createProperty } from "#tests/factories/properties";
import { createUser } from "#tests/factories/users";
import { createTestContext } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { TEST_PUBLIC_URL } from "#tests/support/auth-context";
import { handleRequest, loadTestServerBuild } from "#tests/support/request-handler";

/**
 * The listing's body in the reader's language: its facts, costs and mortgage in English, and the
 * Spanish page word for word as it was before the other languages came (the file snapshot was
 * taken from the Spanish-only page).
 */
const database = withTestDatabase();
let context: AppLoadContext;
let listingId: string;
beforeAll(async () => {
  await loadTestServerBuild();
}, 180_000);
beforeAll(async () => {
  const { db } = database();
  context = createTestContext(db);
  const owner = await createUser(db, { name: "Ana Propietaria", email: "ana.words@example.es" });
  ({ id: listingId } = await createProperty(db, owner.id, {
    price: 350_000,
    size: 92,
    yearBuilt: 1975,
    floor: "3ª",
    hasLift: true,
    occupancy: "libre",
    communityFeesYearly: 1200,
    ibiYearly: 410,
    energyRating: "C",
    energyConsumption: 112.5,
  }));
});

const get = (path: string) => handleRequest(new Request(`${TEST_PUBLIC_URL}${path}`), context);

/** What a reader sees: the body's text, without scripts, the listing's id or today's date. */
function visibleText(html: string): string {
  return (
    html
      .replace(/^[\s\S]*?<main/, "<main")
      .replace(/<\/main>[\s\S]*$/, "")
      .replace(/<(script|style)[\s\S]*?<\/\1>/g, "")
      // React's separators between text nodes are not text a reader sees.
      .replaceAll("<!-- -->", "")
      .replace(/<[^>]+>/g, " ")
      .replaceAll(listingId, "ID")
      .replace(/Publicado el [^<]*? de \d{4}/, "Publicado el FECHA")
      .replace(/Referencia: ?[A-Z0-9]+/, "Referencia: REF")
      .replace(/\s+/g, " ")
      .trim()
  );
}

describe("the listing's body in the reader's language", () => {
  test("the Spanish listing reads exactly as before", async () => {
    const html = await (await get(`/propiedad/${listingId}`)).text();
    await expect(visibleText(html)).toMatchFileSnapshot("./__snapshots__/listing-es.txt");
  });

  test("the English listing gives its facts, costs and mortgage in English", async () => {
    const html = await (await get(`/en/propiedad/${listingId}`)).text();
    const text = visibleText(html);
    for (const words of [
      "About the home",
      "Built area 92 m²",
      "Lift Yes",
      "Occupancy Vacant",
      "Community fees €1,200 a year",
      "Energy certificate",
      "112.5 kWh/m² year",
      "What buying it costs",
      "Monthly mortgage payment",
      "Approximate buying costs",
      "At the asking price of €350,000.",
      "Advice for buyers",
    ])
      expect(text).toContain(words);
    for (const spanish of ["Datos de la vivienda", "Lo que cuesta comprarla", "Calcular cuota", "Sí"])
      expect(text).not.toContain(spanish);
  });
});
