import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { leads } from "#app/db/schema/index";
import { OPEN_LEAD_PARAM } from "#app/domain/kernel/dashboard-urls";
import { defineMessageTranslationJob } from "#app/domain/leads/intake/message-translation.server";
import { translatorFromEnv } from "#app/lib/translation.server";
import { sessionCookie } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { TEST_PUBLIC_URL } from "#tests/support/auth-context";
import { personFilled, postLeadForm, withListingLeads } from "#tests/support/listing-leads";
import { handleRequest, loadTestServerBuild } from "#tests/support/request-handler";

/**
 * A buyer writes from the English listing; the seller, who reads Spanish, sees their words as
 * written and the adapter's translation under them. The adapter is a local stand-in speaking
 * DeepL's /v2/translate; when it fails, the lead is kept and the card shows the original only.
 */
type Received = { source: unknown; target: unknown; text: string };
const received: Received[] = [];
let adapterUp = true;
let server: Server;
const env: NodeJS.ProcessEnv = { DEEPL_API_KEY: "stand-in-key:fx" };

const database = withTestDatabase();
const fixture = withListingLeads(database, {
  env,
  prepare: (context) => {
    const translator = translatorFromEnv(context.env);
    if (translator) defineMessageTranslationJob(context.jobs, { db: database().db, translator });
  },
});

beforeAll(async () => {
  await loadTestServerBuild();
}, 180_000);
beforeAll(async () => {
  server = createServer(async (request, response) => {
    let raw = "";
    for await (const chunk of request) raw += chunk;
    const body = JSON.parse(raw) as { text: string[]; source_lang: unknown; target_lang: unknown };
    const text = body.text[0] ?? "";
    received.push({ source: body.source_lang, target: body.target_lang, text });
    if (!adapterUp) return void response.writeHead(503).end("{}");
    response.writeHead(200, { "Content-Type": "application/json" });
    response.end(JSON.stringify({ translations: [{ text: `Traducido: ${text}` }] }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  env.DEEPL_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let context: AppLoadContext;
let listingId: string;
beforeEach(() => {
  ({ context, listingId } = fixture);
  received.length = 0;
  adapterUp = true;
});

const HOSTILE = 'Hello, is the flat still available?\n<img src=x onerror="alert(1)">';

async function writeFrom(path: string, message: string) {
  const answer = await postLeadForm(
    context,
    listingId,
    { intent: "contact", ...personFilled(context, listingId), message },
    { path },
  );
  expect(answer.status).toBe(303);
  await context.jobs.idle();
}

/** 'Compradores' with the buyer's card opened, as the link in the seller's e-mail opens it. */
async function buyersPage() {
  const cookie = await sessionCookie(context, fixture.seller);
  const [lead] = await database().db.select({ id: leads.id }).from(leads);
  const query = new URLSearchParams({ propiedad: listingId, [OPEN_LEAD_PARAM]: lead?.id ?? "" });
  const response = await handleRequest(
    new Request(`${TEST_PUBLIC_URL}/dashboard/compradores?${query}`, { headers: { cookie } }),
    context,
  );
  expect(response.status).toBe(200);
  return response.text();
}

describe("the seller reads a buyer's message in another language", () => {
  test("the card shows the message as written and, below, the adapter's Spanish, stored once", async () => {
    await writeFrom(`/en/propiedad/${listingId}`, HOSTILE);
    expect(received).toEqual([{ source: "EN", target: "ES", text: HOSTILE }]);
    const [lead] = await database().db.select().from(leads);
    expect(lead?.messageTranslation).toBe(`Traducido: ${HOSTILE}`);

    const page = await buyersPage();
    expect(page).toContain("Escribe en inglés");
    expect(page).toMatch(/<p lang="en"[^>]*>Hello, is the flat still available\?/);
    expect(page).toContain("Traducción automática:");
    expect(page).toContain("Traducido: Hello, is the flat still available?");
    // Untrusted words stay words: the buyer's markup is escaped in both texts.
    expect(page).not.toContain('<img src=x onerror="alert(1)">');
    expect(page).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    // Reading the page again asks the adapter nothing.
    await buyersPage();
    expect(received).toHaveLength(1);
  });

  test("a failing adapter keeps the lead, and the card shows only the buyer's words", async () => {
    adapterUp = false;
    await writeFrom(`/de/propiedad/${listingId}`, "Guten Tag, ist die Wohnung noch frei?");
    expect(received.map((request) => request.source)).toEqual(["DE"]);
    const [lead] = await database().db.select().from(leads);
    expect(lead).toMatchObject({ locale: "de", messageTranslation: null });

    const page = await buyersPage();
    expect(page).toContain("Guten Tag, ist die Wohnung noch frei?");
    expect(page).toContain("Escribe en alemán");
    expect(page).not.toContain("Traducción automática:");
  });

  test("a message in Spanish is never sent to the adapter", async () => {
    await writeFrom(`/propiedad/${listingId}`, "Hola, ¿sigue disponible?");
    expect(received).toEqual([]);
    expect(await buyersPage()).not.toContain("Traducción automática:");
  });
});
