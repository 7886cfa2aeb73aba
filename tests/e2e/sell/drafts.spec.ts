import { type Page, test } from "@playwright/test";
import { AFTER_SUBMIT, fillSignIn } from "../auth/helpers";
import {
  expect,
  fillListing,
  generatedPhotos,
  LISTING,
  propertyIdFrom,
  signUpVerified,
  step,
  toast,
} from "./helpers";

/** What a hurried owner types on a phone: a price in words, too many rooms, no size, letters in the phone. */
const TYPED_WRONG = {
  price: "doscientos mil",
  bedrooms: "60",
  size: "0",
  phone: "61 22 aa",
};

const ERRORS = {
  price: "Escribe el precio en euros, sin decimales (p. ej. 250000).",
  bedrooms: "Escribe un número de dormitorios entre 0 y 50.",
  size: "Escribe la superficie construida en m², sin decimales.",
  phone: "Escribe el teléfono solo con números (entre 6 y 15 cifras).",
};

async function signUpAndOpenSale(page: Page) {
  const account = await signUpVerified(page);
  await page.goto("/auth?redirectTo=/dashboard");
  await fillSignIn(page, account.email, account.password);
  await expect(page).toHaveURL((url) => url.pathname === "/dashboard", AFTER_SUBMIT);
  await page.goto("/vender?nueva");
  await expect(page.getByLabel("Título del anuncio")).toHaveValue("");
  return account;
}

async function expectTypedWrongKeptAndFlagged(page: Page) {
  await expect(page.getByLabel("Precio de venta (€)")).toHaveValue(TYPED_WRONG.price);
  await expect(page.getByLabel("Dormitorios")).toHaveValue(TYPED_WRONG.bedrooms);
  await expect(page.getByLabel("Superficie construida (m²)")).toHaveValue(TYPED_WRONG.size);
  await expect(page.getByLabel("Teléfono de contacto")).toHaveValue(TYPED_WRONG.phone);
  for (const message of Object.values(ERRORS)) await expect(page.getByText(message)).toBeVisible();
  await expect(page.getByLabel("Precio de venta (€)")).toHaveAttribute("aria-invalid", "true");
}

test.describe("a draft keeps everything typed (issue #28)", () => {
  test.describe.configure({ timeout: 120_000 });
  test.use({ viewport: { width: 390, height: 844 } });

  test("saved on a phone: the DNI and the invalid fields come back flagged, and Back never shows a blank form", async ({
    page,
  }) => {
    await signUpAndOpenSale(page);
    await fillListing(page);
    await page.getByLabel("Precio de venta (€)").fill(TYPED_WRONG.price);
    await page.getByLabel("Dormitorios").fill(TYPED_WRONG.bedrooms);
    await page.getByLabel("Superficie construida (m²)").fill(TYPED_WRONG.size);
    await page.getByLabel("Teléfono de contacto").fill(TYPED_WRONG.phone);

    await page.getByRole("button", { name: "Guardar borrador" }).click();
    await expect(toast(page, "Borrador guardado")).toBeVisible();
    await expect(toast(page, /Corrige los campos marcados antes de publicar/)).toBeVisible();
    await expect(page).toHaveURL(/\/vender\/[0-9a-f-]{36}\/anuncio/);
    const draftUrl = page.url();
    await expectTypedWrongKeptAndFlagged(page);

    // Coming back later: everything is there, the DNI too, and the wrong fields are flagged.
    await page.reload();
    await expect(page.getByLabel("Título del anuncio")).toHaveValue(LISTING.title);
    await expect(page.getByLabel("DNI o NIE")).toHaveValue(LISTING.dni);
    await expectTypedWrongKeptAndFlagged(page);
    await expect(page.getByText("Hemos recuperado lo que escribiste")).toBeHidden();

    // The first save took the blank form's place: Back leaves the draft, Forward reopens it.
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === "/dashboard");
    await page.goForward();
    await expect(page).toHaveURL(draftUrl);
    await expect(page.getByLabel("Título del anuncio")).toHaveValue(LISTING.title);

    // Corrected and saved again: the same draft, now without errors.
    await page.getByLabel("Precio de venta (€)").fill(LISTING.price);
    await page.getByLabel("Dormitorios").fill(LISTING.bedrooms);
    await page.getByLabel("Superficie construida (m²)").fill(LISTING.size);
    await page.getByLabel("Teléfono de contacto").fill(LISTING.phone);
    await page.getByRole("button", { name: "Guardar borrador" }).click();
    await expect(toast(page, /^Puedes seguir más tarde desde este mismo punto\.$/)).toBeVisible();
    await expect(page).toHaveURL(draftUrl);
    for (const message of Object.values(ERRORS)) await expect(page.getByText(message)).toBeHidden();
    await page.reload();
    await expect(page.getByLabel("Precio de venta (€)")).toHaveValue("389000");
    await expect(page.getByLabel("DNI o NIE")).toHaveValue(LISTING.dni);
  });

  test("leaving with unsaved edits asks first, inside the app and on reload", async ({ page }) => {
    await signUpAndOpenSale(page);
    await page.getByLabel("Título del anuncio").fill("Casa con patio en Triana");
    await page.getByRole("button", { name: "Guardar borrador" }).click();
    await expect(toast(page, "Borrador guardado")).toBeVisible();
    const draftUrl = page.url();

    // Saved: nothing to ask on reload.
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    expect(dialogs).toEqual([]);

    // Unsaved: another page of the app asks first, in Spanish; staying keeps what was typed.
    await page.getByLabel("Título del anuncio").fill("Casa con patio y pozo en Triana");
    await page.getByRole("link", { name: "Vender otra propiedad" }).click();
    const warning = page.getByRole("alertdialog", { name: "¿Salir sin guardar?" });
    await expect(warning).toBeVisible();
    await expect(warning).toContainText("Tienes cambios en el anuncio que aún no has guardado.");
    await warning.getByRole("button", { name: "Seguir editando" }).click();
    await expect(warning).toBeHidden();
    await expect(page).toHaveURL(draftUrl);
    await expect(page.getByLabel("Título del anuncio")).toHaveValue("Casa con patio y pozo en Triana");

    // Reloading asks the browser's own question.
    await page.reload();
    expect(dialogs).toEqual(["beforeunload"]);

    // Leaving anyway goes where asked.
    await page.getByLabel("Descripción", { exact: true }).fill("Patio andaluz con pozo.");
    await page.getByRole("link", { name: "Vender otra propiedad" }).click();
    await warning.getByRole("button", { name: "Salir sin guardar" }).click();
    await expect(page).toHaveURL(/\/vender\/nueva\/anuncio$/);
    await expect(page.getByLabel("Título del anuncio")).toHaveValue("");
  });

  test("after 'Publicar anuncio' on a phone the next step is on screen, with the focus on its heading", async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await signUpAndOpenSale(page);
    // A listing of its own: the portal journey of sell.spec.ts looks for LISTING's title.
    await fillListing(page, {
      ...LISTING,
      title: "Bajo con patio en Aluche",
      address: "Calle de Illescas 50, Madrid",
    });
    await page.locator('input[type="file"]').setInputFiles(await generatedPhotos(15));
    await expect(toast(page, "Imágenes subidas correctamente.")).toBeVisible({ timeout: 90_000 });
    await expect(page.getByText("15 / 50 fotos")).toBeVisible();

    await page.getByRole("button", { name: "Publicar anuncio" }).click();
    await expect(toast(page, "¡Anuncio publicado!")).toBeVisible();
    await expect(step(page, 2)).toBeFocused();
    await expect(step(page, 2)).toBeInViewport({ ratio: 1 });
    await expect(page.getByText("Base imponible")).toBeVisible();

    // Beside the listing, its description in English: saved on its own, and the English page shows it.
    const propertyId = propertyIdFrom(page);
    await page.goto(`/vender/${propertyId}/anuncio`);
    const translations = page.getByRole("form", { name: "Descripción en otros idiomas" });
    await translations.getByLabel("Inglés").fill(ENGLISH_DESCRIPTION);
    await translations.getByRole("button", { name: "Guardar traducciones" }).click();
    await expect(toast(page, "Traducciones guardadas")).toBeVisible();
    await expect(translations.getByLabel("Inglés")).toHaveValue(ENGLISH_DESCRIPTION);
    await page.goto(`/en/propiedad/${propertyId}`);
    await expect(page.getByText("A ground-floor flat with its own patio")).toBeVisible();
    await expect(page.getByText("Exterior, reformado en 2021.")).toHaveCount(0);
  });
});

const ENGLISH_DESCRIPTION = "A ground-floor flat with its own patio, renovated in 2021.";
