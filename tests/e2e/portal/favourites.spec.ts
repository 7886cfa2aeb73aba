import { expect, type Page, test } from "@playwright/test";
import { AFTER_SUBMIT, DEMO_PASSWORD, fillSignIn, signIn, waitForMail } from "../auth/helpers";
import { step, toast } from "../sell/helpers";
import { openListingFromPortal, openPage } from "./helpers";

/**
 * The heart saves a listing, 'Favoritos' lists it, and a price drop shows on the
 * listing. Demo listings no other spec reads; a demo owner buys here (favourites touch nothing else).
 */
const SAVED = "Piso modernista con techos altos en l'Eixample";
const SAVED_PRICE = /^635\.000\s€$/;
const NO_JS = "Piso con galería acristalada frente a la Marina";
const DROPPED = "Apartamento a 200 metros de la playa de San Juan";
const BUYER = "iker.etxeberria@zaguan.test";
/** Saves the listing whose price then drops: a demo account that has no favourites of its own. */
const DROP_WATCHER = "xoana.castro@zaguan.test";

const heart = (page: Page, name: "Guardar" | "Guardado") =>
  page.getByRole("complementary", { name: "Precio y contacto" }).getByRole("button", { name, exact: true });

/** The card test's listings: no other spec reads them. */
const CARD_SAVED = "Chalet independiente con piscina en Benalmádena";
const NO_JS_CARD = "Piso con plaza de garaje en el Actur, junto al tranvía";
/** A demo account no other spec signs in with: its hearts are this spec's alone. */
const NO_JS_BUYER = "manuel.ortega@zaguan.test";

const cardOf = (page: Page, title: string) => page.getByRole("article").filter({ hasText: title });

const favourites = (page: Page) => page.getByRole("list", { name: "Mis favoritos" }).getByRole("listitem");

test.describe("favourites and price history (issue #24)", () => {
  test.describe.configure({ timeout: 120_000 });

  test("a visitor's heart goes through /auth and back to the listing, saved; 'Favoritos' shows it and 'Quitar' takes it away", async ({
    page,
  }) => {
    const path = await openListingFromPortal(page, "Eixample");
    await expect(page.getByRole("heading", { level: 1, name: SAVED })).toBeVisible();
    await heart(page, "Guardar").click();

    await expect(page).toHaveURL(/\/auth\?from=favorito&redirectTo=/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Guarda tus viviendas favoritas" }),
    ).toBeVisible();
    await fillSignIn(page, BUYER, DEMO_PASSWORD);
    await expect(page).toHaveURL(new RegExp(`${path}$`), AFTER_SUBMIT);
    await expect(toast(page, "Guardado en favoritos")).toBeVisible();
    await expect(heart(page, "Guardado")).toHaveAttribute("aria-pressed", "true");

    await page.goto("/dashboard?tab=favoritos");
    const card = favourites(page).filter({ hasText: SAVED });
    await expect(card).toBeVisible(AFTER_SUBMIT);
    await expect(card.getByText(SAVED_PRICE)).toBeVisible();
    await expect(card.getByText("En venta", { exact: true })).toBeVisible();
    await card.getByRole("button", { name: /^Quitar/ }).click();
    await expect(toast(page, "Quitado de favoritos")).toBeVisible();
    await expect(card).toBeHidden();
    await expect(page.getByText("Todavía no has guardado ninguna propiedad.")).toBeVisible();

    // The listing's own heart is back to 'Guardar'.
    await page.goto(path);
    await expect(heart(page, "Guardar")).toHaveAttribute("aria-pressed", "false");
  });

  test("without JavaScript the heart is a plain form: to /auth signed out; saved and removed signed in", async ({
    page,
    browser,
  }) => {
    const visitorContext = await browser.newContext({ javaScriptEnabled: false });
    const visitor = await visitorContext.newPage();
    const path = await openListingFromPortal(visitor, "Marina");
    await expect(visitor.getByRole("heading", { level: 1, name: NO_JS })).toBeVisible();
    await heart(visitor, "Guardar").click();
    await expect(visitor).toHaveURL(/\/auth\?from=favorito&redirectTo=/);
    await visitorContext.close();

    // Signed in, then on without JavaScript.
    await signIn(page, BUYER, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard/, AFTER_SUBMIT);
    const signedIn = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    const buyer = await signedIn.newPage();
    await buyer.goto(path);
    await heart(buyer, "Guardar").click();
    await expect(toast(buyer, "Guardado en favoritos")).toBeVisible();
    await expect(buyer).toHaveURL(new RegExp(`${path}$`));
    await heart(buyer, "Guardado").click();
    await expect(toast(buyer, "Quitado de favoritos")).toBeVisible();
    await expect(heart(buyer, "Guardar")).toBeVisible();
    await signedIn.close();
  });

  test("a card's heart saves the listing and comes back to the same results; after a reload the card says 'Quitar de favoritos', which takes it away (issue 38 point 7)", async ({
    page,
    browser,
  }) => {
    await signIn(page, BUYER, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard/, AFTER_SUBMIT);
    const results = "/portal?q=Benalm%C3%A1dena";
    await openPage(page, results);
    const card = cardOf(page, CARD_SAVED);
    await card.getByRole("button", { name: "Guardar en favoritos" }).click();
    await expect(toast(page, "Guardado en favoritos")).toBeVisible();
    await expect(page).toHaveURL(/\/portal\?q=Benalm/);
    await expect(card.getByRole("button", { name: "Quitar de favoritos" })).toBeVisible();
    await page.reload();
    await expect(card.getByRole("button", { name: "Quitar de favoritos" })).toBeVisible();

    // The shared page cache keeps none of it: a visitor on the same results sees an empty heart.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await openPage(visitor, results);
    await expect(
      cardOf(visitor, CARD_SAVED).getByRole("button", { name: "Guardar en favoritos" }),
    ).toBeVisible();
    await expect(visitor.getByRole("button", { name: "Quitar de favoritos" })).toHaveCount(0);
    // A visitor's heart leads to a sign-in page that speaks of favourites, not of selling a house.
    await cardOf(visitor, CARD_SAVED).getByRole("button", { name: "Guardar en favoritos" }).click();
    await expect(visitor).toHaveURL(/\/auth\?from=favorito&redirectTo=/);
    await expect(
      visitor.getByRole("heading", { level: 1, name: "Guarda tus viviendas favoritas" }),
    ).toBeVisible();
    await expect(visitor.getByText(/vender tu casa/)).toHaveCount(0);
    await visitorContext.close();

    await page.goto("/dashboard/favoritos");
    await expect(favourites(page).filter({ hasText: CARD_SAVED })).toBeVisible(AFTER_SUBMIT);

    await openPage(page, results);
    await card.getByRole("button", { name: "Quitar de favoritos" }).click();
    await expect(toast(page, "Quitado de favoritos")).toBeVisible();
    await expect(page).toHaveURL(/\/portal\?q=Benalm/);
    await page.reload();
    await expect(card.getByRole("button", { name: "Guardar en favoritos" })).toBeVisible();
    await page.goto("/dashboard/favoritos");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible(AFTER_SUBMIT);
    await expect(favourites(page).filter({ hasText: CARD_SAVED })).toHaveCount(0);
  });

  test("without JavaScript a signed-in buyer's card heart saves and removes as a plain form", async ({
    page,
    browser,
  }) => {
    await signIn(page, NO_JS_BUYER, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard/, AFTER_SUBMIT);
    const signedIn = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    const buyer = await signedIn.newPage();
    await buyer.goto("/portal?q=Actur");
    const card = cardOf(buyer, NO_JS_CARD);
    await card.getByRole("button", { name: "Guardar en favoritos" }).click();
    await expect(toast(buyer, "Guardado en favoritos")).toBeVisible();
    await expect(buyer).toHaveURL(/\/portal\?q=Actur$/);
    await card.getByRole("button", { name: "Quitar de favoritos" }).click();
    await expect(toast(buyer, "Quitado de favoritos")).toBeVisible();
    await buyer.reload();
    await expect(card.getByRole("button", { name: "Guardar en favoritos" })).toBeVisible();
    await signedIn.close();
  });

  test("'Guardar búsqueda' signed out leads to a sign-in page about saving searches and alerts", async ({
    page,
  }) => {
    await openPage(page, "/portal?provincia=Madrid");
    await page.getByRole("link", { name: "Guardar búsqueda" }).click();
    await expect(page).toHaveURL(/\/auth\?.*from=busqueda/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Guarda tu búsqueda y recibe alertas" }),
    ).toBeVisible();
  });

  test("a price lowered by its owner shows 'Ha bajado de precio' with the price before, and whoever saved it is mailed", async ({
    page,
  }) => {
    const path = await openListingFromPortal(page, "San Juan");
    await expect(page.getByRole("heading", { level: 1, name: DROPPED })).toBeVisible();
    await expect(page.getByText("Ha bajado de precio")).toBeHidden();
    const propertyId = path.split("/").pop() ?? "";

    // A buyer saves it first: their favourites' price drops are mailed 'Al momento' by default.
    const buyer = await page.context().browser()?.newContext();
    if (!buyer) throw new Error("no browser");
    const buyerPage = await buyer.newPage();
    await signIn(buyerPage, DROP_WATCHER, DEMO_PASSWORD, { redirectTo: path });
    await heart(buyerPage, "Guardar").click();
    await expect(toast(buyerPage, "Guardado en favoritos")).toBeVisible();
    await buyer.close();

    await signIn(page, "carmen.ruiz@zaguan.test", DEMO_PASSWORD, { redirectTo: `/vender?id=${propertyId}` });
    await expect(page.getByText(`Propiedad: ${DROPPED}`)).toBeVisible(AFTER_SUBMIT);
    await step(page, 1).click();
    await page.getByLabel("Precio de venta (€)").fill("225.000");
    await page.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(toast(page, "Cambios guardados")).toBeVisible();

    // Any visitor sees it: a fresh browser without a session (the shared, cached page).
    const visitor = await page.context().browser()?.newContext();
    if (!visitor) throw new Error("no browser");
    const visitorPage = await visitor.newPage();
    await openPage(visitorPage, path);
    const panel = visitorPage.getByRole("complementary", { name: "Precio y contacto" });
    await expect(panel.getByText(/^225\.000\s€$/)).toBeVisible();
    await expect(panel.getByText("Ha bajado de precio")).toBeVisible();
    await expect(panel.getByText(/Antes\s*239\.000\s€/)).toBeVisible();
    await visitor.close();

    const mail = await waitForMail(DROP_WATCHER, "alert-price-drops");
    expect(mail.text).toContain(DROPPED);
    expect(mail.text).toMatch(/239\.000\s€/);
    expect(mail.text).toMatch(/225\.000\s€/);
    expect(mail.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
  });
});
