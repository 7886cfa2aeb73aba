import { eq, like } from "drizzle-orm";
import fc from "fast-check";
import type { AppLoadContext } from "react-router";
import { beforeAll, describe, expect, test } from "vitest";
import { leadOffers, leads, leadViewings } from "#app/db/schema/index";
import { LEAD_CHANNEL_LABELS } from "#app/domain/campaign/channels";
import { buyerLinkToken } from "#app/domain/leads/requests/buyer-link.server";
import { isViewingHour, VIEWING_WINDOW } from "#app/domain/leads/viewings/viewing-slots";
import { addDays, addYears, madridDay } from "#app/lib/calendar";
import { cleanMultiLineText, isSingleLineText } from "#app/lib/zod";
import { action as buyerRequestAction } from "#app/routes/public/buyer-request";
import { action as propertyAction, loader as propertyLoader } from "#app/routes/public/property";
import { createProperty } from "#tests/factories/properties";
import { createUser } from "#tests/factories/users";
import { createTestContext, sessionCookie } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { callRoute, TEST_PUBLIC_URL } from "#tests/support/auth-context";
import { dashboardAction } from "#tests/support/dashboard-routes";
import {
  expectPoliteAnswer,
  FORBIDDEN_FIELDS,
  HOSTILE_PAYLOADS,
  HOSTILE_RUNS,
  hostileRequest,
  hostileSubmission,
  tablesFingerprint,
} from "#tests/support/hostile-input";
import { listingStamp } from "#tests/support/listing-leads";

const database = withTestDatabase();
/** Every value a lead's channel may hold (app/domain/campaign/channels.ts). */
const LEAD_CHANNELS = Object.keys(LEAD_CHANNEL_LABELS);
let context: AppLoadContext;
let listingId: string;
let intruderCookie: string;
let offerLeadId: string;
/** The form stamp of the `valid` forms: each run sends a fresh one in its place (a stamp serves one lead). */
let validStamp: string;
const withFreshStamp = (entries: Array<[string, string]>): Array<[string, string]> =>
  entries.map(([name, value]) =>
    name === "formStamp" && value === validStamp ? [name, listingStamp(context, listingId)] : [name, value],
  );

beforeAll(async () => {
  const { db } = database();
  // The limits are tested on their own (property-contact.server.test.ts): here most forms must reach the database.
  context = createTestContext(db, { CONTACT_RATE_LIMIT_FACTOR: "100000" });
  const seller = await createUser(db, { name: "Lucía Vendedora" });
  listingId = (await createProperty(db, seller.id, { title: "Ático con vistas" })).id;
  validStamp = listingStamp(context, listingId);
  await db.insert(leads).values({
    propertyId: listingId,
    kind: "enquiry",
    state: "received",
    buyerName: "Marta",
    buyerEmail: "marta@example.es",
    message: "Hola, ¿sigue a la venta?",
  });
  intruderCookie = await sessionCookie(context, await createUser(db, { name: "Bruno Curioso" }));
  const [offer] = await db
    .insert(leads)
    .values({
      propertyId: listingId,
      kind: "offer",
      state: "submitted",
      buyerName: "Pablo",
      buyerEmail: "pablo@example.es",
    })
    .returning({ id: leads.id });
  offerLeadId = offer?.id ?? "";
  await db
    .insert(leadOffers)
    .values({ leadId: offerLeadId, amount: 250_000, financing: "cash", arrasDate: "2030-01-15" });
});

const OFFER_FIELDS = [
  "name",
  "email",
  "phone",
  "amount",
  "financing",
  "arrasDate",
  "conditions",
  "acceptPrivacy",
  "website",
  "formStamp",
  "channel",
] as const;

const VIEWING_FIELDS = [
  "name",
  "email",
  "phone",
  "slot1",
  "slot2",
  "slot3",
  "acceptPrivacy",
  "website",
  "formStamp",
  "channel",
] as const;

const CONTACT_FIELDS = [
  "name",
  "email",
  "phone",
  "message",
  "acceptPrivacy",
  "website",
  "formStamp",
  "channel",
] as const;

describe(`hostile submissions (${HOSTILE_RUNS} each) to the buyer-contact forms`, () => {
  test("'Contactar con el vendedor': never a 5xx; whatever is stored is a clean, unread enquiry on this listing", async () => {
    const { db } = database();
    const contact = (args: never) =>
      propertyAction({ ...(args as object), params: { id: listingId } } as never);
    await fc.assert(
      fc.asyncProperty(
        hostileSubmission(
          CONTACT_FIELDS,
          { intent: "contact" },
          {
            valid: {
              name: "Marta Compradora",
              email: "marta.compradora@example.es",
              phone: "+34 611 222 333",
              message: "Hola, ¿se puede visitar el sábado?",
              acceptPrivacy: "on",
              website: "",
              formStamp: validStamp,
              channel: "idealista",
            },
          },
        ),
        async (entries) => {
          const request = hostileRequest(
            `${TEST_PUBLIC_URL}/propiedad/${listingId}`,
            withFreshStamp(entries),
          );
          expectPoliteAnswer(await callRoute(contact, request, context));
        },
      ),
      { numRuns: HOSTILE_RUNS },
    );
    const stored = await db.select().from(leads).where(eq(leads.kind, "enquiry"));
    expect(stored.length).toBeGreaterThan(1);
    for (const lead of stored) {
      expect(lead).toMatchObject({
        propertyId: listingId,
        kind: "enquiry",
        state: "received",
        buyerUserId: null,
      });
      // One-line fields refuse line breaks and controls; the message keeps only its line breaks.
      expect(isSingleLineText(lead.buyerName)).toBe(true);
      expect(isSingleLineText(lead.buyerPhone ?? "")).toBe(true);
      expect(cleanMultiLineText(lead.message)).toBe(lead.message);
      expect(lead.message.length).toBeLessThanOrEqual(2000);
      expect(lead.buyerEmail).toMatch(/^[^\s@]+@[^\s@]+$/);
      // A forged channel field is stored as 'directo', never as typed.
      expect(LEAD_CHANNELS).toContain(lead.channel);
    }
  }, 900_000);

  test("'Solicitar visita': never a 5xx; whatever is stored is a requested viewing with one to three times in its window", async () => {
    const { db } = database();
    const request = (args: never) =>
      propertyAction({ ...(args as object), params: { id: listingId } } as never);
    // A morning `days` ahead on Madrid's calendar, as the datetime-local input sends it.
    const inDays = (days: number) => `${addDays(madridDay(Date.now()), days)}T10:30`;
    await fc.assert(
      fc.asyncProperty(
        hostileSubmission(
          [...VIEWING_FIELDS],
          { intent: "request-viewing" },
          {
            valid: {
              name: "Marta Compradora",
              email: "marta.compradora@example.es",
              phone: "+34 611 222 333",
              slot1: inDays(3),
              slot2: inDays(4),
              slot3: "",
              acceptPrivacy: "on",
              website: "",
              formStamp: validStamp,
              channel: "google_ads",
            },
          },
        ),
        async (entries) => {
          const form = hostileRequest(`${TEST_PUBLIC_URL}/propiedad/${listingId}`, withFreshStamp(entries));
          expectPoliteAnswer(await callRoute(request, form, context));
        },
      ),
      { numRuns: HOSTILE_RUNS },
    );
    const stored = await db.select().from(leads).innerJoin(leadViewings, eq(leadViewings.leadId, leads.id));
    expect(stored.length).toBeGreaterThan(0);
    for (const { leads: lead, lead_viewings: viewing } of stored) {
      expect(lead).toMatchObject({ propertyId: listingId, kind: "viewing", state: "requested" });
      expect(LEAD_CHANNELS).toContain(lead.channel);
      expect(viewing.proposedSlots.length).toBeGreaterThanOrEqual(1);
      expect(viewing.proposedSlots.length).toBeLessThanOrEqual(3);
      for (const slot of viewing.proposedSlots) {
        expect(slot.getTime()).toBeGreaterThanOrEqual(
          lead.createdAt.getTime() + VIEWING_WINDOW.minLeadMinutes * 60_000 - 60_000,
        );
        expect(slot.getTime()).toBeLessThanOrEqual(
          lead.createdAt.getTime() + VIEWING_WINDOW.maxAheadDays * 86_400_000,
        );
        expect(isViewingHour(slot)).toBe(true);
      }
    }
  }, 900_000);

  test("a viewing's answers as someone else, and the buyer's page with any token: polite, and nothing changes", async () => {
    const { db } = database();
    const before = await tablesFingerprint(db, ["leads", "lead_viewings"]);
    const [viewing] = await db.select().from(leadViewings).limit(1);
    const leadId = viewing?.leadId ?? "";
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          ...["confirm-viewing", "propose-viewing-time", "reject-viewing", "cancel-viewing"].map((intent) =>
            hostileSubmission(
              ["leadId", "slot"],
              { intent },
              { valid: { leadId, slot: `${addDays(madridDay(Date.now()), 5)}T10:00` } },
            ),
          ),
        ),
        async (entries) => {
          const request = hostileRequest(`${TEST_PUBLIC_URL}/dashboard`, entries, intruderCookie);
          expectPoliteAnswer(await callRoute(dashboardAction, request, context));
        },
      ),
      { numRuns: HOSTILE_RUNS },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.string(),
        fc.oneof(
          ...["cancel-viewing", "accept-viewing-time", "rate-viewing"].map((intent) =>
            hostileSubmission(["rating", "comment"], { intent }),
          ),
        ),
        async (token, entries) => {
          const url = `${TEST_PUBLIC_URL}/solicitud/${encodeURIComponent(token)}`;
          const buyer = (args: never) =>
            buyerRequestAction({ ...(args as object), params: { token } } as never);
          expectPoliteAnswer(await callRoute(buyer, hostileRequest(url, entries), context));
        },
      ),
      { numRuns: HOSTILE_RUNS },
    );
    expect(await tablesFingerprint(db, ["leads", "lead_viewings"])).toBe(before);
  }, 900_000);

  test("'Compradores' as someone else: opening, discarding, approving or marking as spam any lead id changes nothing", async () => {
    const { db } = database();
    const before = await tablesFingerprint(db, ["leads", "blocked_senders"]);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          hostileSubmission(["leadId"], { intent: "open-lead" }),
          hostileSubmission(["leadId"], { intent: "discard-lead" }),
          hostileSubmission(["leadId"], { intent: "release-lead" }),
          hostileSubmission(["leadId"], { intent: "mark-lead-spam" }),
        ),
        async (entries) => {
          const request = hostileRequest(`${TEST_PUBLIC_URL}/dashboard`, entries, intruderCookie);
          expectPoliteAnswer(await callRoute(dashboardAction, request, context));
        },
      ),
      { numRuns: HOSTILE_RUNS },
    );
    expect(await tablesFingerprint(db, ["leads", "blocked_senders"])).toBe(before);
  }, 900_000);

  test("'Hacer una oferta': never a 5xx; whatever is stored is an unconfirmed offer with sane terms", async () => {
    const { db } = database();
    const makeOffer = (args: never) =>
      propertyAction({ ...(args as object), params: { id: listingId } } as never);
    const arrasDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    await fc.assert(
      fc.asyncProperty(
        hostileSubmission(
          OFFER_FIELDS,
          { intent: "make-offer" },
          {
            valid: {
              name: "Marta Compradora",
              email: "marta.compradora@example.es",
              phone: "",
              amount: "250.000",
              financing: "mortgage",
              arrasDate,
              conditions: "Sujeta a hipoteca.",
              acceptPrivacy: "on",
              website: "",
              formStamp: validStamp,
              channel: "otro",
            },
          },
        ),
        async (entries) => {
          const request = hostileRequest(
            `${TEST_PUBLIC_URL}/propiedad/${listingId}`,
            withFreshStamp(entries),
          );
          expectPoliteAnswer(await callRoute(makeOffer, request, context));
        },
      ),
      { numRuns: HOSTILE_RUNS },
    );
    const today = new Date().toISOString().slice(0, 10);
    const stored = await db
      .select()
      .from(leads)
      .innerJoin(leadOffers, eq(leadOffers.leadId, leads.id))
      .where(eq(leads.state, "unconfirmed"));
    expect(stored.length).toBeGreaterThan(1);
    for (const { leads: lead, lead_offers: terms } of stored) {
      expect(lead).toMatchObject({ propertyId: listingId, kind: "offer", buyerUserId: null });
      expect(LEAD_CHANNELS).toContain(lead.channel);
      expect(terms.amount).toBeGreaterThanOrEqual(1_000);
      expect(terms.amount).toBeLessThanOrEqual(265_000 * 100);
      expect(["mortgage", "cash"]).toContain(terms.financing);
      expect(terms.arrasDate > today).toBe(true);
      expect(terms.arrasDate <= addYears(madridDay(Date.now()), 1)).toBe(true);
      expect(cleanMultiLineText(terms.conditions)).toBe(terms.conditions);
    }
  }, 900_000);

  test("answering someone else's offer, or posting to a buyer link with any token, changes nothing", async () => {
    const { db } = database();
    const before = await tablesFingerprint(db, ["leads", "lead_offers"]);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          hostileSubmission(
            ["leadId"],
            { intent: "accept-offer", confirmed: "yes" },
            { valid: { leadId: offerLeadId } },
          ),
          hostileSubmission(["leadId"], { intent: "reject-offer" }, { valid: { leadId: offerLeadId } }),
          hostileSubmission(
            ["leadId", "counterAmount", "counterMessage"],
            { intent: "counter-offer" },
            {
              valid: { leadId: offerLeadId, counterAmount: "260.000", counterMessage: "" },
            },
          ),
        ),
        async (entries) => {
          const request = hostileRequest(`${TEST_PUBLIC_URL}/dashboard`, entries, intruderCookie);
          expectPoliteAnswer(await callRoute(dashboardAction, request, context));
        },
      ),
      { numRuns: HOSTILE_RUNS },
    );
    const realToken = buyerLinkToken(context.env.AUTH_SECRET, offerLeadId);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string(), fc.constant(`${offerLeadId}.${"A".repeat(43)}`), fc.constant(`${realToken}x`)),
        fc.constantFrom("confirm-offer", "accept-counteroffer", "nada"),
        async (token, intent) => {
          const request = hostileRequest(`${TEST_PUBLIC_URL}/solicitud/x`, [["intent", intent]]);
          const answer = (args: never) =>
            buyerRequestAction({ ...(args as object), params: { token } } as never);
          expect((await callRoute(answer, request, context)).status).toBeLessThan(500);
        },
      ),
      { numRuns: HOSTILE_RUNS },
    );
    expect(await tablesFingerprint(db, ["leads", "lead_offers"])).toBe(before);
  }, 900_000);
  test("the listing with any utm_source: a known channel or 'otro' in its forms; a forged channel field is stored as 'directo'", async () => {
    const { db } = database();
    const sources = [
      ...HOSTILE_PAYLOADS,
      ...FORBIDDEN_FIELDS,
      "Constructor",
      "hasOwnProperty",
      "idealista\r\nSet-Cookie: x=1",
      "idealista\u0000",
      "x".repeat(5_000),
      "milanuncios",
    ];
    const contact = (id: string) => (args: never) =>
      propertyAction({ ...(args as object), params: { id } } as never);
    const page = (args: never) => propertyLoader({ ...(args as object), params: { id: listingId } } as never);
    for (const source of sources) {
      const url = `${TEST_PUBLIC_URL}/propiedad/${listingId}?utm_source=${encodeURIComponent(source)}`;
      const result = (await callRoute(page, new Request(url), context)) as { status: number; data?: unknown };
      expect(result.status, source).toBe(200);
      // "_" is blank once the separators people type are dropped: no source at all.
      expect((result.data as { channel: string }).channel, source).toBe(source === "_" ? "directo" : "otro");
    }
    // The form as the page wrote it for a hostile source, then with its hidden field forged.
    const sent: Array<[string, string]> = [
      ["otro", "otro"],
      ["idealista", "idealista"],
      ...sources.map((forged): [string, string] => [forged, "directo"]),
    ];
    for (const [index, [channel]] of sent.entries()) {
      const entries: Array<[string, string]> = [
        ["intent", "contact"],
        ["name", "Marta Canal"],
        ["email", `canal-${index}@example.es`],
        ["message", "Hola, ¿sigue a la venta el ático?"],
        ["acceptPrivacy", "on"],
        ["formStamp", listingStamp(context, listingId)],
        ["channel", channel],
      ];
      const request = hostileRequest(`${TEST_PUBLIC_URL}/propiedad/${listingId}`, entries);
      expect((await callRoute(contact(listingId), request, context)).status).toBe(303);
    }
    const stored = await db
      .select({ email: leads.buyerEmail, channel: leads.channel })
      .from(leads)
      .where(like(leads.buyerEmail, "canal-%"));
    const byEmail = new Map(stored.map((row) => [row.email, row.channel]));
    expect(sent.map((_, index) => byEmail.get(`canal-${index}@example.es`))).toEqual(
      sent.map(([, expected]) => expected),
    );
  }, 120_000);
});
