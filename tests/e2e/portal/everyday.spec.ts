import { expect, type Page, test } from "@playwright/test";
import { cards, DEMO, filterForm, openPage, PORTAL_PAGE_SIZE } from "./helpers";

/** On a phone. */
test.use({ viewport: { width: 390, height: 844 } });

/** The demo's studio in Lavapiés: its owner has signed the arras. */
const RESERVED = "Estudio reformado a un paso de la plaza de Lavapiés";

async function openListing(page: Page, search: string) {
  await openPage(page, `/portal?q=${encodeURIComponent(search)}`);
  await cards(page).first().getByRole("heading").getByRole("link").click();
  await expect(page).toHaveURL(/\/propiedad\/[0-9a-f-]{36}$/);
}

test.describe("a reserved home (signed arras)", () => {
  test("its card says 'Reservado' and cannot be called as if it were for sale", async ({ page }) => {
    await openPage(page, "/portal?q=lavapies");
    const card = cards(page).filter({ hasText: RESERVED });
    // A badge on the photo, and the disabled button where 'Ver teléfono' would be.
    await expect(card.locator("span", { hasText: /^Reservado$/ })).toBeVisible();
    await expect(card.getByRole("button", { name: "Reservado" })).toBeDisabled();
    await expect(card.getByRole("button", { name: "Ver teléfono" })).toHaveCount(0);
    // A home still for sale keeps its 'Ver teléfono'.
    await openPage(page, "/portal?q=chamberi");
    await expect(cards(page).first().getByRole("button", { name: "Ver teléfono" })).toBeEnabled();
    await expect(cards(page).first().getByText("Reservado", { exact: true })).toHaveCount(0);
  });

  test("its page says 'Reservado', why, and offers no call", async ({ page }) => {
    await openListing(page, "lavapies");
    await expect(page.getByRole("heading", { level: 1, name: RESERVED })).toBeVisible();
    // Beside the type, under the photos.
    await expect(page.locator("main header").getByText("Reservado", { exact: true })).toBeVisible();
    const panel = page.getByRole("complementary", { name: "Precio y contacto" });
    await expect(panel.getByRole("button", { name: "Reservado" })).toBeDisabled();
    const why =
      "Reservado: el vendedor ha cerrado un acuerdo con un comprador y no admite más ofertas ni contactos. Si la reserva se libera, volverá a estar en venta.";
    await expect(panel.getByText(why)).toBeVisible();
    // Said once, beside the call button: not again in place of each buyer form.
    await expect(page.getByText(why)).toHaveCount(1);
    await expect(page.getByRole("heading", { name: "Hacer una oferta" })).toHaveCount(0);
    await expect(page.locator('a[href^="tel:"]')).toHaveCount(0);
    // Neither beside the price nor in the phone's bar (the similar listings' cards are other homes).
    await expect(panel.getByRole("button", { name: "Ver teléfono" })).toHaveCount(0);
    const bar = page.getByRole("region", { name: "Contacto", includeHidden: true });
    await expect(bar.getByRole("button", { name: "Ver teléfono", includeHidden: true })).toHaveCount(0);
  });
});

test.describe("the small things a buyer reads", () => {
  test("cards say '1 baño' and '2 baños'", async ({ page }) => {
    await openPage(page, "/portal?q=lavapies");
    await expect(
      cards(page).filter({ hasText: RESERVED }).getByText("1 baño", { exact: true }),
    ).toBeVisible();
    await openPage(page, "/portal?q=chamberi");
    await expect(cards(page).first().getByText("2 baños", { exact: true })).toBeVisible();
  });

  test("a private seller is shown by first name only, never the surnames", async ({ page }) => {
    await openListing(page, "chamberi");
    const panel = page.getByRole("complementary", { name: "Precio y contacto" });
    await expect(panel.getByText("Vendedor")).toBeVisible();
    await expect(panel.getByText("Lucía", { exact: true })).toBeVisible();
    await expect(page.getByText(/Fernández|Ortega/)).toHaveCount(0);
  });

  test("Ceuta and Melilla are in the province filter", async ({ page }) => {
    await openPage(page, "/portal");
    await filterForm(page).getByText("Filtros", { exact: true }).click();
    const province = filterForm(page).getByLabel("Provincia");
    await province.selectOption("Ceuta");
    await expect(province).toHaveValue("Ceuta");
    await province.selectOption("Melilla");
    await filterForm(page).getByRole("button", { name: "Aplicar Filtros" }).click();
    // A real filter: the portal keeps it instead of dropping an unknown province.
    await expect(page).toHaveURL(/provincia=Melilla$/);
    await expect(page.getByRole("heading", { name: "No se encontraron propiedades" })).toBeVisible();
  });

  test("a search that finds nothing says so once, and offers every listing instead of 'Sé el Primero'", async ({
    page,
  }) => {
    await openPage(page, "/portal?q=castillo+medieval");
    await expect(page.getByRole("heading", { name: "No se encontraron propiedades" })).toBeVisible();
    await expect(page.getByText("No se encontraron propiedades")).toHaveCount(1);
    // The portal has listings: nobody would be the first to publish.
    await expect(page.getByRole("link", { name: "Sé el Primero en Publicar" })).toHaveCount(0);
    await page.getByRole("link", { name: "Ver todas las propiedades" }).click();
    await expect(page).toHaveURL(/\/portal$/);
    await expect(cards(page)).toHaveCount(PORTAL_PAGE_SIZE);
  });
});

test.describe("calling from a phone", () => {
  test("the contact bar keeps price and 'Ver teléfono' on the first screen, and at the bottom of the page", async ({
    page,
  }) => {
    await openListing(page, "chamberi");
    await expect(page.getByRole("heading", { level: 1, name: DEMO.chamberi })).toBeVisible();
    const bar = page.getByRole("region", { name: "Contacto" });
    const call = bar.getByRole("button", { name: "Ver teléfono" });
    await expect(call).toBeInViewport({ ratio: 1 });
    await expect(bar.getByText("585.000 €")).toBeInViewport();
    await page.getByRole("heading", { name: "Recomendaciones para compradores" }).scrollIntoViewIfNeeded();
    await expect(call).toBeInViewport({ ratio: 1 });
  });

  test("on a wide screen the side panel has 'Ver teléfono', and there is no bar", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await openListing(page, "chamberi");
    await expect(page.getByRole("region", { name: "Contacto" })).toBeHidden();
    const panel = page.getByRole("complementary", { name: "Precio y contacto" });
    await expect(panel.getByRole("button", { name: "Ver teléfono" })).toBeInViewport();
  });
});
