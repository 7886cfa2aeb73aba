import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import type { AppLoadContext } from "react-router";
import { beforeAll, describe, expect, test } from "vitest";
import { arrasContracts, leadOffers, leads, leadViewings } from "#app/db/schema/index";
import { isViewingHour, VIEWING_WINDOW } from "#app/domain/leads/viewings/viewing-slots";
import { ARRAS_DATE_BOUNDS } from "#app/domain/sale/arras.schema";
import { addDays, addYears, isCalendarDay, madridDay } from "#app/lib/calendar";
import { configureStorage } from "#app/lib/storage.server";
import { action as propertyAction } from "#app/routes/public/property";
import { loader as saleCalculatorLoader } from "#app/routes/public/sale-calculator";
import { action as startPaymentAction } from "#app/routes/resources/payment-start";
import { action as testCardAction } from "#app/routes/resources/payment-test-card";
import { createProperty } from "#tests/factories/properties";
import { createUser } from "#tests/factories/users";
import { createTestContext, sessionCookie } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { callRoute, TEST_PUBLIC_URL } from "#tests/support/auth-context";
import { dashboardAction } from "#tests/support/dashboard-routes";
import { expectPoliteAnswer, HOSTILE_RUNS, hostileRequest, hostileValue } from "#tests/support/hostile-input";
import { listingStamp } from "#tests/support/listing-leads";
import { sellAction } from "#tests/support/process-routes";

/**
 * Every date and time a form takes, generated — days that do not exist
 * (30 February, 31 April), leap days, years 0 to 10000, hours 24 and 25, the hour skipped and the
 * hour repeated when Madrid's clocks change, the edges of each form's window, and anything else
 * a field can hold — answers never a 5xx: a Spanish error beside the field, or a stored value
 * inside the form's bounds. Only the date fields vary, so a fifth of the hostile count per form
 * covers them, and never under 200 where the count allows: the viewing form stores about one
 * generated slot in fifteen, and some must be stored (checked below). The arras contract renders a
 * PDF for each accepted one and gets a tenth, never under 100 there (200 and 100 on PGlite in CI).
 */
const LEAD_RUNS = Math.max(Math.ceil(HOSTILE_RUNS / 5), Math.min(HOSTILE_RUNS, 200));
const ARRAS_RUNS = Math.max(Math.ceil(HOSTILE_RUNS / 10), Math.min(Math.ceil(HOSTILE_RUNS / 3), 100));

const database = withTestDatabase();
let context: AppLoadContext;
let listingId: string;
let ownerCookie: string;
let viewingLeadId: string;
let arrasListingId: string;
let paymentId: string;
let payerCookie: string;
const today = () => madridDay(Date.now());

const pad = (value: number, width: number) => String(value).padStart(width, "0");

/** Years people type, mistype and attackers try, weighted towards the ones a form would accept. */
const year = fc.oneof(
  {
    arbitrary: fc.integer({ min: -1, max: 3 }).map((offset) => Number(today().slice(0, 4)) + offset),
    weight: 6,
  },
  { arbitrary: fc.constantFrom(0, 1, 999, 1899, 1900, 2000, 2024, 2099, 2100, 9999, 10000), weight: 2 },
  { arbitrary: fc.integer({ min: 0, max: 10_000 }), weight: 1 },
);

/** A day as a date input sends it — often one that does not exist — or slightly off. */
const day: fc.Arbitrary<string> = fc.oneof(
  {
    arbitrary: fc
      .record({ year, month: fc.integer({ min: 0, max: 13 }), day: fc.integer({ min: 0, max: 32 }) })
      .map(({ year, month, day }) => `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`),
    weight: 6,
  },
  {
    arbitrary: fc
      .record({ year, month: fc.constantFrom(2, 4, 6, 9, 11), day: fc.constantFrom(28, 29, 30, 31) })
      .map(({ year, month, day }) => `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`),
    weight: 3,
  },
  { arbitrary: fc.integer({ min: -400, max: 800 }).map((days) => addDays(today(), days)), weight: 4 },
  {
    arbitrary: fc.constantFrom("2027-02-30", "2027-02-29", "2027-04-31", "2027-06-31", "2028-02-29"),
    weight: 2,
  },
  {
    arbitrary: fc
      .record({ year: fc.integer({ min: 0, max: 99_999 }), month: fc.nat(99), day: fc.nat(99) })
      .map(({ year, month, day }) => `${year}-${month}-${day}`),
    weight: 1,
  },
);

/** Madrid's clock changes, last Sunday of March and of October: around the skipped and repeated hour. */
const clockChange = fc
  .record({
    year: fc.integer({ min: 2026, max: 2028 }),
    month: fc.constantFrom(3, 10),
    time: fc.constantFrom("01:59", "02:00", "02:30", "02:59", "03:00", "08:00", "22:00"),
  })
  .map(({ year, month, time }) => {
    const lastDay = new Date(Date.UTC(year, month, 0));
    const sunday = lastDay.getUTCDate() - lastDay.getUTCDay();
    return `${year}-${pad(month, 2)}-${pad(sunday, 2)}T${time}`;
  });

/** A datetime-local value: any generated day at any hour (24 and 25 included), or a clock change. */
const dateTime: fc.Arbitrary<string> = fc.oneof(
  {
    arbitrary: fc
      .record({ day, hour: fc.integer({ min: 0, max: 25 }), minute: fc.constantFrom(0, 15, 30, 59, 60) })
      .map(({ day, hour, minute }) => `${day}T${pad(hour, 2)}:${pad(minute, 2)}`),
    weight: 6,
  },
  {
    arbitrary: fc
      .record({ days: fc.integer({ min: -2, max: 95 }), hour: fc.integer({ min: 6, max: 23 }) })
      .map(({ days, hour }) => `${addDays(today(), days)}T${pad(hour, 2)}:00`),
    weight: 4,
  },
  { arbitrary: clockChange, weight: 2 },
  { arbitrary: hostileValue, weight: 1 },
);

/** A second or third time, left empty half the time (as people do). */
const optionalDateTime = fc.option(dateTime, { freq: 2 });

/** A lead form's answer to a refused submission: Conform's field errors and the values typed. */
const formReply = (result: unknown) =>
  (result as { data: { result: { error: Record<string, unknown>; initialValue: Record<string, string> } } })
    .data.result;

const stamp = () => listingStamp(context, listingId);
const onListing = (id: string) => (args: never) =>
  propertyAction({ ...(args as object), params: { id } } as never);

beforeAll(async () => {
  const { db } = database();
  configureStorage({ rootDir: mkdtempSync(path.join(tmpdir(), "zaguan-dates-hostile-")) });
  context = createTestContext(db, { CONTACT_RATE_LIMIT_FACTOR: "100000" });
  const seller = await createUser(db, { name: "Lucía Vendedora" });
  ownerCookie = await sessionCookie(context, seller);
  listingId = (await createProperty(db, seller.id, { title: "Ático con vistas", price: 265_000 })).id;
  arrasListingId = (await createProperty(db, seller.id, { marketingActive: true, visitsManaged: true })).id;
  const [lead] = await db
    .insert(leads)
    .values({
      propertyId: listingId,
      kind: "viewing",
      state: "requested",
      buyerName: "Marta",
      buyerEmail: "marta@example.es",
    })
    .returning({ id: leads.id });
  viewingLeadId = lead?.id ?? "";
  await db
    .insert(leadViewings)
    .values({ leadId: viewingLeadId, proposedSlots: [new Date(Date.now() + 5 * 86_400_000)] });
  const payer = await createUser(db, { name: "Pablo Pagador", billing: true });
  payerCookie = await sessionCookie(context, payer);
  const unpaid = await createProperty(db, payer.id, { marketingActive: false, paymentStatus: "pending" });
  const started = await callRoute(
    startPaymentAction,
    hostileRequest(
      `${TEST_PUBLIC_URL}/pagos/iniciar`,
      [
        ["propertyId", unpaid.id],
        ["product", "marketing"],
      ],
      payerCookie,
    ),
    context,
  );
  const opened = started as unknown as { data: { payment: { providerPaymentId: string } } };
  paymentId = opened.data.payment.providerPaymentId;
});

describe(`generated dates (${LEAD_RUNS} per lead form, ${ARRAS_RUNS} for the arras contract): 0 × 5xx`, () => {
  test("'Hacer una oferta': the arras date is refused beside its field, or stored from tomorrow to a year ahead", async () => {
    await fc.assert(
      fc.asyncProperty(day, async (arrasDate) => {
        const request = hostileRequest(`${TEST_PUBLIC_URL}/propiedad/${listingId}`, [
          ["intent", "make-offer"],
          ["name", "Marta Compradora"],
          ["email", "marta.compradora@example.es"],
          ["amount", "250.000"],
          ["financing", "cash"],
          ["arrasDate", arrasDate],
          ["acceptPrivacy", "on"],
          ["formStamp", stamp()],
        ]);
        const result = await callRoute(onListing(listingId), request, context);
        const status = expectPoliteAnswer(result);
        if (status === 400) {
          const { error, initialValue } = formReply(result);
          expect(Object.keys(error)).toEqual(["arrasDate"]);
          // Every typed value comes back to its field.
          expect(initialValue).toMatchObject({ arrasDate, amount: "250.000", name: "Marta Compradora" });
        } else expect(status).toBe(303);
      }),
      { numRuns: LEAD_RUNS },
    );
    const stored = await database().db.select({ arrasDate: leadOffers.arrasDate }).from(leadOffers);
    if (LEAD_RUNS >= 100) expect(stored.length).toBeGreaterThan(0);
    for (const { arrasDate } of stored) {
      expect(isCalendarDay(arrasDate)).toBe(true);
      expect(arrasDate > today()).toBe(true);
      expect(arrasDate <= addYears(today(), 1)).toBe(true);
    }
  }, 900_000);

  test("'Solicitar visita': each time is refused beside its field, or stored two hours to 90 days ahead, 08:00–22:00 Madrid", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.tuple(dateTime, optionalDateTime, optionalDateTime),
        async ([slot1, slot2, slot3]) => {
          const request = hostileRequest(`${TEST_PUBLIC_URL}/propiedad/${listingId}`, [
            ["intent", "request-viewing"],
            ["name", "Marta Compradora"],
            ["email", "marta.compradora@example.es"],
            ["slot1", slot1],
            ["slot2", slot2 ?? ""],
            ["slot3", slot3 ?? ""],
            ["acceptPrivacy", "on"],
            ["formStamp", stamp()],
          ]);
          const result = await callRoute(onListing(listingId), request, context);
          const status = expectPoliteAnswer(result);
          if (status === 400) {
            for (const field of Object.keys(formReply(result).error))
              expect(["slot1", "slot2", "slot3"]).toContain(field);
          } else expect(status).toBe(303);
        },
      ),
      { numRuns: LEAD_RUNS },
    );
    const stored = await database()
      .db.select({ createdAt: leads.createdAt, slots: leadViewings.proposedSlots })
      .from(leads)
      .innerJoin(leadViewings, eq(leadViewings.leadId, leads.id))
      .where(eq(leads.buyerEmail, "marta.compradora@example.es"));
    if (LEAD_RUNS >= 100) expect(stored.length).toBeGreaterThan(0);
    for (const { createdAt, slots } of stored)
      for (const slot of slots) {
        expect(slot.getTime()).toBeGreaterThanOrEqual(
          createdAt.getTime() + VIEWING_WINDOW.minLeadMinutes * 60_000 - 60_000,
        );
        expect(slot.getTime()).toBeLessThanOrEqual(
          createdAt.getTime() + VIEWING_WINDOW.maxAheadDays * 86_400_000,
        );
        expect(isViewingHour(slot)).toBe(true);
      }
  }, 900_000);

  test("'Proponer otra hora': refused with a Spanish toast, or within the same window", async () => {
    await fc.assert(
      fc.asyncProperty(dateTime, async (slot) => {
        const request = hostileRequest(
          `${TEST_PUBLIC_URL}/dashboard`,
          [
            ["intent", "propose-viewing-time"],
            ["leadId", viewingLeadId],
            ["slot", slot],
          ],
          ownerCookie,
        );
        const status = expectPoliteAnswer(await callRoute(dashboardAction, request, context));
        // 409 once the viewing's three proposals are spent.
        expect([302, 400, 409]).toContain(status);
      }),
      { numRuns: LEAD_RUNS },
    );
    const [viewing] = await database()
      .db.select({ scheduledAt: leadViewings.scheduledAt })
      .from(leadViewings)
      .where(eq(leadViewings.leadId, viewingLeadId));
    if (viewing?.scheduledAt) expect(isViewingHour(viewing.scheduledAt)).toBe(true);
  }, 900_000);

  test("the arras contract: its two dates are refused beside their fields, or stored within their bounds", async () => {
    const form = (signingDate: string, deedDeadline: string): Array<[string, string]> => [
      ["intent", "save-arras"],
      ["propertyId", arrasListingId],
      ["seller1Name", "Lucía Martín Ortega"],
      ["seller1Id", "12345678Z"],
      ["buyer1Name", "Marta Compradora Ruiz"],
      ["buyer1Id", "X1234567L"],
      ["seller1Domicile", "Calle de Colón 3, Valencia"],
      ["seller1MaritalStatus", "soltero"],
      ["buyer1Domicile", "Avenida del Puerto 20, Valencia"],
      ["buyer1MaritalStatus", "soltero"],
      ["propertyAddress", "Calle de Cádiz 45, Valencia"],
      ["catastralReference", "9872023VH5797S0001WX"],
      ["salePrice", "250000"],
      ["arrasAmount", "25000"],
      ["arrasKind", "penitenciales"],
      ["costsSplit", "ley"],
      ["chargesState", "libre"],
      ["place", "Valencia"],
      ["signingDate", signingDate],
      ["deedDeadline", deedDeadline],
    ];
    // Two days drawn apart, or a deed drawn after a signing (most pairs of random days are refused).
    const datePair = fc.oneof(
      fc.tuple(day, day),
      day.chain((signing) =>
        isCalendarDay(signing)
          ? fc
              .integer({ min: -10, max: 800 })
              .map((days) => [signing, addDays(signing, days)] as [string, string])
          : fc.constant([signing, signing] as [string, string]),
      ),
    );
    await fc.assert(
      fc.asyncProperty(datePair, async ([signingDate, deedDeadline]) => {
        const request = hostileRequest(
          `${TEST_PUBLIC_URL}/vender`,
          form(signingDate, deedDeadline),
          ownerCookie,
        );
        expectPoliteAnswer(await callRoute(sellAction, request, context));
      }),
      { numRuns: ARRAS_RUNS },
    );
    const rows = await database().db.select({ terms: arrasContracts.terms }).from(arrasContracts);
    // One row per listing, rewritten by each accepted save: the last one accepted is checked.
    if (ARRAS_RUNS >= 100) expect(rows.length).toBeGreaterThan(0);
    for (const { terms } of rows) {
      const { signingDate, deedDeadline } = terms as { signingDate: string; deedDeadline: string };
      expect(isCalendarDay(signingDate) && isCalendarDay(deedDeadline)).toBe(true);
      expect(deedDeadline > signingDate).toBe(true);
      expect(deedDeadline <= addYears(signingDate, ARRAS_DATE_BOUNDS.deedYears)).toBe(true);
    }
  }, 900_000);

  test("the sale calculator's dates and the test card's expiry: a Spanish error, never a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(day, day, async (purchase, sale) => {
        const query = new URLSearchParams({
          precio: "320.000",
          compra: "200000",
          "fecha-compra": purchase,
          "fecha-venta": sale,
          "valor-suelo": "48.000",
          "valor-catastral": "120.000",
          "tipo-plusvalia": "25",
        });
        const result = await callRoute(
          saleCalculatorLoader as never,
          new Request(`${TEST_PUBLIC_URL}/calculadora-venta?${query}`),
          context,
        );
        expect(expectPoliteAnswer(result)).toBe(200);
      }),
      { numRuns: LEAD_RUNS },
    );
    const expiry = fc.oneof(
      fc
        .record({ month: fc.integer({ min: 0, max: 13 }), year: fc.nat(99) })
        .map(({ month, year }) => `${pad(month, 2)}/${pad(year, 2)}`),
      hostileValue,
    );
    await fc.assert(
      fc.asyncProperty(expiry, async (value) => {
        // A card number that never charges: the expiry is judged, the payment stays pending.
        const request = hostileRequest(
          `${TEST_PUBLIC_URL}/pagos/prueba`,
          [
            ["paymentId", paymentId],
            ["cardNumber", "1234"],
            ["expiry", value],
            ["cvc", "123"],
          ],
          payerCookie,
        );
        expect(expectPoliteAnswer(await callRoute(testCardAction, request, context))).toBe(400);
      }),
      { numRuns: LEAD_RUNS },
    );
  }, 900_000);
});
