import type { AppLoadContext } from "react-router";
import { beforeAll, describe, expect, test } from "vitest";
import { createProperty } from "#tests/factories/properties";
import { createUser } from "#tests/factories/users";
import { createTestContext } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { TEST_PUBLIC_URL } from "#tests/support/auth-context";
import { handleRequest, loadTestServerBuild } from "#tests/support/request-handler";

/**
 * The portal as a buyer who reads English, German, French or Dutch gets it: the same page under
 * the language's prefix, in its words, telling browsers and search engines of its other versions.
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
  const owner = await createUser(db, { name: "Ana Propietaria", email: "ana.languages@example.es" });
  ({ id: listingId } = await createProperty(db, owner.id, {
    price: 350_000,
    bedrooms: 3,
    bathrooms: 1,
    propertyType: "Piso",
  }));
});

const get = (path: string) => handleRequest(new Request(`${TEST_PUBLIC_URL}${path}`), context);

describe("the portal in every language", () => {
  test("/en/portal is written in English, and says so to browsers and assistive technology", async () => {
    const response = await get("/en/portal?provincia=Valencia");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain("<title>Homes for sale in Spain | ");
    expect(html).toContain("1 property");
    expect(html).toContain("3 bedrooms");
    expect(html).toContain("1 bathroom");
    expect(html).toContain("€350,000");
    expect(html).toContain('action="/en/portal"');
    expect(html).toContain("Skip to content");
    expect(html).not.toContain("Aplicar Filtros");
  });

  test("each version names all five and Spanish as x-default, for the same search", async () => {
    const html = await (await get("/de/portal?provincia=Valencia")).text();
    expect(html).toContain('<html lang="de"');
    expect(html).toContain("3 Zimmer");
    expect(html).toContain("350.000\u00a0€");
    for (const [hreflang, path] of [
      ["es", "/portal"],
      ["en", "/en/portal"],
      ["de", "/de/portal"],
      ["fr", "/fr/portal"],
      ["nl", "/nl/portal"],
      ["x-default", "/portal"],
    ]) {
      expect(html).toContain(
        `<link rel="alternate" hrefLang="${hreflang}" href="${TEST_PUBLIC_URL}${path}?provincia=Valencia"/>`,
      );
    }
  });

  test("the language switch keeps the page and its search, each language named in itself", async () => {
    const html = await (await get("/en/portal?provincia=Valencia")).text();
    expect(html).toMatch(/<nav aria-label="Language"/);
    expect(html).toMatch(/<a href="\/de\/portal\?provincia=Valencia" lang="de"[^>]*>Deutsch<\/a>/);
    expect(html).toMatch(/<a href="\/portal\?provincia=Valencia" lang="es"[^>]*>Español<\/a>/);
    expect(html).toMatch(/<a href="\/en\/portal\?provincia=Valencia" lang="en" aria-current="page"/);
    // No suggestion on a page already in a language other than Spanish.
    expect(html).not.toContain("data-language-suggestion");
  });

  test("the Spanish portal stays at the root, in Spanish, offering the others", async () => {
    const html = await (await get("/portal")).text();
    expect(html).toContain('<html lang="es"');
    expect(html).toContain("<title>Portal Inmobiliario | ");
    expect(html).toContain("3 hab.");
    expect(html).toContain("1 baño");
    expect(html).toContain("350.000\u00a0€");
    // The slot the public script fills from the browser's languages: the same HTML for everyone.
    expect(html).toMatch(/<nav aria-label="Idioma" data-language-suggestion=""/);
  });

  test("a visitor's portal in another language is left shareable, exactly as the Spanish one", async () => {
    for (const path of ["/portal", "/en/portal", "/nl/portal"]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      // No private, no-store: the public page cache keeps it, keyed by its path (ADR 0006).
      expect(response.headers.get("Cache-Control"), path).toBeNull();
    }
  });

  test("a search cleaned up stays in its language", async () => {
    const response = await get("/fr/portal?provincia=&q=");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/fr/portal");
  });

  test("an unknown language, or a page not translated, is a 404", async () => {
    expect((await get("/xx/portal")).status).toBe(404);
    expect((await get("/en/como-vendemos")).status).toBe(404);
  });
});

describe("the listing in every language", () => {
  test("/en/propiedad/:id is in English, names its five versions and leads back to the English portal", async () => {
    const response = await get(`/en/propiedad/${listingId}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain("Sold by owner");
    expect(html).toContain(">Flat<");
    expect(html).toContain('aria-label="Price and contact"');
    expect(html).toMatch(/<a[^>]*href="\/en\/portal"[^>]*>.*Back to the listings/);
    for (const [hreflang, path] of [
      ["es", `/propiedad/${listingId}`],
      ["en", `/en/propiedad/${listingId}`],
      ["nl", `/nl/propiedad/${listingId}`],
      ["x-default", `/propiedad/${listingId}`],
    ]) {
      expect(html).toContain(
        `<link rel="alternate" hrefLang="${hreflang}" href="${TEST_PUBLIC_URL}${path}"/>`,
      );
    }
    expect(html).toContain(`<link rel="canonical" href="${TEST_PUBLIC_URL}/en/propiedad/${listingId}"/>`);
  });

  test("the Spanish listing keeps its words at the root", async () => {
    const html = await (await get(`/propiedad/${listingId}`)).text();
    expect(html).toContain('<html lang="es"');
    expect(html).toContain("Venta Particular");
    expect(html).toContain("Volver al Portal");
    expect(html).not.toContain("Sold by owner");
  });

  test("a card on the German portal opens the German listing", async () => {
    const html = await (await get("/de/portal?provincia=Valencia")).text();
    expect(html).toContain(`href="/de/propiedad/${listingId}"`);
  });
});
