import { expect, test } from "@playwright/test";
import {
  cards,
  cardTitles,
  DEMO,
  DEMO_PORTAL_PAGES,
  filterForm,
  openPage,
  PORTAL_PAGE_SIZE,
  PUBLISHED_DEMO_LISTINGS,
} from "./helpers";

test.describe("the portal", () => {
  test("lists the published listings, newest first, 12 to a page, with a count and real page links", async ({
    page,
  }) => {
    await openPage(page, "/portal");
    await expect(page.getByRole("heading", { level: 1, name: "Portal Inmobiliario" })).toBeVisible();
    await expect(page.getByText(`${PUBLISHED_DEMO_LISTINGS} propiedades`)).toBeVisible();
    await expect(cards(page)).toHaveCount(PORTAL_PAGE_SIZE);
    await expect(page.getByText(`Página 1 de ${DEMO_PORTAL_PAGES}`)).toBeVisible();

    await page.getByRole("link", { name: "Siguiente" }).click();
    await expect(page).toHaveURL(/\/portal\?pagina=2$/);
    await expect(cards(page)).toHaveCount(PORTAL_PAGE_SIZE);
    await expect(page.getByRole("link", { name: "Anterior" })).toHaveAttribute("href", "/portal");

    await page.getByRole("link", { name: "Siguiente" }).click();
    await expect(page).toHaveURL(/\/portal\?pagina=3$/);
    await expect(page.getByText(`Página 3 de ${DEMO_PORTAL_PAGES}`)).toBeVisible();
    await expect(cards(page)).toHaveCount(PUBLISHED_DEMO_LISTINGS - 2 * PORTAL_PAGE_SIZE);
    await expect(page.getByRole("link", { name: "Siguiente" })).toHaveCount(0);
  });

  test("a card shows photo, origin, title, type, address, figures, price, energy label, call and share", async ({
    page,
  }) => {
    await openPage(page, "/portal?q=chamberi");
    const card = cards(page).first();
    await expect(card.getByRole("heading", { name: DEMO.chamberi })).toBeVisible();
    await expect(card.getByText("Venta Particular")).toBeVisible();
    await expect(card.getByText("Piso", { exact: true })).toBeVisible();
    await expect(card.getByText("Calle de Fuencarral 142, 28010 Madrid")).toBeVisible();
    await expect(card.getByText("3 hab.")).toBeVisible();
    await expect(card.getByText("2 baños")).toBeVisible();
    await expect(card.getByText("112 m²")).toBeVisible();
    await expect(card.getByText("585.000 €")).toBeVisible();
    await expect(card.getByText("Certificado energético:")).toBeAttached();
    // The phone is behind 'Ver teléfono' (tests/e2e/portal/phone.spec.ts).
    await expect(card.getByRole("button", { name: "Ver teléfono" })).toBeVisible();
    await expect(card.locator('a[href^="tel:"]')).toHaveCount(0);
    await expect(card.getByRole("link", { name: "Compartir" })).toBeVisible();

    const photo = card.locator("img");
    await expect(photo).toHaveAttribute("src", /-400\.webp$/);
    await expect(photo).toHaveAttribute("srcset", /-400\.webp 400w, .*-960\.webp 960w/);
    await expect(photo).toHaveAttribute("sizes", /.+/);
  });

  test("a listing without a phone offers a disabled 'Contacto no disponible'", async ({ page }) => {
    await openPage(page, "/portal?q=betanzos");
    const card = cards(page).first();
    await expect(card.getByRole("heading", { name: DEMO.betanzos })).toBeVisible();
    await expect(card.getByRole("button", { name: "Contacto no disponible" })).toBeDisabled();
    await expect(card.getByRole("button", { name: "Ver teléfono" })).toHaveCount(0);
  });

  test("photos below the first card load lazily", async ({ page }) => {
    await openPage(page, "/portal");
    await expect(cards(page).nth(0).locator("img")).toHaveAttribute("loading", "eager");
    await expect(cards(page).nth(5).locator("img")).toHaveAttribute("loading", "lazy");
  });

  test("cards enter one after another, 0.1 s apart, and not at all for reduced motion", async ({ page }) => {
    await openPage(page, "/portal");
    const third = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("article") })
      .nth(2);
    expect(await third.evaluate((item) => getComputedStyle(item).animationDelay)).toBe("0.2s");
    expect(await third.evaluate((item) => getComputedStyle(item).animationName)).not.toBe("none");

    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.reload();
    expect(await third.evaluate((item) => getComputedStyle(item).animationName)).toBe("none");
  });
});

test.describe("the portal filters (spec §5)", () => {
  test("apply only on 'Aplicar Filtros', live in the URL, and 'atico' finds 'Ático'", async ({ page }) => {
    await openPage(page, "/portal");
    const form = filterForm(page);
    await form.getByRole("searchbox").fill("atico");
    await expect(page).toHaveURL(/\/portal$/);
    await expect(cards(page)).toHaveCount(PORTAL_PAGE_SIZE);

    await form.getByRole("button", { name: "Aplicar Filtros" }).click();
    await expect(page).toHaveURL(/\/portal\?q=atico$/);
    await expect(cardTitles(page)).toHaveText([DEMO.malvarrosa, DEMO.soho]);
    await expect(page.getByText("2 propiedades")).toBeVisible();
  });

  test("province and type combine; a portal type finds the form types under it, whoever publishes", async ({
    page,
  }) => {
    await openPage(page, "/portal");
    const form = filterForm(page);
    await form.getByLabel("Provincia").selectOption("Valencia");
    await form.getByLabel("Tipo").selectOption("Piso");
    await form.getByRole("button", { name: "Aplicar Filtros" }).click();
    await expect(page).toHaveURL(/provincia=Valencia&tipo=Piso/);
    // A 'Dúplex' is a Piso, and so is the agency's Malvarrosa 'Ático'.
    await expect(cardTitles(page)).toHaveText([DEMO.ruzafa, DEMO.malvarrosa]);

    await form.getByLabel("Provincia").selectOption("");
    await form.getByLabel("Tipo").selectOption("Local");
    await form.getByRole("button", { name: "Aplicar Filtros" }).click();
    await expect(cardTitles(page)).toHaveText([DEMO.gracia, DEMO.alicanteLocal]);
  });

  test("origin is a filter of its own: an agency's chalet is a 'Chalet', and 'Anunciante' picks who publishes", async ({
    page,
  }) => {
    await openPage(page, "/portal");
    const form = filterForm(page);
    await expect(
      form.getByLabel("Tipo").locator("option", { hasText: "Colaboración de Agencia" }),
    ).toHaveCount(0);
    await form.getByLabel("Tipo").selectOption("Chalet");
    await form.getByRole("button", { name: "Aplicar Filtros" }).click();
    await expect(page).toHaveURL(/tipo=Chalet/);
    const agencyChalet = cards(page).filter({ hasText: DEMO.lasRozas });
    await expect(agencyChalet.getByText("Colaboración de Agencia", { exact: true })).toBeVisible();
    await expect(agencyChalet.getByText("Chalet", { exact: true })).toBeVisible();

    await filterForm(page).getByLabel("Tipo").selectOption("");
    await filterForm(page).getByLabel("Anunciante").selectOption({ label: "Agencias" });
    await filterForm(page).getByRole("button", { name: "Aplicar Filtros" }).click();
    await expect(page).toHaveURL(/origen=agencia/);
    expect(await cards(page).count()).toBeGreaterThan(0);
    await expect(cards(page).filter({ hasText: "Venta Particular" })).toHaveCount(0);

    // An old link that chose agencies through the type still does, at the new address.
    await openPage(page, "/portal?tipo=agency");
    await expect(page).toHaveURL(/\/portal\?origen=agencia$/);
    await expect(filterForm(page).getByLabel("Anunciante")).toHaveValue("agencia");
    await expect(cards(page).filter({ hasText: "Venta Particular" })).toHaveCount(0);
  });

  test("'Limpiar' resets the filters and the fields", async ({ page }) => {
    await openPage(page, "/portal?q=piso&provincia=Madrid");
    const form = filterForm(page);
    await expect(form.getByRole("searchbox")).toHaveValue("piso");
    await expect(cardTitles(page)).toHaveText([DEMO.chamberi, DEMO.tetuan]);

    await form.getByRole("link", { name: "Limpiar" }).click();
    await expect(page).toHaveURL(/\/portal$/);
    await expect(form.getByRole("searchbox")).toHaveValue("");
    await expect(form.getByLabel("Provincia")).toHaveValue("");
    await expect(page.getByText(`${PUBLISHED_DEMO_LISTINGS} propiedades`)).toBeVisible();
  });

  test("the back button returns to the previous filters and their results", async ({ page }) => {
    await openPage(page, "/portal");
    const form = filterForm(page);
    await form.getByRole("searchbox").fill("atico");
    await form.getByRole("button", { name: "Aplicar Filtros" }).click();
    await expect(cards(page)).toHaveCount(2);
    await form.getByRole("searchbox").fill("chamberi");
    await form.getByRole("button", { name: "Aplicar Filtros" }).click();
    await expect(cardTitles(page)).toHaveText([DEMO.chamberi]);

    await page.goBack();
    await expect(page).toHaveURL(/q=atico/);
    await expect(cardTitles(page)).toHaveText([DEMO.malvarrosa, DEMO.soho]);
    await expect(form.getByRole("searchbox")).toHaveValue("atico");
  });

  test("nothing found shows the empty state; with listings elsewhere, a way back to them", async ({
    page,
  }) => {
    await openPage(page, "/portal?q=castillo+medieval");
    await expect(page.getByRole("heading", { name: "No se encontraron propiedades" })).toBeVisible();
    await expect(
      page.getByText("Prueba a cambiar los filtros o vuelve a intentarlo más tarde."),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Ver todas las propiedades" })).toHaveAttribute(
      "href",
      "/portal",
    );
    await expect(cards(page)).toHaveCount(0);
  });

  test("an untidy URL is redirected to its one canonical form", async ({ page }) => {
    await openPage(page, "/portal?q=&provincia=Atlantida&tipo=Piso&pagina=1&utm_source=x");
    await expect(page).toHaveURL(/\/portal\?tipo=Piso$/);
  });
});

test.describe("the portal without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filter bar is a plain form: searching and the pagination work", async ({ page }) => {
    await page.goto("/portal");
    await filterForm(page).getByRole("searchbox").fill("atico");
    await filterForm(page).getByRole("button", { name: "Aplicar Filtros" }).click();
    await expect(page).toHaveURL(/\/portal\?q=atico$/);
    await expect(cardTitles(page)).toHaveText([DEMO.malvarrosa, DEMO.soho]);

    await page.goto("/portal");
    await page.getByRole("link", { name: "Siguiente" }).click();
    await expect(page).toHaveURL(/pagina=2/);
    await expect(cards(page)).toHaveCount(PORTAL_PAGE_SIZE);
  });
});

test.describe("the portal on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the sticky bar shows the search; 'Filtros' opens province, type and the buttons", async ({
    page,
  }) => {
    await openPage(page, "/portal");
    const form = filterForm(page);
    await expect(form.getByLabel("Provincia")).toBeHidden();
    await form.getByText("Filtros", { exact: true }).click();
    await form.getByLabel("Provincia").selectOption("Madrid");
    await form.getByRole("button", { name: "Aplicar Filtros" }).click();
    await expect(page).toHaveURL(/provincia=Madrid/);
    await expect(cards(page)).toHaveCount(6);
  });

  test("pressing Enter in the search field applies it", async ({ page }) => {
    await openPage(page, "/portal");
    await filterForm(page).getByRole("searchbox").fill("gracia");
    await filterForm(page).getByRole("searchbox").press("Enter");
    await expect(page).toHaveURL(/q=gracia/);
    await expect(cardTitles(page)).toHaveText([DEMO.gracia]);
  });
});
