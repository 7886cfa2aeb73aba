import { expect, type Page, test } from "@playwright/test";
import { cards, DEMO, openPage } from "./helpers";

/** The detail page of the first card the portal shows for `search`. */
async function openListing(page: Page, search: string) {
  await openPage(page, `/portal?q=${encodeURIComponent(search)}`);
  const href = await cards(page).first().getByRole("heading").getByRole("link").getAttribute("href");
  if (!href) throw new Error(`no listing for ${search}`);
  return href;
}

test.describe("from a card to the listing", () => {
  test("clicking anywhere on a card opens its page, and 'Volver al Portal' returns to the same results", async ({
    page,
  }) => {
    await openPage(page, "/portal?q=chamberi");
    // The middle of the card is its photo: the title's link covers the whole card.
    await cards(page).first().click();
    await expect(page).toHaveURL(/\/propiedad\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1, name: DEMO.chamberi })).toBeVisible();

    await page.getByRole("link", { name: "Volver al Portal" }).click();
    await expect(page).toHaveURL(/\/portal\?q=chamberi$/);
  });
});

test.describe("the listing page", () => {
  test("shows the listing as the spec describes", async ({ page }) => {
    const href = await openListing(page, "chamberi");
    await openPage(page, href);
    await expect(page.getByRole("heading", { level: 1, name: DEMO.chamberi })).toBeVisible();
    await expect(page.getByText("Calle de Fuencarral 142, 28010 Madrid").first()).toBeVisible();

    const description = page.getByRole("region", { name: "Descripción" });
    // Paragraphs typed by the seller keep their line breaks: innerText, because it reads them as rendered.
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered line breaks are what is tested
    expect(await description.locator("p").innerText()).toMatch(/mañana\.\n\nLa distribución/);
    await expect(page.getByRole("region", { name: "Características" }).getByText("Ascensor")).toBeVisible();

    const panel = page.getByRole("complementary", { name: "Precio y contacto" });
    await expect(panel.getByText("585.000 €")).toBeVisible();
    for (const label of ["Dorm.", "Baños", "Superficie"]) await expect(panel.getByText(label)).toBeVisible();
    await expect(panel.getByText("112 m²")).toBeVisible();
    await expect(panel.getByText("Certificado energético: D")).toBeVisible();
    await expect(panel.getByText("Venta Particular")).toBeVisible();
    await expect(panel.getByText("Lucía", { exact: true })).toBeVisible();
    // The number only after 'Ver teléfono' (tests/e2e/portal/phone.spec.ts).
    await expect(panel.getByRole("button", { name: "Ver teléfono" })).toBeVisible();
    await expect(panel.getByText("+34 600 101 234")).toHaveCount(0);

    const notaSimple = page.getByRole("link", { name: /Solicitar Nota Simple/ });
    await expect(notaSimple).toHaveAttribute("href", "https://sede.registradores.org");
    await expect(notaSimple).toHaveAttribute("rel", "noopener noreferrer");
    await expect(notaSimple).toHaveAttribute("target", "_blank");

    // The heart: a visitor is asked to sign in first (tests/e2e/portal/favourites.spec.ts).
    await panel.getByRole("button", { name: "Guardar", exact: true }).click();
    await expect(page).toHaveURL(/\/auth\?from=favorito&redirectTo=/);
  });

  test("an agency listing names the agency and says 'Colaboración de Agencia'", async ({ page }) => {
    await openPage(page, await openListing(page, "tetuan"));
    const panel = page.getByRole("complementary", { name: "Precio y contacto" });
    await expect(panel.getByText("Colaboración de Agencia")).toBeVisible();
    await expect(panel.getByText("Vértice Hogar Inmobiliaria S.L.")).toBeVisible();
  });

  test("a listing without a phone says 'Teléfono no disponible'", async ({ page }) => {
    await openPage(page, await openListing(page, "betanzos"));
    await expect(page.getByRole("button", { name: "Teléfono no disponible" })).toBeDisabled();
  });

  test("is server-rendered with its title, description, photo, canonical URL and offer data", async ({
    page,
    request,
    baseURL,
  }) => {
    const href = await openListing(page, "soho");
    const response = await request.get(href);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(
      "<title>Ático con terraza y vistas al puerto en el Soho en Calle Tomás Heredia 18, 29001 Málaga | Zaguán</title>",
    );
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
    expect(description.startsWith("Ático en el barrio del Soho")).toBe(true);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(html).toContain(`<link rel="canonical" href="${baseURL}${href}"`);
    expect(html).toMatch(
      new RegExp(`<meta property="og:image" content="${baseURL}/files/property-images/[^"]+-1920\\.webp"`),
    );

    const jsonLd = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html)?.[1] ?? "{}";
    const data = JSON.parse(jsonLd);
    expect(data.offers).toMatchObject({ price: 449000, priceCurrency: "EUR" });
    expect(data.offers.itemOffered.address).toMatchObject({ addressLocality: "Málaga", postalCode: "29001" });
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    // The bands below the first screen are drawn only as the reader nears them: until then they
    // must neither widen the page nor be missing once reached.
    test("fits the screen's width, and the lower bands are there when the buyer scrolls to them", async ({
      page,
    }) => {
      await openPage(page, await openListing(page, "chamberi"));
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(await overflow()).toBe(0);

      const offer = page.getByRole("heading", { name: "Hacer una oferta" });
      await offer.scrollIntoViewIfNeeded();
      await expect(offer).toBeInViewport();
      await expect(page.getByRole("button", { name: "Enviar oferta" })).toBeVisible();
      expect(await overflow()).toBe(0);
    });
  });
});

test.describe("the gallery", () => {
  test("thumbnails choose the main photo; the viewer turns with keys and closes with Escape", async ({
    page,
  }) => {
    await openPage(page, await openListing(page, "chamberi"));
    const main = page.getByRole("button", { name: /a pantalla completa/ });
    await expect(main).toHaveAccessibleName("Ver la foto 1 de 15 a pantalla completa");
    await page.getByRole("button", { name: "Mostrar la foto 3" }).click();
    await expect(main).toHaveAccessibleName("Ver la foto 3 de 15 a pantalla completa");
    await expect(main.locator("img")).toHaveAttribute("srcset", /400w.*960w.*1920w/);

    await main.click();
    const viewer = page.getByRole("dialog");
    await expect(viewer.getByText("3 / 15")).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(viewer.getByText("4 / 15")).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(viewer.getByText("2 / 15")).toBeVisible();
    await viewer.getByRole("button", { name: "Foto siguiente" }).click();
    await expect(viewer.getByText("3 / 15")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();
  });

  test("a swipe turns the photo on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openPage(page, await openListing(page, "chamberi"));
    await page.getByRole("button", { name: /a pantalla completa/ }).click();
    const viewer = page.getByRole("dialog");
    const photo = viewer.getByRole("img", { name: /foto 1 de 15/ });
    const box = await photo.boundingBox();
    if (!box) throw new Error("no photo");
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.2, y, { steps: 5 });
    await page.mouse.up();
    await expect(viewer.getByText("2 / 15")).toBeVisible();
  });
});

test.describe("listings that cannot be shown", () => {
  test("an unknown id is a 404 page with 'Volver al Portal'", async ({ page }) => {
    const response = await page.goto("/propiedad/00000000-0000-4000-8000-000000000000");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Propiedad no encontrada" })).toBeVisible();
    await page.getByRole("link", { name: "Volver al Portal" }).click();
    await expect(page).toHaveURL(/\/portal$/);
  });

  test("a malformed id is a 404 too, not a server error", async ({ request }) => {
    const response = await request.get("/propiedad/no-existe'--");
    expect(response.status()).toBe(404);
  });
});
