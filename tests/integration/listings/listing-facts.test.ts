import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { beforeAll, beforeEach, describe, expect, test } from "vitest";
import { properties } from "#app/db/schema/properties";
import { users } from "#app/db/schema/users";
import { listOwnProperties } from "#app/domain/dashboard/dashboard.server";
import { FACT_MESSAGES } from "#app/domain/listings/facts";
import { configureStorage } from "#app/lib/storage.server";
import { createAgencyListing, VALID_AGENCY_FORM } from "#tests/factories/agency";
import { LISTING_FACTS_FORM } from "#tests/factories/listing-facts";
import { createProperty } from "#tests/factories/properties";
import { createUser, type TestUser } from "#tests/factories/users";
import { createTestContext, sessionCookie } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { agencyAction, sellAction } from "#tests/support/process-routes";
import { handleRequest, loadTestServerBuild } from "#tests/support/request-handler";
import { type ActionOutcome, runAction } from "#tests/support/route-action";

/**
 * The facts a buyer may ask for (Ley 12/2023 art. 31): required to publish in
 * both processes, 'En trámite' only in a draft, and listings published before them stay published.
 */
const database = withTestDatabase();
beforeAll(async () => {
  await loadTestServerBuild();
}, 180_000);
beforeEach(async () => {
  await database().truncate();
  configureStorage({ rootDir: mkdtempSync(path.join(tmpdir(), "facts-integration-")) });
});

const FIFTEEN_PHOTOS = Array.from(
  { length: 15 },
  (_, index) => `http://localhost:3000/files/property-images/u/p/${index}-foto-1920.webp`,
);

/** The sale's listing form as the browser sends it, without the facts. */
const WITHOUT_FACTS = {
  title: "Piso exterior con balcón en Arganzuela",
  address: "Paseo de las Delicias 60, Madrid",
  province: "Madrid",
  propertyType: "Piso",
  price: "329.000",
  bedrooms: "3",
  bathrooms: "1",
  size: "96",
  countryCode: "+34",
  phone: "612 345 678",
  energyRating: "E",
};
const WITH_FACTS = { ...WITHOUT_FACTS, ...LISTING_FACTS_FORM };

type Harness = { user: TestUser; cookie: string; context: AppLoadContext };

async function signedIn(): Promise<Harness> {
  const { db } = database();
  const user = await createUser(db);
  await db.update(users).set({ dni: "12345678Z" }).where(eq(users.id, user.id));
  const context = createTestContext(db);
  return { user, cookie: await sessionCookie(context, user), context };
}

function send(
  harness: Harness,
  url: string,
  run: typeof sellAction | typeof agencyAction,
  fields: Record<string, string>,
): Promise<ActionOutcome> {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  const request = new Request(`http://localhost:3000${url}`, {
    method: "POST",
    body,
    headers: { cookie: harness.cookie },
  });
  return runAction(run, request, harness.context);
}
const sell = (harness: Harness, fields: Record<string, string>) =>
  send(harness, "/vender", sellAction, fields);

const row = async (id: string) => {
  const [found] = await database().db.select().from(properties).where(eq(properties.id, id));
  if (!found) throw new Error("property gone");
  return found;
};

/** The field errors of a refused save. */
const fieldErrors = (outcome: ActionOutcome) =>
  (outcome as { data: { result?: { error?: Record<string, string[]> } } }).data.result?.error ?? {};

async function publicPage(harness: Harness, id: string) {
  const response = await handleRequest(new Request(`http://localhost:3000/propiedad/${id}`), harness.context);
  expect(response.status).toBe(200);
  return (await response.text()).replace(/<!--.*?-->/g, "");
}

describe("the private sale's listing (step 1)", () => {
  test("publishing without the facts is refused on each field; the draft stays a draft", async () => {
    const harness = await signedIn();
    const draft = await createProperty(database().db, harness.user.id, {
      status: "draft",
      images: FIFTEEN_PHOTOS,
      size: null,
    });
    const outcome = await sell(harness, {
      intent: "save-listing",
      propertyId: draft.id,
      ...WITHOUT_FACTS,
      size: "",
    });
    expect(outcome).toMatchObject({ kind: "data", status: 400 });
    expect(fieldErrors(outcome)).toEqual({
      size: [FACT_MESSAGES.size],
      usefulSize: [FACT_MESSAGES.usefulSize],
      yearBuilt: [FACT_MESSAGES.yearBuilt],
      occupancy: [FACT_MESSAGES.occupancy],
      energyConsumption: [FACT_MESSAGES.energyConsumption],
      energyEmissionsRating: [FACT_MESSAGES.energyEmissionsRating],
      energyEmissions: [FACT_MESSAGES.energyEmissions],
    });
    expect((await row(draft.id)).status).toBe("draft");
  });

  test("'En trámite' is kept in a draft and refused at publish, in Spanish", async () => {
    const harness = await signedIn();
    const draft = await createProperty(database().db, harness.user.id, {
      status: "draft",
      images: FIFTEEN_PHOTOS,
    });
    const saved = await sell(harness, {
      intent: "save-draft",
      propertyId: draft.id,
      ...WITHOUT_FACTS,
      energyRating: "En trámite",
    });
    expect(saved).toMatchObject({ kind: "redirect" });
    expect(await row(draft.id)).toMatchObject({ status: "draft", energyRating: "En trámite" });

    const refused = await sell(harness, {
      intent: "save-listing",
      propertyId: draft.id,
      ...WITH_FACTS,
      energyRating: "En trámite",
    });
    expect(fieldErrors(refused)).toEqual({
      energyRating: [
        "«En trámite» solo vale para un borrador: para publicar, el anuncio debe mostrar la letra del certificado energético o «Exento».",
      ],
    });
    expect((await row(draft.id)).status).toBe("draft");
  });

  test("with the facts it is published, each one stored, and its page shows both letters and the useful m²", async () => {
    const harness = await signedIn();
    const draft = await createProperty(database().db, harness.user.id, {
      status: "draft",
      images: FIFTEEN_PHOTOS,
    });
    const outcome = await sell(harness, { intent: "save-listing", propertyId: draft.id, ...WITH_FACTS });
    expect(outcome).toMatchObject({ kind: "redirect", toast: { title: "¡Anuncio publicado!" } });
    expect(await row(draft.id)).toMatchObject({
      status: "published",
      size: 96,
      usefulSize: 82,
      yearBuilt: 1978,
      yearRenovated: 2019,
      floor: "3.ª",
      hasLift: true,
      occupancy: "libre",
      communityFeesYearly: 1320,
      ibiYearly: 486,
      hasHabitabilityCertificate: null,
      energyRating: "E",
      energyConsumption: 142.6,
      energyEmissionsRating: "E",
      energyEmissions: 31.2,
    });
    const html = await publicPage(harness, draft.id);
    expect(html).toContain("Datos de la vivienda");
    expect(html).toMatch(/Superficie útil<\/dt><dd[^>]*>82\u00a0m²/);
    expect(html).toContain("Letra E: </span>142,6 kWh/m² año");
    expect(html).toContain("Letra E: </span>31,2 kg CO₂/m² año");
    expect(html).toContain("1.320\u00a0€ al año");
    const [listed] = await listOwnProperties(database().db, harness.user.id);
    expect(listed?.missingFacts).toEqual([]);
  });
});

describe("a listing published before the facts", () => {
  test("stays published; the dashboard asks for what it lacks; its page shows only what it has", async () => {
    const harness = await signedIn();
    const old = await createProperty(database().db, harness.user.id, {
      images: FIFTEEN_PHOTOS,
      energyRating: "En trámite",
    });
    expect(old.status).toBe("published");
    const [listed] = await listOwnProperties(database().db, harness.user.id);
    expect(listed?.missingFacts).toEqual([
      "superficie útil",
      "año de construcción",
      "ocupación",
      // The factory's flat is in Valencia, where the cédula is required.
      "cédula de habitabilidad",
      "certificado energético",
    ]);

    const html = await publicPage(harness, old.id);
    expect(html).toMatch(/Superficie construida<\/dt><dd[^>]*>98\u00a0m²/);
    expect(html).not.toContain("Superficie útil");
    expect(html).not.toContain("Año de construcción");
    expect(html).toMatch(/id="listing-energy"[^>]*>Certificado energético<\/h2><p[^>]*>En trámite<\/p>/);

    // A price change without the facts is refused, and the live listing is left as it was.
    const refused = await sell(harness, {
      intent: "save-listing",
      propertyId: old.id,
      ...WITHOUT_FACTS,
      price: "299.000",
    });
    expect(refused).toMatchObject({ kind: "data", status: 400 });
    expect(await row(old.id)).toMatchObject({ status: "published", price: 265000 });

    const completed = await sell(harness, {
      intent: "save-listing",
      propertyId: old.id,
      ...WITH_FACTS,
      province: "Valencia",
      hasHabitabilityCertificate: "si",
      price: "299.000",
    });
    expect(completed).toMatchObject({ kind: "redirect" });
    expect(await row(old.id)).toMatchObject({
      status: "published",
      price: 299000,
      usefulSize: 82,
      hasHabitabilityCertificate: true,
    });
    const [after] = await listOwnProperties(database().db, harness.user.id);
    expect(after?.missingFacts).toEqual([]);
  });
});

describe("the agency's listing step follows the same rule", () => {
  test("an edit with 'En trámite' or without the facts is refused; with them it is saved", async () => {
    const harness = await signedIn();
    const live = await createAgencyListing(database().db, harness.user.id, { images: FIFTEEN_PHOTOS });
    const edit = (fields: Record<string, string>) =>
      send(harness, "/proceso-agencia", agencyAction, {
        intent: "save-listing",
        propertyId: live.id,
        ...fields,
      });
    const pending = await edit({ ...VALID_AGENCY_FORM, energyRating: "En trámite" });
    expect(fieldErrors(pending)).toEqual({ energyRating: [FACT_MESSAGES.energyPending] });
    const { usefulSize: _useful, yearBuilt: _year, ...withoutFacts } = VALID_AGENCY_FORM;
    const missing = await edit(withoutFacts);
    expect(Object.keys(fieldErrors(missing))).toEqual(["usefulSize", "yearBuilt"]);
    expect(await row(live.id)).toMatchObject({ status: "published", usefulSize: null });

    const saved = await edit({ ...VALID_AGENCY_FORM, energyRating: "Exento" });
    expect(saved).toMatchObject({ kind: "redirect" });
    expect(await row(live.id)).toMatchObject({
      status: "published",
      usefulSize: 82,
      yearBuilt: 1978,
      energyRating: "Exento",
      occupancy: "libre",
    });
  });
});
