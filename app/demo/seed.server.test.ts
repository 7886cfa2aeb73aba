import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { accounts, invoices, leads, payments, properties, saleBuyers, users } from "#app/db/schema/index";
import { listCampaigns } from "#app/domain/campaign/board.server";
import { listOwnFavourites } from "#app/domain/favourites/favourites.server";
import { listOwnLeads } from "#app/domain/leads/log/lead-log.server";
import {
  formTypesForPortalType,
  isFormPropertyType,
  PORTAL_PROPERTY_TYPES,
} from "#app/domain/listings/catalogues";
import { photoVariantUrl } from "#app/domain/listings/photo-variants";
import { hasEnoughPhotos } from "#app/domain/listings/photos";
import { recentPriceDrop } from "#app/domain/listings/price-drop";
import { recentPriceChanges } from "#app/domain/listings/price-history.server";
import { createAuth } from "#app/domain/users/auth.server";
import { needsRehash } from "#app/domain/users/password.server";
import { BUCKETS, createDiskStorage, type FileStorage } from "#app/lib/storage.server";
import { createTestDatabase, type TestDatabase } from "#tests/setup/db";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./accounts";
import { seedDemoData } from "./seed.server";

const logger = pino({ level: "silent" });
const SEED_TIMEOUT = 60_000;

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe("demo data", () => {
  let database: TestDatabase;
  let rootDir: string;
  let storage: FileStorage;

  beforeAll(async () => {
    database = await createTestDatabase();
    rootDir = mkdtempSync(path.join(tmpdir(), "zaguan-seed-"));
    storage = createDiskStorage(rootDir);
    await seedDemoData(database.db, { logger, storage });
  }, SEED_TIMEOUT);

  afterAll(async () => {
    await database?.close();
    rmSync(rootDir, { recursive: true, force: true });
  });

  const allListings = () => database.db.select().from(properties);
  const published = async () => (await allListings()).filter((listing) => listing.status === "published");

  test("publishes at least 24 listings in at least 8 provinces", async () => {
    const listings = await published();

    expect(listings.length).toBeGreaterThanOrEqual(24);
    expect(new Set(listings.map((listing) => listing.province)).size).toBeGreaterThanOrEqual(8);
  });

  test("every portal type finds private listings through its form types, and agency ones are typed too", async () => {
    const particular = (await published()).filter((listing) => listing.propertyOrigin === "particular");

    for (const portalType of PORTAL_PROPERTY_TYPES) {
      const formTypes: readonly string[] = formTypesForPortalType(portalType);
      const matches = particular.filter((listing) => formTypes.includes(listing.propertyType ?? ""));
      expect(matches.length, portalType).toBeGreaterThan(0);
    }
  });

  test("agency listings carry a real type, their company details and a commission", async () => {
    const agencyListings = (await published()).filter((listing) => listing.propertyOrigin === "agency");
    const [agencyUser] = await database.db.select().from(users).where(eq(users.email, "agencia@zaguan.test"));

    expect(agencyListings.length).toBeGreaterThanOrEqual(3);
    for (const listing of agencyListings) {
      expect(listing.userId).toBe(agencyUser?.id);
      expect(isFormPropertyType(listing.propertyType)).toBe(true);
      expect(listing.agencyDetails?.company_name).toBeTruthy();
      expect(listing.agencyDetails?.legal_rep_dni).toMatch(/^\d{8}[A-Z]$/);
      expect(listing.agencyCommissionPercentage).toBeGreaterThan(0);
      expect(listing.catastralReference).toMatch(/^[0-9A-Z]{20}$/);
    }
  });

  test("private listings come from the demo owner and other owners", async () => {
    const particular = (await published()).filter((listing) => listing.propertyOrigin === "particular");
    const [demoOwner] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, "particular@zaguan.test"));

    expect(particular.some((listing) => listing.userId === demoOwner?.id)).toBe(true);
    expect(new Set(particular.map((listing) => listing.userId)).size).toBeGreaterThanOrEqual(4);
  });

  test("published listings have their marketing paid, a price, an energy label and +34 phones", async () => {
    const listings = await published();

    for (const listing of listings) {
      expect(listing).toMatchObject({ marketingActive: true, paymentStatus: "paid", countryCode: "+34" });
      expect(listing.price).toBeGreaterThan(0);
      expect(listing.energyRating).toBeTruthy();
      expect(listing.description?.split("\n\n").length).toBeGreaterThanOrEqual(2);
    }
    expect(listings.filter((listing) => listing.phone === null).length).toBeGreaterThanOrEqual(2);
  });

  test("the demo owner has saved two listings, one since sold, and one chalet's price has just dropped (issue #24)", async () => {
    const { db } = database;
    const [owner] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_ACCOUNTS.particular.email));
    const saved = await listOwnFavourites(db, owner?.id ?? "");
    expect(saved.map((favourite) => favourite.status).sort()).toEqual(["En venta", "Vendida"]);
    const chalet = saved.find((favourite) => favourite.status === "En venta");
    const changes = await recentPriceChanges(db, chalet?.id ?? "");
    expect(recentPriceDrop(changes, chalet?.price ?? null, new Date())?.previousPrice).toBe(489_000);
  });

  test("three listings are sold with the sale confirmed", async () => {
    const sold = (await allListings()).filter((listing) => listing.status === "sold");

    expect(sold).toHaveLength(3);
    for (const listing of sold) expect(listing.saleConfirmed).toBe(true);
  });

  test("listing dates are spread over the last 60 days", async () => {
    const now = Date.now();
    const ages = (await allListings()).map((listing) => (now - listing.createdAt.getTime()) / 86_400_000);

    expect(Math.min(...ages)).toBeGreaterThan(0);
    expect(Math.max(...ages)).toBeLessThanOrEqual(61);
    expect(Math.max(...ages) - Math.min(...ages)).toBeGreaterThan(30);
  });

  test("every photo URL points at a stored WebP, with its thumbnail beside it", async () => {
    const listings = await allListings();

    for (const listing of listings) {
      // The demo meets the rule it enforces: a listing is published with the photo minimum.
      expect(hasEnoughPhotos(listing.images.length)).toBe(true);
      for (const url of listing.images) {
        expect(url.startsWith(`/files/property-images/${listing.userId}/${listing.id}/`)).toBe(true);
        for (const variant of [url, photoVariantUrl(url, 400)]) {
          const file = await storage.get(
            BUCKETS.propertyImages,
            variant.replace("/files/property-images/", ""),
          );
          expect(file?.contentType, variant).toBe("image/webp");
        }
      }
    }
  });

  test("the demo private owner's listings have their payments", async () => {
    const [demoOwner] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, "particular@zaguan.test"));
    const rows = await database.db
      .select()
      .from(payments)
      .where(eq(payments.userId, demoOwner?.id ?? ""));

    expect(rows.length).toBeGreaterThanOrEqual(3);
    const marketing = rows.filter((row) => row.productType === "marketing");
    for (const row of marketing) {
      expect(row).toMatchObject({ amount: 60500, status: "succeeded", provider: "test" });
      expect(row.providerPaymentId).toMatch(/^test_marketing_[0-9a-f-]{36}$/);
    }
    // 'Mis Pagos' offers each one's invoice, issued to the owner by name, DNI and domicile.
    const issued = await database.db
      .select()
      .from(invoices)
      .where(eq(invoices.userId, demoOwner?.id ?? ""));
    expect(issued).toHaveLength(rows.length);
    for (const invoice of issued)
      expect(invoice).toMatchObject({
        customerName: demoOwner?.name,
        customerTaxId: demoOwner?.dni,
        customerAddress: "Calle de Alcalá 123, 4.º B, 28009 Madrid (Madrid)",
        series: "F",
      });
    // The whole demo series is correlative: 1..n in each year, no gaps.
    const series = await database.db.select({ year: invoices.year, number: invoices.number }).from(invoices);
    for (const year of new Set(series.map((row) => row.year))) {
      const numbers = series
        .filter((row) => row.year === year)
        .map((row) => row.number)
        .sort((a, b) => a - b);
      expect(numbers).toEqual(numbers.map((_, index) => index + 1));
    }
  });

  test("buyers have contacted the demo private owner's listings, and the sold one names its buyer", async () => {
    const [demoOwner] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, "particular@zaguan.test"));
    const rows = await database.db
      .select({ lead: leads, owner: properties.userId, listingCreatedAt: properties.createdAt })
      .from(leads)
      .innerJoin(properties, eq(properties.id, leads.propertyId));

    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(new Set(rows.map((row) => row.owner))).toEqual(new Set([demoOwner?.id]));
    expect(new Set(rows.map((row) => row.lead.kind))).toEqual(new Set(["enquiry", "viewing", "offer"]));
    for (const { lead, listingCreatedAt } of rows) {
      expect(lead.buyerEmail).toMatch(/@example\.com$/);
      expect(lead.createdAt.getTime()).toBeGreaterThan(listingCreatedAt.getTime());
      expect(lead.createdAt.getTime()).toBeLessThan(Date.now());
    }
    expect(rows.some((row) => row.lead.discardedAt !== null)).toBe(true);

    // 'Compradores' shows the viewing request with the times the buyer proposed, all still ahead.
    const log = await listOwnLeads(database.db, demoOwner?.id ?? "");
    const viewing = log.find((lead) => lead.kind === "viewing");
    expect(viewing?.viewing?.proposedSlots).toHaveLength(3);
    for (const slot of viewing?.viewing?.proposedSlots ?? []) {
      expect(new Date(slot.value).getTime()).toBeGreaterThan(Date.now());
      expect(slot.label).toMatch(/^(sábado|domingo), \d{1,2} de \w+ de \d{4}, \d{2}:\d{2}$/);
    }

    const answers = await database.db
      .select({ answer: saleBuyers, status: properties.status, owner: properties.userId })
      .from(saleBuyers)
      .innerJoin(properties, eq(properties.id, saleBuyers.propertyId));
    expect(answers).toHaveLength(1);
    expect(answers[0]).toMatchObject({ status: "sold", owner: demoOwner?.id, answer: { source: "lead" } });
    expect(rows.map((row) => row.lead.id)).toContain(answers[0]?.answer.soldToLeadId);
  });

  test("the campaign board shows the demo campaigns live on their channels, one of them late", async () => {
    const campaigns = await listCampaigns(database.db);
    const listings = await allListings();
    expect(campaigns).toHaveLength(listings.length);
    expect(campaigns.filter((campaign) => campaign.isDelayed)).toHaveLength(1);
    const states = campaigns.flatMap((campaign) => campaign.channels.map((channel) => channel.state));
    expect(states.filter((state) => state === "active").length).toBeGreaterThan(states.length / 2);
    expect(new Set(states)).toEqual(new Set(["active", "pending", "paused", "ended"]));
    for (const campaign of campaigns) {
      const live = campaign.channels.filter((channel) => channel.state === "active");
      for (const channel of live) expect(channel.externalUrl).toMatch(/^https:\/\/.*zaguan-/);
      if (campaign.status === "sold") expect(live).toEqual([]);
    }
  });

  test("the demo owner's buyers came by several channels, and by our own portal", async () => {
    const [demoOwner] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, "particular@zaguan.test"));
    const channels = new Set(
      (await listOwnLeads(database.db, demoOwner?.id ?? "")).map((lead) => lead.channelLabel),
    );
    expect(channels).toContain("Directo (Zaguán)");
    expect(channels).toContain("idealista");
    expect(channels.size).toBeGreaterThanOrEqual(4);
  });

  test("the demo accounts have their roles, verified e-mails and a valid DNI for the private owner", async () => {
    const rows = await database.db.select().from(users);
    const byEmail = new Map(rows.map((row) => [row.email, row]));

    expect(byEmail.get("admin@zaguan.test")).toMatchObject({ role: "admin", name: "Ana Administradora" });
    expect(byEmail.get("tester@zaguan.test")?.role).toBe("tester");
    expect(byEmail.get("agencia@zaguan.test")?.role).toBe("user");
    const owner = byEmail.get("particular@zaguan.test");
    expect(owner?.role).toBe("user");
    const dni = owner?.dni ?? "";
    expect(dni).toMatch(/^\d{8}[A-Z]$/);
    expect("TRWAGMYFPDXBNJZSQVHLCKE"[Number(dni.slice(0, 8)) % 23]).toBe(dni[8]);
    for (const row of rows) expect(row.emailVerified).toBe(true);
  });

  test("the demo private owner signs in through better-auth with the demo password", async () => {
    const auth = createAuth({
      db: database.db,
      secret: "x".repeat(32),
      publicUrl: "http://localhost:3000",
      isProduction: false,
    });

    const result = await auth.api.signInEmail({
      body: { email: "particular@zaguan.test", password: DEMO_PASSWORD },
    });

    expect(result.user.email).toBe("particular@zaguan.test");
    expect(result.token).toBeTruthy();
    // Hashed as a sign-up is: nothing to upgrade at the first sign-in.
    const [credential] = await database.db
      .select({ password: accounts.password })
      .from(accounts)
      .where(eq(accounts.userId, result.user.id));
    expect(needsRehash(credential?.password ?? "")).toBe(false);
    // better-auth warns about the wrong password on the console; that warning is expected here.
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      await expect(
        auth.api.signInEmail({ body: { email: "particular@zaguan.test", password: "otra-clave-123" } }),
      ).rejects.toThrow();
    } finally {
      warn.mockRestore();
    }
  });

  test(
    "running it again adds nothing",
    async () => {
      const snapshot = async () => ({
        users: (await database.db.select({ n: count() }).from(users))[0]?.n,
        accounts: (await database.db.select({ n: count() }).from(accounts))[0]?.n,
        properties: (await database.db.select({ n: count() }).from(properties))[0]?.n,
        payments: (await database.db.select({ n: count() }).from(payments))[0]?.n,
        invoices: (await database.db.select({ n: count() }).from(invoices))[0]?.n,
        files: filesUnder(rootDir).length,
      });
      const before = await snapshot();

      const result = await seedDemoData(database.db, { logger, storage });

      expect(result).toBeNull();
      expect(await snapshot()).toEqual(before);
    },
    SEED_TIMEOUT,
  );
});

describe("a demo seed that fails", () => {
  test("says which demo e-mail is taken and writes nothing", async () => {
    const database = await createTestDatabase();
    const rootDir = mkdtempSync(path.join(tmpdir(), "zaguan-seed-taken-"));
    try {
      await database.db.insert(users).values({ id: "someone", name: "Alguien", email: "tester@zaguan.test" });

      await expect(
        seedDemoData(database.db, { logger, storage: createDiskStorage(rootDir) }),
      ).rejects.toThrow(/tester@zaguan\.test/);

      expect(await database.db.select().from(properties)).toHaveLength(0);
      expect(filesUnder(rootDir)).toEqual([]);
    } finally {
      await database.close();
      rmSync(rootDir, { recursive: true, force: true });
    }
  });

  test(
    "removes the photos it wrote when the database transaction fails",
    async () => {
      const database = await createTestDatabase();
      const rootDir = mkdtempSync(path.join(tmpdir(), "zaguan-seed-fail-"));
      const storage = createDiskStorage(rootDir);
      let photosWritten = 0;
      const countingStorage: FileStorage = {
        ...storage,
        async put(...args) {
          photosWritten++;
          await storage.put(...args);
        },
      };
      // The connection drops just when the rows are about to be written.
      const failingDb = new Proxy(database.db, {
        get(target, property) {
          if (property === "transaction") return async () => Promise.reject(new Error("conexión perdida"));
          return Reflect.get(target, property, target);
        },
      });
      try {
        await expect(seedDemoData(failingDb, { logger, storage: countingStorage })).rejects.toThrow(
          "conexión perdida",
        );

        expect(photosWritten).toBeGreaterThan(0);
        expect(filesUnder(path.join(rootDir, BUCKETS.propertyImages))).toEqual([]);
        expect(await database.db.select().from(users)).toHaveLength(0);
      } finally {
        await database.close();
        rmSync(rootDir, { recursive: true, force: true });
      }
    },
    SEED_TIMEOUT,
  );
});
