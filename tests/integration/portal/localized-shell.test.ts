import type { AppLoadContext } from "react-router";
import { beforeAll, describe, expect, test } from "vitest";
import { createProperty } from "#tests/factories/properties";
import { createUser } from "#tests/factories/users";
import { createTestContext } from "#tests/setup/context";
import { withTestDatabase } from "#tests/setup/db";
import { TEST_PUBLIC_URL } from "#tests/support/auth-context";
import { handleRequest, loadTestServerBuild } from "#tests/support/request-handler";

/**
 * What was still Spanish on the English and German listing and portal: the gallery and its viewer,
 * the energy scale, the features, the phone button, the share dialog, the mortgage page without
 * JavaScript, and the site's header and footer. The three buyer forms and the seller's own text are
 * not checked here (the forms are translated on their own; the seller's text is theirs).
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
  const owner = await createUser(db, { name: "Ana Propietaria", email: "ana.shell@example.es" });
  ({ id: listingId } = await createProperty(db, owner.id, {
    price: 350_000,
    size: 92,
    images: Array.from({ length: 7 }, (_, index) => `/files/fotos/ejemplo-${index + 1}.jpg`),
    features: ["Piscina", "Aire Acondicionado", "Armarios empotrados"],
    energyRating: "C",
  }));
});

const get = (path: string) => handleRequest(new Request(`${TEST_PUBLIC_URL}${path}`), context);

/** The page as a reader meets it, aria names and alt texts included, the forms and the seller's text left out. */
function readable(html: string): string {
  return (
    html
      .replace(/<(script|style)[\s\S]*?<\/\1>/g, "")
      // The three buyer forms, each a section named by its '…-titulo' heading.
      .replace(/<section id="[^"]*" aria-labelledby="[^"]*-titulo"[\s\S]*?<\/section>/g, "")
      .replaceAll("<!-- -->", "")
  );
}

/** Spanish the localized pages used to show; none of it is a seller's word or a form's. */
const SPANISH_LISTING = [
  "Ver las 7 fotos",
  "7 fotos",
  "a pantalla completa",
  "Mostrar la foto",
  "Foto anterior",
  "Foto siguiente",
  "◀ Este inmueble",
  ">Ver teléfono<",
  ">Compartir<",
  "Compartir Propiedad",
  "Comparte esta propiedad",
  "Enlace de la propiedad",
  "Copiar enlace",
  ">Descripción<",
  ">Piscina<",
  ">Aire Acondicionado<",
  ">Armarios empotrados<",
];
const SPANISH_SHELL = [
  "ir al inicio",
  ">Inicio<",
  ">Cómo vendemos<",
  ">Para Inmobiliarias<",
  ">Vender Propiedad<",
  ">Acceder<",
  "Abrir menú",
  "Cerrar menú",
  "Principal (móvil)",
  "Guías para vender",
  ">Vender piso<",
  "Preguntas frecuentes",
  "Términos y Condiciones<",
  "Preferencias de cookies",
  "Todos los derechos reservados",
  "Vende tu casa sin agencia",
];

/** The Spanish policy's own words: the translated policy names only the Spanish text that prevails. */
const SPANISH_POLICY = [
  "<title>Política de Privacidad",
  "Última actualización",
  "Tus datos",
  "Contenido del documento",
  ">Contenido<",
  "Responsable del tratamiento",
  "Qué datos tratamos",
  "Para qué los usamos y con qué base legal",
  "Con quién los compartimos",
  "Cuánto tiempo los conservamos",
  "Tus derechos y cómo ejercerlos",
  "Base: la ejecución del contrato",
  "Correo de privacidad",
  "Menores y cambios en esta política",
];

describe("the privacy policy in the reader's language", () => {
  test.each(["en", "de", "fr", "nl"])(
    "the %s policy shows none of the Spanish policy's words",
    async (locale) => {
      const response = await get(`/${locale}/politica-de-privacidad`);
      expect(response.status).toBe(200);
      const page = readable(await response.text());
      expect(page).toContain(`<html lang="${locale}"`);
      for (const spanish of [...SPANISH_POLICY, ...SPANISH_SHELL])
        expect(page, spanish).not.toContain(spanish);
      // The footer leads to the policy in the page's own language.
      expect(page).toContain(`href="/${locale}/politica-de-privacidad"`);
    },
  );

  test("the English policy is a notice under the GDPR, and says the Spanish text prevails", async () => {
    const page = readable(await (await get("/en/politica-de-privacidad")).text());
    for (const words of [
      "<title>Privacy Policy | ",
      "Articles 13 and 14 of the General Data Protection Regulation",
      "Ley Orgánica 3/2018, LOPDGDD",
      "if the two ever differ, the Spanish text prevails",
      "Agencia Española de Protección de Datos (www.aepd.es), under Article 77 GDPR",
      "Under Articles 15 to 22 GDPR",
      '<link rel="alternate" hrefLang="de" href="http://localhost:3000/de/politica-de-privacidad"/>',
    ])
      expect(page, words).toContain(words);
  });

  test("a listing's buyer forms ask to accept the policy in the page's language", async () => {
    const html = await (await get(`/fr/propiedad/${listingId}`)).text();
    expect(html).toContain('href="/fr/politica-de-privacidad"');
    expect(html).not.toContain('href="/politica-de-privacidad"');
  });
});

describe("the localized listing and portal, every word in the reader's language", () => {
  test.each(["en", "de"])("the %s listing shows none of the Spanish it used to", async (locale) => {
    const response = await get(`/${locale}/propiedad/${listingId}`);
    expect(response.status).toBe(200);
    const page = readable(await response.text());
    for (const spanish of [...SPANISH_LISTING, ...SPANISH_SHELL])
      expect(page, spanish).not.toContain(spanish);
  });

  test("the English listing says it in English, and links the guide's costs", async () => {
    const page = readable(await (await get(`/en/propiedad/${listingId}`)).text());
    for (const words of [
      "See all 7 photos",
      "View photo 1 of 7 full screen",
      "◀ This home",
      ">Show phone number<",
      ">Share<",
      "Share this home",
      ">Swimming pool<",
      ">Fitted wardrobes<",
      ">Description<",
      'href="/en/guides/buying-a-home-in-spain#costs"',
      'action="/en/propiedad/',
      // What the script names the call link and announces once the number is in.
      'data-call-label="Call {phone}"',
    ])
      expect(page).toContain(words);
  });

  test.each(["en", "de"])(
    "the %s portal shows none of the shell's Spanish, and leads to the guide",
    async (locale) => {
      const page = readable(await (await get(`/${locale}/portal`)).text());
      for (const spanish of SPANISH_SHELL) expect(page, spanish).not.toContain(spanish);
      const guide =
        locale === "en" ? "/en/guides/buying-a-home-in-spain" : "/de/ratgeber/immobilienkauf-in-spanien";
      expect(page).toContain(`href="${guide}"`);
    },
  );

  test("the English header and footer lead to English pages, and name a Spanish-only one as such", async () => {
    const page = readable(await (await get("/en/portal")).text());
    expect(page).toMatch(/<nav aria-label="Main"[\s\S]*?href="\/en\/portal"[\s\S]*?>Homes for sale</);
    expect(page).toMatch(/href="\/en\/guides\/buying-a-home-in-spain"[^>]*>Buying in Spain</);
    expect(page).toMatch(
      /hrefLang="es"[^>]*href="\/como-vendemos"[^>]*>Selling a home in Spain \(in Spanish\)</,
    );
    expect(page).toContain("All rights reserved.");
    expect(page).toContain("Sign in");
  });

  test("the German mortgage page without JavaScript is German and stays in German", async () => {
    const response = await get(
      `/de/propiedad/${listingId}/hipoteca?precio=300000&entrada=20&interes=3&plazo=25`,
    );
    const html = response.status === 200 ? await response.text() : "";
    expect(response.status, "the page, or a redirect to its one address").toBeLessThan(400);
    const page =
      response.status === 200
        ? html
        : await (await get(response.headers.get("Location")?.replace(TEST_PUBLIC_URL, "") ?? "")).text();
    expect(page).toContain('<html lang="de"');
    expect(page).toContain("Zurück zur Immobilie");
    expect(page).toContain("Monatliche Kreditrate");
    expect(page).not.toContain("Volver a la propiedad");
  });

  test("the English mortgage page reads '€245,000' as written there, and asks again for '245.000'", async () => {
    const read = await get(
      `/en/propiedad/${listingId}/hipoteca?precio=${encodeURIComponent("€245,000")}&entrada=20&interes=3.5&plazo=30`,
    );
    expect(read.status).toBe(302);
    expect(read.headers.get("Location")).toBe(
      `/en/propiedad/${listingId}/hipoteca?precio=245000&entrada=20&interes=3.5&plazo=30`,
    );
    const asked = await get(
      `/en/propiedad/${listingId}/hipoteca?precio=245.000&entrada=20&interes=3.5&plazo=30`,
    );
    expect(asked.status).toBe(200);
    const page = await asked.text();
    expect(page).toContain("We cannot tell whether that price includes cents");
    expect(page).toContain('value="245.000"');
  });

  test("the Spanish shell is as it was", async () => {
    const page = readable(await (await get("/portal")).text());
    for (const spanish of [
      ">Inicio<",
      ">Cómo vendemos<",
      ">Para Inmobiliarias<",
      ">Vender Propiedad<",
      "Guías para vender",
      "Preguntas frecuentes",
      "Todos los derechos reservados",
    ])
      expect(page).toContain(spanish);
    expect(page).not.toContain("buying-guide-banner");
  });
});
