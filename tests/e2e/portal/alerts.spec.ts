import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { type Page, request as playwrightRequest, test } from "@playwright/test";
import { e2eDataDir } from "../../../playwright.config";
import { parseMail } from "../../support/mail-reader";
import {
  AFTER_SUBMIT,
  createVerifiedAccount,
  DEMO_PASSWORD,
  fillSignIn,
  linkPath,
  signIn,
  waitForMail,
} from "../auth/helpers";
import { expectNoSeriousViolations } from "../axe";
import {
  expect,
  fillListing,
  generatedPhotos,
  LISTING,
  propertyIdFrom,
  signUpVerified,
  toast,
} from "../sell/helpers";
import { DEMO, openPage } from "./helpers";

const TESTER = "tester@zaguan.test";
const SAMPLE_TITLE = "Piso de prueba luminoso en Chamberí";
/** The saved searches' portal queries: within the budget and rooms of REAL_LISTING, and under its price. */
const FITS_BUDGET = "q=Fuencarral&provincia=Madrid&tipo=Piso&precio_max=400000&habitaciones=3";
const UNDER_PRICE = "q=Fuencarral&provincia=Madrid&tipo=Piso&precio_max=350000";
/** A real owner's flat on the same street as the tester's sample. */
const REAL_LISTING = {
  ...LISTING,
  title: "Piso con balcones a la calle Fuencarral",
  address: "Calle de Fuencarral 60, Madrid",
};

/** How many new-listing alerts reached this address (the outbox of the e2e server). */
async function alertCount(to: string): Promise<number> {
  const outbox = path.join(e2eDataDir, "outbox");
  const names = (await readdir(outbox)).filter((name) => name.includes("-alert-new-listings-"));
  const mails = await Promise.all(
    names.map(async (name) => parseMail(await readFile(path.join(outbox, name), "utf8"))),
  );
  return mails.filter((mail) => mail.to === to).length;
}

/** Deletes a listing from its owner's panel, so the other specs find the portal as they left it. */
async function deleteFromPanel(owner: Page, propertyId: string) {
  await owner.goto(`/dashboard?propiedad=${propertyId}`);
  await owner.getByRole("button", { name: /^Eliminar «/ }).click();
  await owner.getByRole("dialog").getByRole("button", { name: "Eliminar propiedad" }).click();
  await expect(toast(owner, /eliminada/i)).toBeVisible();
}

/**
 * A buyer saves a portal search (signing in on the way, with a budget and
 * rooms, beside a second search under the flat's price), a matching listing is published, exactly
 * one alert arrives (for the search it fits), and its unsubscribe link works without signing in — from
 * the page's button and as the mail client's RFC 8058 one-click POST. The tester's
 * sample on the same street is test content — labelled "Prueba" on the tester's own portal, absent
 * from the buyer's, a 404 for them, and never alerted of. Both listings are deleted at the end so
 * the portal's counts stay as they were.
 */
test("a saved search alerts once of a new listing within its budget, never over it nor of a tester's sample, and its e-mail unsubscribes without signing in", async ({
  page,
  browser,
}) => {
  test.setTimeout(360_000);
  const buyer = await createVerifiedAccount(page, "alertas");

  // The buyer's budget and rooms go with the search. One search fits the flat published
  // below (389.000 €, 3 bedrooms), the other is under its price: one alert, and none for that one.
  await openPage(page, `/portal?${FITS_BUDGET}`);
  await page.getByRole("link", { name: "Guardar búsqueda" }).click();
  await expect(page).toHaveURL(/\/auth\?redirectTo=/);
  await fillSignIn(page, buyer.email, buyer.password);
  await expect(page.getByRole("heading", { name: "Guardar búsqueda", level: 1 })).toBeVisible(AFTER_SUBMIT);
  await expect(
    page.getByText("Piso · Madrid · «Fuencarral» · hasta 400.000 € · 3+ habitaciones"),
  ).toBeVisible();
  await expectNoSeriousViolations(page, "guardar búsqueda");
  await page.getByLabel("Nombre de la búsqueda").fill("Pisos en Fuencarral");
  await page.getByRole("button", { name: "Guardar búsqueda" }).click();
  await expect(page).toHaveURL(/\/dashboard\/busquedas/, AFTER_SUBMIT);
  const saved = page.getByTestId("saved-search").filter({ hasText: "Pisos en Fuencarral" });
  await expect(saved.getByRole("radio", { name: "Al momento" })).toBeChecked();
  await expect(saved.getByRole("link", { name: "Ver resultados de «Pisos en Fuencarral»" })).toHaveAttribute(
    "href",
    `/portal?${FITS_BUDGET}`,
  );
  await openPage(page, `/portal?${UNDER_PRICE}`);
  await page.getByRole("link", { name: "Guardar búsqueda" }).click();
  await page.getByLabel("Nombre de la búsqueda").fill("Fuencarral barato");
  await page.getByRole("button", { name: "Guardar búsqueda" }).click();
  await expect(page.getByTestId("saved-search").filter({ hasText: "Fuencarral barato" })).toBeVisible(
    AFTER_SUBMIT,
  );

  // A tester creates their sample on Calle de Fuencarral, in a browser of their own.
  const tester = await (await browser.newContext()).newPage();
  await signIn(tester, TESTER, DEMO_PASSWORD, { redirectTo: "/vender?nueva" });
  await tester.getByRole("button", { name: "Crear propiedad de prueba" }).click();
  await expect(toast(tester, "Propiedad de prueba creada")).toBeVisible({ timeout: 60_000 });
  const sampleId = propertyIdFrom(tester);
  // The tester finds it on the portal, apart from the results and labelled.
  await tester.goto("/portal?q=Fuencarral&provincia=Madrid&tipo=Piso");
  const ownTests = tester.getByRole("region", { name: "Tus anuncios de prueba" });
  const sampleCard = ownTests.getByRole("article").filter({ hasText: SAMPLE_TITLE }).first();
  await expect(sampleCard.getByText("Prueba: anuncio de prueba, no es público")).toBeVisible();
  // The buyer's portal has the real flat on that street and no trace of the sample, whose page is a 404.
  const buyerPortal = await page.context().newPage();
  await openPage(buyerPortal, "/portal?q=Fuencarral&provincia=Madrid&tipo=Piso");
  await expect(buyerPortal.getByRole("heading", { level: 2, name: DEMO.chamberi })).toBeVisible();
  await expect(buyerPortal.getByText(SAMPLE_TITLE)).toHaveCount(0);
  expect((await buyerPortal.goto(`/propiedad/${sampleId}`))?.status()).toBe(404);
  await buyerPortal.close();

  // An owner publishes a real flat on Calle de Fuencarral, in a browser of their own.
  const owner = await (await browser.newContext()).newPage();
  const account = await signUpVerified(owner);
  await signIn(owner, account.email, account.password, { redirectTo: "/vender?nueva" });
  await expect(owner.getByLabel("Título del anuncio")).toHaveValue("", AFTER_SUBMIT);
  await fillListing(owner, REAL_LISTING);
  await owner
    .locator('input[type="file"]')
    .setInputFiles(await generatedPhotos(15, { width: 800, height: 600 }));
  await expect(toast(owner, "Imágenes subidas correctamente.")).toBeVisible({ timeout: 90_000 });
  await owner.getByRole("button", { name: "Publicar anuncio" }).click();
  await expect(toast(owner, "¡Anuncio publicado!")).toBeVisible();
  const propertyId = propertyIdFrom(owner);

  const mail = await waitForMail(buyer.email, "alert-new-listings");
  expect(mail.subject).toBe("Nueva propiedad para «Pisos en Fuencarral»");
  expect(mail.text).toContain(`/propiedad/${propertyId}`);
  expect(mail.text).not.toContain(sampleId);
  expect(mail.text).toContain("/dashboard/busquedas");
  expect(await alertCount(buyer.email)).toBe(1);

  // The e-mail's link, opened where nobody is signed in: a page with a button; GET alone changes nothing.
  const stranger = await (await browser.newContext()).newPage();
  await stranger.goto(linkPath(mail, "/alertas/baja"));
  await expect(
    stranger.getByText("¿Quieres dejar de recibir los avisos de tu búsqueda «Pisos en Fuencarral»?"),
  ).toBeVisible();
  await expectNoSeriousViolations(stranger, "darse de baja");
  await page.reload();
  await expect(saved.getByRole("radio", { name: "Al momento" })).toBeChecked();
  await stranger.getByRole("button", { name: "Darme de baja" }).click();
  await expect(stranger.getByRole("status")).toHaveText(
    "Listo: ya no recibirás los avisos de tu búsqueda «Pisos en Fuencarral».",
  );
  await page.reload();
  await expect(saved.getByRole("radio", { name: "Desactivada" })).toBeChecked();

  // Back on, then the mail client's one-click POST (RFC 8058): from its servers, no Origin, no cookies.
  await saved.getByText("Al momento").click();
  await saved.getByRole("button", { name: "Guardar avisos de «Pisos en Fuencarral»" }).click();
  await expect(toast(page, "Avisos guardados")).toBeVisible();
  await expect(saved.getByRole("radio", { name: "Al momento" })).toBeChecked();
  const header = mail.headers.get("list-unsubscribe") ?? "";
  expect(mail.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
  const provider = await playwrightRequest.newContext();
  const oneClick = await provider.post(header.replace(/^<|>$/g, ""), {
    form: { "List-Unsubscribe": "One-Click" },
  });
  expect(oneClick.status()).toBe(200);
  await provider.dispose();
  await page.reload();
  await expect(saved.getByRole("radio", { name: "Desactivada" })).toBeChecked();

  // Both listings go, so the other specs find the portal as they left it.
  await deleteFromPanel(owner, propertyId);
  await deleteFromPanel(tester, sampleId);
  expect(await alertCount(buyer.email)).toBe(1);
});
