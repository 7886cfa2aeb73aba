import { type Page, test } from "@playwright/test";
import {
  AFTER_SUBMIT,
  createVerifiedAccount,
  DEMO_PASSWORD,
  signIn as signInByRequest,
} from "../auth/helpers";
import { expect, toast } from "../sell/helpers";

/** The dashboard's everyday defects, at phone width where they were seen. */
test.use({ viewport: { width: 390, height: 844 } });

async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await signInByRequest(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/, AFTER_SUBMIT);
}

const selector = (page: Page) => page.getByRole("region", { name: "Selector de Propiedad" });
const selected = (page: Page) => page.locator('section[aria-labelledby="selected-property-title"]');
const selectedTitle = (page: Page) => page.locator("#selected-property-title");

async function pick(page: Page, title: string) {
  await selector(page).getByRole("button").filter({ hasText: title }).click();
  await expect(selectedTitle(page)).toHaveText(title);
  const id = new URL(page.url()).searchParams.get("propiedad");
  if (!id) throw new Error("no property in the URL");
  return id;
}

test.describe("every dashboard action opens its own property", () => {
  test("an agency's 'Continuar Proceso', 'Editar anuncio' and 'Ver anuncio' open the selected collaboration", async ({
    page,
  }) => {
    const tetuan = "Piso para reformar en Tetuán, ideal para inversión";
    await signIn(page, "agencia@zaguan.test");
    const id = await pick(page, tetuan);

    await page.getByRole("link", { name: "Continuar Proceso" }).click();
    // The collaboration's own address opens on the step it stands on.
    await expect(page).toHaveURL(new RegExp(`/proceso-agencia/${id}/[a-z-]+$`));
    await expect(page.getByText(`Propiedad: ${tetuan}`)).toBeVisible();
    const kept = await page.evaluate(() =>
      JSON.parse(localStorage.getItem("agencyPropertyInProgress") ?? "null"),
    );
    expect(kept?.propertyId).toBe(id);

    await page.goto(`/dashboard?propiedad=${id}`);
    await page.getByRole("link", { name: "Editar anuncio" }).click();
    await expect(page).toHaveURL(`/proceso-agencia/${id}/publicar`);
    await expect(page.getByText(`Propiedad: ${tetuan}`)).toBeVisible();
    // The listing step opens ready to edit, without looking for it.
    await expect(page.getByLabel("Título del anuncio")).toHaveValue(tetuan);

    await page.goto(`/dashboard?propiedad=${id}`);
    await page.getByRole("link", { name: "Ver anuncio", exact: true }).click();
    await expect(page).toHaveURL(`/propiedad/${id}`);
    await expect(page.getByRole("heading", { level: 1, name: tetuan })).toBeVisible();
  });

  test("a private owner's actions open the property picked, not the newest", async ({ page }) => {
    const lavapies = "Estudio reformado a un paso de la plaza de Lavapiés";
    await signIn(page, "particular@zaguan.test");
    const newest = await selectedTitle(page).textContent();
    expect(newest).not.toBe(lavapies);
    const id = await pick(page, lavapies);

    await page.getByRole("link", { name: "Continuar Proceso" }).click();
    await expect(page).toHaveURL(new RegExp(`/vender/${id}/[a-z-]+$`));
    await expect(page.getByText(`Propiedad: ${lavapies}`)).toBeVisible();

    await page.goto(`/dashboard?propiedad=${id}`);
    await page.getByRole("link", { name: "Editar anuncio" }).click();
    await expect(page).toHaveURL(`/vender/${id}/anuncio`);
    await expect(page.getByText(`Propiedad: ${lavapies}`)).toBeVisible();
    await expect(page.getByLabel("Título del anuncio")).toHaveValue(lavapies);
    await expect(page.getByRole("button", { name: "Guardar cambios" })).toBeVisible();
  });
});

test.describe("statuses say where each property really is", () => {
  test("signed arras are 'Reservado' on the panel and on the public listing", async ({ page }) => {
    const lavapies = "Estudio reformado a un paso de la plaza de Lavapiés";
    await signIn(page, "particular@zaguan.test");
    const item = selector(page).getByRole("button").filter({ hasText: lavapies });
    await expect(item.getByText("Reservado", { exact: true })).toBeVisible();
    await expect(selector(page).getByText("Vendida", { exact: true })).toHaveCount(1);
    await expect(selector(page).getByText("En venta", { exact: true })).toHaveCount(2);
    const id = await pick(page, lavapies);
    await expect(selected(page).getByText("Reservado", { exact: true })).toBeVisible();
    await page.getByRole("link", { name: "Ver anuncio", exact: true }).click();
    await expect(page).toHaveURL(`/propiedad/${id}`);
    await expect(
      page
        .getByRole("complementary", { name: "Precio y contacto" })
        .getByRole("button", { name: "Reservado" }),
    ).toBeDisabled();
  });

  test("a new draft with no price or photos is 'Borrador', with no public page to open", async ({ page }) => {
    test.slow();
    const account = await createVerifiedAccount(page, "borrador");
    await signIn(page, account.email, account.password);
    await expect(page.getByText("No tienes propiedades activas")).toBeVisible();

    await page.goto("/vender?nueva");
    await page.getByLabel("Título del anuncio").fill("Casa con patio en Triana");
    await page.getByRole("button", { name: "Guardar borrador" }).click();
    await expect(toast(page, "Borrador guardado")).toBeVisible();

    await page.goto("/dashboard");
    const item = selector(page).getByRole("button").filter({ hasText: "Casa con patio en Triana" });
    await expect(item.getByText("Borrador", { exact: true })).toBeVisible();
    await expect(page.getByText("En venta", { exact: true })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Ver anuncio", exact: true })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Editar anuncio" })).toHaveAttribute(
      "href",
      /^\/vender\/[0-9a-f-]{36}\/anuncio$/,
    );
  });
});

test.describe("the property selector on a wide screen", () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test("lists every property without a scroll area of its own, the first one whole", async ({ page }) => {
    await signIn(page, "agencia@zaguan.test");
    const list = page.getByTestId("property-selector");
    const items = selector(page).getByRole("button");
    await expect(items.first()).toBeVisible();
    expect(await items.count()).toBeGreaterThan(5);
    await expect(list).toHaveCSS("overflow-y", "visible");
    const scrolls = await list.evaluate((element) => element.scrollHeight > element.clientHeight + 1);
    expect(scrolls).toBe(false);
    const [listBox, firstBox] = await Promise.all([list.boundingBox(), items.first().boundingBox()]);
    expect(firstBox && listBox && firstBox.y >= listBox.y).toBe(true);
    await expect(items.first()).toBeInViewport({ ratio: 1 });
  });

  test("on a phone the list keeps the spec's 24rem scroll", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, "agencia@zaguan.test");
    const list = page.getByTestId("property-selector");
    await expect(list).toHaveCSS("max-height", "384px");
    await expect(list).toHaveCSS("overflow-y", "auto");
  });
});
