import type { AppLoadContext } from "react-router";
import { beforeAll, describe, expect, test } from "vitest";
import { CONTACT_INTENT } from "#app/domain/leads/intake/contact.schema";
import { OFFER_INTENT } from "#app/domain/leads/offers/offer.schema";
import { REQUEST_VIEWING_INTENT } from "#app/domain/leads/viewings/viewing.schema";
import { createMemoryRateLimitStore } from "#app/lib/rate-limit.server";
import { createProperty } from "#tests/factories/properties";
import { createUser } from "#tests/factories/users";
import { createTestContext } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { postForm, TEST_PUBLIC_URL } from "#tests/support/auth-context";
import { listingStamp } from "#tests/support/listing-leads";
import {
  dataUrl,
  handleRequest,
  loadTestServerBuild,
  routeModule,
  routeRows,
} from "#tests/support/request-handler";

/**
 * Every form that answers 429 says when to come back: each is sent until it is refused, as a page
 * (a form without JavaScript) and as single fetch (`.data`), and every refusal carries Retry-After.
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
  const seller = await createUser(db, { name: "Lucía Vendedora", email: "lucia.retry@example.es" });
  listingId = (await createProperty(db, seller.id, { title: "Ático con vistas en Ruzafa" })).id;
});

const DAY_MS = 86_400_000;
const isoDate = (daysAhead: number) => new Date(Date.now() + daysAhead * DAY_MS).toISOString().slice(0, 10);

/** A buyer who took ten seconds over the form; a new stamp each time (a stamp may serve one post). */
const buyer = (attempt: number) => ({
  formStamp: listingStamp(context, listingId, 10_000 + attempt),
  name: "Marta Compradora",
  email: "marta.compradora@example.es",
  phone: "+34 611 222 333",
  acceptPrivacy: "on",
  website: "",
});

type Limited = { name: string; url: () => string; fields: (attempt: number) => Record<string, string> };

const LIMITED_FORMS: Limited[] = [
  {
    name: "signing in with a wrong password",
    url: () => "/auth",
    fields: () => ({ intent: "sign-in", email: "rosa.cerrojo@example.es", password: "no-es-la-buena" }),
  },
  {
    name: "creating accounts",
    url: () => "/auth",
    fields: (attempt) => ({
      intent: "sign-up",
      name: "Rosa Registro",
      email: `rosa.registro.${attempt}@example.es`,
      password: "una-contraseña-larga-1",
    }),
  },
  {
    name: "asking for a password reset",
    url: () => "/request-password-reset",
    fields: () => ({ email: "rosa.olvido@example.es" }),
  },
  {
    name: "setting a new password",
    url: () => "/reset-password",
    fields: () => ({
      token: "enlace-caducado",
      password: "una-contraseña-larga-1",
      confirmPassword: "una-contraseña-larga-1",
    }),
  },
  {
    name: "resending the verification e-mail",
    url: () => "/verify-email",
    fields: () => ({ intent: "resend", email: "rosa.verifica@example.es" }),
  },
  {
    name: "writing to a seller",
    url: () => `/propiedad/${listingId}`,
    fields: (attempt) => ({
      ...buyer(attempt),
      intent: CONTACT_INTENT,
      message: "Hola, ¿sigue disponible? Me gustaría saber más del piso.",
    }),
  },
  {
    name: "asking for a viewing",
    url: () => `/propiedad/${listingId}`,
    fields: (attempt) => ({
      ...buyer(attempt),
      intent: REQUEST_VIEWING_INTENT,
      slot1: `${isoDate(3)}T11:00`,
      slot2: `${isoDate(4)}T18:30`,
      slot3: "",
    }),
  },
  {
    name: "making an offer",
    url: () => `/propiedad/${listingId}`,
    fields: (attempt) => ({
      ...buyer(attempt),
      intent: OFFER_INTENT,
      amount: "250.000",
      financing: "mortgage",
      arrasDate: isoDate(30),
      conditions: "Sujeta a hipoteca.",
    }),
  },
  {
    name: "checking a contract",
    url: () => "/verificar-contrato",
    fields: () => ({ code: "00000-00000" }),
  },
];

/** More than any limit here allows; a form never refused within it fails the test. */
const MAX_ATTEMPTS = 60;
/** Refusals checked per form and way: the first and the ones after it. */
const REFUSALS_CHECKED = 3;

async function refusals(form: Limited, way: "document" | "data"): Promise<Response[]> {
  // Its own counters: each form and way starts from nothing spent.
  const own = { ...context, rateLimiter: createMemoryRateLimitStore() };
  const url = way === "data" ? dataUrl(`${TEST_PUBLIC_URL}${form.url()}`) : form.url();
  const refused: Response[] = [];
  for (let attempt = 0; attempt < MAX_ATTEMPTS && refused.length < REFUSALS_CHECKED; attempt++) {
    const response = await handleRequest(postForm(url, form.fields(attempt)), own);
    expect(response.status, `${form.name}, attempt ${attempt + 1}`).toBeLessThan(500);
    if (response.status === 429) refused.push(response);
    else if (refused.length > 0) throw new Error(`${form.name}: accepted again after a 429`);
  }
  return refused;
}

describe.each(LIMITED_FORMS)("$name", (form) => {
  test.each(["document", "data"] as const)("every 429 says when to come back (%s)", async (way) => {
    const refused = await refusals(form, way);
    expect(refused).toHaveLength(REFUSALS_CHECKED);
    for (const response of refused) {
      expect(Number(response.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
    }
  });
});

test("every page with a form passes its action's Retry-After on (its `headers` export)", async () => {
  const pagesWithForms = [];
  for (const row of routeRows()) {
    const module = await routeModule(row.file);
    if (!module.default || !module.action) continue;
    pagesWithForms.push(row.id);
    const headers = module.headers;
    expect(typeof headers, `${row.id} exports no headers`).toBe("function");
    const answered = (headers as (args: unknown) => Headers | HeadersInit)({
      actionHeaders: new Headers({ "Retry-After": "120" }),
      loaderHeaders: new Headers(),
      parentHeaders: new Headers(),
      errorHeaders: undefined,
    });
    expect(new Headers(answered).get("Retry-After"), row.id).toBe("120");
  }
  expect(pagesWithForms.length).toBeGreaterThanOrEqual(15);
});
