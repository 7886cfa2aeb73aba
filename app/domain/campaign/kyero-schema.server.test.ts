import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { AppLoadContext } from "react-router";
import { beforeEach, describe, expect, test } from "vitest";
import { listingTranslations } from "#app/db/schema/listing-translations";
import { loader as feedLoader } from "#app/routes/resources/kyero-feed";
import { createProperty } from "#tests/factories/properties";
import { createUser } from "#tests/factories/users";
import { withTestDatabase } from "#tests/setup/db";
import { createFeedToken } from "./feed-tokens.server";

/**
 * The feed as Kyero's importer checks it: against the v3 schema (tests/fixtures/kyero/kyero-v3.xsd,
 * its source written at its head), with libxml2's xmllint, the validator most importers run on.
 */
const database = withTestDatabase();
beforeEach(() => database().truncate());

const SCHEMA = path.resolve("tests/fixtures/kyero/kyero-v3.xsd");
const PUBLIC_URL = "https://zaguan.example";

async function feedBody(): Promise<string> {
  const db = database().db;
  const admin = await createUser(db, { role: "admin" });
  const { token } = await createFeedToken(db, admin, "Kyero");
  const request = new Request(`${PUBLIC_URL}/feeds/kyero.xml?token=${token}`);
  const context = { db, env: { PUBLIC_URL } } as unknown as AppLoadContext;
  const response = (await feedLoader({ request, context, params: {} } as never)) as Response;
  return response.text();
}

/** xmllint's verdict on the feed: its exit code and what it said. */
async function validate(xml: string): Promise<{ valid: boolean; output: string }> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "zaguan-kyero-")), "feed.xml");
  writeFileSync(file, xml);
  try {
    const { stderr } = await promisify(execFile)("xmllint", ["--noout", "--schema", SCHEMA, file]);
    return { valid: true, output: stderr };
  } catch (error) {
    return { valid: false, output: String((error as { stderr?: string }).stderr ?? error) };
  }
}

const paid = {
  marketingActive: true,
  paymentStatus: "paid",
  marketingActivatedAt: new Date("2026-11-20T10:00:00Z"),
} as const;

describe("the Kyero feed against Kyero's v3 schema", () => {
  test("a translated listing with every language, its point and its photos validates; so does a bare one", async () => {
    const db = database().db;
    const owner = await createUser(db);
    const translated = await createProperty(db, owner.id, {
      ...paid,
      address: "Calle del Mar 3, 03590 Altea",
      province: "Alicante",
      latitude: 38.59871234,
      longitude: -0.05123987,
      catastralReference: "9872023VH5797S0001WX",
      videoUrl: "https://www.youtube.com/watch?v=abc",
      virtualTourUrl: "https://my.matterport.com/show/?m=SxQL3iGyoDo",
      images: [
        "/files/property-images/u1/p1/1-salon-1920.webp",
        "/files/property-images/u1/p1/2-plano-1920.webp",
      ],
      floorPlanImage: "/files/property-images/u1/p1/2-plano-1920.webp",
      features: ["Piscina", "Terraza & vistas <al mar>"],
    });
    const descriptions = {
      en: "Bright flat with sea views.",
      de: "Helle Wohnung mit Meerblick.",
      fr: "Appartement lumineux avec vue sur la mer.",
      nl: "Licht appartement met zeezicht.",
    };
    await db.insert(listingTranslations).values(
      Object.entries(descriptions).map(([locale, description]) => ({
        propertyId: translated.id,
        locale,
        description,
        source: "seller" as const,
        reviewedAt: new Date(),
      })),
    );
    await createProperty(db, owner.id, {
      ...paid,
      title: "Trastero",
      propertyType: "Trastero",
      energyRating: "En trámite",
      bedrooms: null,
      bathrooms: null,
      size: null,
      images: [],
      features: [],
    });

    const xml = await feedBody();
    const verdict = await validate(xml);
    expect(verdict.output).toContain("validates");
    expect(verdict.valid).toBe(true);
    for (const [locale, description] of Object.entries(descriptions)) {
      expect(xml).toContain(`<${locale}>${description}</${locale}>`);
      expect(xml).toContain(`<${locale}>${PUBLIC_URL}/${locale}/`);
    }
    expect(xml).toContain(`<url>${PUBLIC_URL}/feeds/fotos/u1/p1/2-plano-1920.jpg</url>`);
  });

  test("the schema is no rubber stamp: the elements the feed once wrote are refused", async () => {
    const db = database().db;
    const owner = await createUser(db);
    await createProperty(db, owner.id, {
      ...paid,
      images: ["/files/property-images/u1/p1/1-salon-1920.webp"],
    });
    const xml = await feedBody();
    expect((await validate(xml)).valid).toBe(true);

    const withWebp = xml.replace(
      "/feeds/fotos/u1/p1/1-salon-1920.jpg",
      "/files/property-images/u1/p1/1-salon-1920.webp",
    );
    expect((await validate(withWebp)).output).toMatch(/url.*not accepted by the pattern/);
    const withVideo = xml.replace("</images>", "</images><video_url>https://youtu.be/abc</video_url>");
    expect((await validate(withVideo)).output).toMatch(/video_url.*not expected/);
  });
});
