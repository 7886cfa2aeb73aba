import { readFile } from "node:fs/promises";
import { test } from "@playwright/test";
import { pdfText } from "../../support/pdf-text";
import { DEMO_PASSWORD, dismissCookieBanner, fillSignIn } from "../auth/helpers";
import { waitForPageReady } from "../page-ready";
import {
  answerWhoBought,
  BILLING,
  expect,
  expectAdvancedTo,
  expectStepState,
  fillBillingDetails,
  fillListing,
  generatedPhotos,
  LISTING,
  payWithCard,
  propertyIdFrom,
  saleCompletedMails,
  signUpVerified,
  step,
  toast,
  walkSampleToStepSix,
} from "./helpers";

test.describe("the private owner's six-step sale", () => {
  test.describe.configure({ timeout: 120_000 });

  test("a signed-out visitor is sent to /auth", async ({ page }) => {
    await page.goto("/vender");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fvender/);
  });

  test("a new owner lists with 15 photos, pays the campaign, walks the steps and sells to a buyer from outside without a success fee", async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const account = await signUpVerified(page);
    await page.goto("/auth?redirectTo=/vender");
    await fillSignIn(page, account.email, account.password);
    await expect(page).toHaveURL(/\/vender/);
    await expect(page.getByRole("heading", { name: "Vender mi propiedad" })).toBeVisible();

    // Step 1 is open and the steps after the campaign are locked.
    await expectStepState(page, 1, "En curso");
    await expectStepState(page, 3, "Bloqueado");
    await expect(step(page, 3)).toBeDisabled();

    // Publishing with nothing filled in: the toast and errors on the fields.
    await page.getByRole("button", { name: "Publicar anuncio" }).click();
    await expect(toast(page, "Campos requeridos")).toBeVisible();
    await expect(page.getByText("Escribe un título para el anuncio.")).toBeVisible();

    await fillListing(page);
    await expect(page.getByText("0 / 50 fotos (mínimo 15)")).toHaveClass(/text-destructive/);

    // The first photos of a new listing create its draft, then upload in batches.
    await page.locator('input[type="file"]').setInputFiles(await generatedPhotos(15));
    await expect(toast(page, "Imágenes subidas correctamente.")).toBeVisible({ timeout: 90_000 });
    await expect(page.getByText("15 / 50 fotos")).toBeVisible();
    await expect(page.getByText("15 / 50 fotos")).not.toHaveClass(/text-destructive/);
    await expect(page.getByRole("img", { name: "Foto 1 (portada)" })).toBeVisible();
    const propertyId = propertyIdFrom(page);

    // What was typed before the upload is still there, and publishing works.
    await expect(page.getByLabel("Título del anuncio")).toHaveValue(LISTING.title);
    await page.getByRole("button", { name: "Publicar anuncio" }).click();
    await expect(toast(page, "¡Anuncio publicado!")).toBeVisible();
    await expectStepState(page, 1, "Completado");
    await expectStepState(page, 2, "En curso");

    // 'Ver' shows what was saved. Publishing loads the step anew (its toast comes with the HTML), and
    // the dialog opens with JavaScript: the page has to be ready for it, as for a person.
    await waitForPageReady(page);
    await page.getByRole("button", { name: "Ver los datos del paso 1" }).click();
    const summary = page.getByRole("dialog");
    await expect(summary).toContainText("389.000");
    await expect(summary).toContainText("Balcón, Calefacción");
    await page.keyboard.press("Escape");

    // The listing is in the portal while published.
    const portal = await page.context().newPage();
    await portal.goto(`/portal?q=${encodeURIComponent("Retiro")}`);
    await expect(portal.getByRole("heading", { name: LISTING.title })).toBeVisible();
    await portal.goto(`/propiedad/${propertyId}`);
    await expect(portal.getByRole("heading", { level: 1, name: LISTING.title })).toBeVisible();

    // Step 2: fee shown with IVA. The invoice names the owner's domicile, so it is asked for first
    // (the DNI was given at step 1); the card form shows once it is saved (ADR 0041).
    await expect(page.getByText("Base imponible")).toBeVisible();
    await expect(page.getByText("IVA (21 %)")).toBeVisible();
    await expect(page.getByText(/^Necesitamos tu domicilio para la factura\./)).toBeVisible();
    await expect(page.getByLabel("Número de la tarjeta")).toHaveCount(0);
    const billingForm = page.locator("form#billing-details");
    await expect(billingForm.getByLabel("DNI o NIE")).toHaveCount(0);
    // A postal code of another province is refused on its field.
    await billingForm.getByLabel("Calle y número").fill(BILLING.street);
    await billingForm.getByLabel("Código postal").fill("08001");
    await billingForm.getByLabel("Localidad").fill(BILLING.city);
    await billingForm.getByLabel("Provincia").selectOption("Madrid");
    await billingForm.getByRole("button", { name: "Guardar datos de facturación" }).click();
    await expect(page.getByText("Ese código postal es de la provincia de Barcelona.")).toBeVisible();
    await fillBillingDetails(page);
    await expect(page.getByText(/^Necesitamos tu domicilio para la factura\./)).toHaveCount(0);
    await expectStepState(page, 2, "En curso");

    // A declined card leaves the step open with the error toast.
    await payWithCard(page, "4000 0000 0000 0002");
    await expect(toast(page, "Error de pago")).toBeVisible();
    await expect(toast(page, "Tu tarjeta ha sido rechazada.")).toBeVisible();
    await expectStepState(page, 2, "En curso");
    await expectStepState(page, 3, "Bloqueado");

    await payWithCard(page, "4242 4242 4242 4242");
    await expect(toast(page, "¡Pago completado!")).toBeVisible();
    await expectStepState(page, 2, "Completado");
    await expectStepState(page, 3, "En curso");

    // Step 3: viewings.
    await page.getByRole("button", { name: "He preparado las visitas" }).click();
    await expectAdvancedTo(page, 4);

    // Step 4, with a contract signed elsewhere: the cadastral reference is required, then checked.
    await page.getByText("¿Prefieres otro generador o ya tienes tu contrato firmado?").click();
    const signedElsewhere = page.getByRole("group", { name: "Contrato de arras firmado fuera de Zaguán" });
    await signedElsewhere.getByRole("button", { name: "He firmado el contrato de arras" }).click();
    await expect(toast(page, "Campo requerido")).toBeVisible();
    await signedElsewhere.getByLabel("Referencia catastral").fill("9872023VH5797S0001WX");
    await signedElsewhere.getByRole("button", { name: "He firmado el contrato de arras" }).click();
    await expectAdvancedTo(page, 5);

    // Step 5: notary papers.
    await expect(
      page.getByText("Nota simple del Registro de la Propiedad de menos de 3 meses"),
    ).toBeVisible();
    await page.getByRole("button", { name: "Tengo la documentación preparada" }).click();
    await expectAdvancedTo(page, 6);

    // Step 6: nobody reached this listing through Zaguán, so the buyer came from outside: no fee.
    const question = page.getByRole("group", { name: "¿Quién ha comprado tu vivienda?" });
    await expect(question).toContainText("Este anuncio no ha recibido contactos a través de Zaguán");
    await expect(
      question.getByRole("radio", { name: "Un comprador que no llegó a través de Zaguán" }),
    ).toBeChecked();
    await expect(page.getByRole("button", { name: /^Pagar/ })).toHaveCount(0);
    await answerWhoBought(page, "Un comprador que no llegó a través de Zaguán");
    const advice = page.getByRole("dialog", { name: "Consejo fiscal" });
    await expect(advice).toBeVisible();
    await advice.getByRole("button", { name: "Ir a mi panel" }).click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    await expect(toast(page, "¡Venta completada!")).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("propertyInProgress"))).toBeNull();
    await expect
      .poll(() => saleCompletedMails(account.email))
      .toEqual([expect.stringContaining(LISTING.title)]);

    // Sold: no longer in the portal; the sale page shows it finished.
    const gone = await portal.goto(`/propiedad/${propertyId}`);
    expect(gone?.status()).toBe(404);
    await page.goto(`/vender?id=${propertyId}`);
    await expect(page.getByText("¡Venta completada! Tu propiedad figura como vendida.")).toBeVisible();
    for (const number of [1, 2, 3, 4, 5, 6]) await expectStepState(page, number, "Completado");

    // Only the campaign was charged; the final summary says who bought and that no fee applied.
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Ver Resumen Final" }).click();
    const finalSummary = page.getByRole("dialog", { name: "Resumen final" });
    await expect(finalSummary).toContainText(
      "Un comprador que no llegó a través de Zaguán (sin comisión de éxito)",
    );
    await expect(finalSummary.getByText(/^Campaña de Marketing/)).toBeVisible();
    await expect(finalSummary.getByText(/^Comisión de Éxito/)).toHaveCount(0);
    await page.keyboard.press("Escape");

    // The campaign's invoice names the owner with the DNI of step 1 and the domicile of step 2.
    await page.getByRole("tab", { name: "Mis Pagos" }).click();
    const downloading = page.waitForEvent("download");
    await page
      .getByRole("table", { name: "Mis pagos" })
      .getByRole("link", { name: /^Descargar factura F-\d{4}-\d{5}$/ })
      .click();
    const invoice = pdfText(await readFile((await (await downloading).path()) as string)).join("\n");
    expect(invoice).toContain(`DNI/NIF: ${LISTING.dni}`);
    expect(invoice).toContain(`Domicilio: ${BILLING.line}`);
  });

  test("a tester's sample sold to the buyer who came through Zaguán pays the success fee by card", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.goto("/auth?redirectTo=/vender%3Fnueva");
    await dismissCookieBanner(page);
    await fillSignIn(page, "tester@zaguan.test", DEMO_PASSWORD);
    await page.getByRole("button", { name: "Crear propiedad de prueba" }).click();
    await expect(toast(page, "Propiedad de prueba creada")).toBeVisible({ timeout: 60_000 });
    await walkSampleToStepSix(page);

    // The buyer is the listing's lead: the answer is recorded and the success fee is asked for.
    await expect(page.getByRole("button", { name: /^Pagar/ })).toHaveCount(0);
    await answerWhoBought(page, /^Comprador de prueba · mensaje del/);
    await expect(toast(page, "Comprador registrado")).toBeVisible();
    await expect(
      page.getByText("Comprador: Un comprador que llegó a través de Zaguán: Comprador de prueba."),
    ).toBeVisible();
    await payWithCard(page, "4242 4242 4242 4242");
    const advice = page.getByRole("dialog", { name: "Consejo fiscal" });
    await expect(advice).toBeVisible();
    await advice.getByRole("button", { name: "Ir a mi panel" }).click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    await expect(toast(page, "¡Venta completada!")).toBeVisible();

    await page.getByRole("button", { name: "Ver Resumen Final" }).click();
    const summary = page.getByRole("dialog", { name: "Resumen final" });
    await expect(summary).toContainText("Un comprador que llegó a través de Zaguán: Comprador de prueba");
    await expect(summary.getByText(/^Comisión de Éxito/)).toBeVisible();
    await expect(summary).toContainText("605,00");
  });

  test("a tester creates the sample property and finishes every step without paying", async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto("/auth?redirectTo=/vender%3Fnueva");
    await dismissCookieBanner(page);
    await fillSignIn(page, "tester@zaguan.test", DEMO_PASSWORD);
    await expect(page.getByRole("heading", { name: "Modo de Prueba" })).toBeVisible();

    await page.getByRole("button", { name: "Crear propiedad de prueba" }).click();
    await expect(toast(page, "Propiedad de prueba creada")).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText("Propiedad: Piso de prueba luminoso en Chamberí")).toBeVisible();
    await expectStepState(page, 1, "Completado");

    await walkSampleToStepSix(page);

    await page.getByRole("button", { name: "Ver los datos del paso 2" }).click();
    await expect(page.getByRole("dialog")).toContainText("Pagado (Prueba): sin cargo");
    await page.keyboard.press("Escape");

    // The sample has one lead; naming it leaves the fee, which a tester skips.
    await answerWhoBought(page, /^Comprador de prueba/);
    await page.getByRole("button", { name: "Finalizar la venta sin pagar" }).click();
    const advice = page.getByRole("dialog", { name: "Consejo fiscal" });
    await expect(advice).toBeVisible();
    await advice.getByRole("button", { name: "Ir a mi panel" }).click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    await expect(toast(page, "¡Venta completada!")).toBeVisible();
  });

  test("what was typed in the listing survives a reload", async ({ page }) => {
    await page.goto("/auth?redirectTo=/vender%3Fnueva");
    await dismissCookieBanner(page);
    await fillSignIn(page, "particular@zaguan.test", DEMO_PASSWORD);
    await expect(page.getByLabel("Título del anuncio")).toHaveValue("");
    await page.getByLabel("Título del anuncio").fill("Casa con patio en Triana");
    await page.getByLabel("Provincia").selectOption("Sevilla");
    // The draft is written to this browser 0,4 s after the last keystroke: wait until it is there
    // (a wait on the draft, not on time: on a loaded machine the timer may fire late).
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.values(localStorage).some(
            (value) => value.includes("Casa con patio en Triana") && value.includes("Sevilla"),
          ),
        ),
      )
      .toBe(true);
    // Unsaved edits: the browser asks before reloading; the person goes ahead.
    page.once("dialog", (dialog) => void dialog.accept());
    await page.reload();
    await expect(page.getByText("Hemos recuperado lo que escribiste")).toBeVisible();
    await expect(page.getByLabel("Título del anuncio")).toHaveValue("Casa con patio en Triana");
    await expect(page.getByLabel("Provincia")).toHaveValue("Sevilla");
    await page.getByRole("button", { name: "Descartar cambios" }).click();
    await expect(page.getByLabel("Título del anuncio")).toHaveValue("");
  });

  test("the property in progress is reopened from the browser, and forgotten for another user", async ({
    page,
  }) => {
    await page.goto("/auth?redirectTo=/vender");
    await dismissCookieBanner(page);
    await fillSignIn(page, "particular@zaguan.test", DEMO_PASSWORD);
    await expect(page.getByText(/^Propiedad:/)).toBeVisible();
    const kept = async () =>
      JSON.parse((await page.evaluate(() => localStorage.getItem("propertyInProgress"))) ?? "{}");
    await expect.poll(kept).toMatchObject({ propertyId: expect.any(String), userId: expect.any(String) });
    const steps = page.getByText(/^Propiedad:/);
    const firstTitle = await steps.textContent();
    const newestId = propertyIdFrom(page);

    // Another of the owner's properties kept in progress opens instead of the newest.
    await page.goto("/dashboard");
    const other = page
      .locator(`[data-testid="property-selector"] button:not([data-property-id="${newestId}"])`)
      .filter({ hasText: "En venta" })
      .first();
    const otherId = (await other.getAttribute("data-property-id")) ?? "";
    const otherTitle = ((await other.locator("span").first().textContent()) ?? "").trim();
    await page.evaluate((propertyId) => {
      const entry = JSON.parse(localStorage.getItem("propertyInProgress") ?? "{}");
      localStorage.setItem("propertyInProgress", JSON.stringify({ ...entry, propertyId }));
    }, otherId);
    await page.goto("/vender");
    await expect(page).toHaveURL(new RegExp(`/vender/${otherId}/`));
    await expect(steps).toHaveText(`Propiedad: ${otherTitle}`);

    // An id that leads nowhere is dropped and the newest property shows again.
    await page.evaluate(() => {
      const entry = JSON.parse(localStorage.getItem("propertyInProgress") ?? "{}");
      localStorage.setItem(
        "propertyInProgress",
        JSON.stringify({ ...entry, propertyId: "00000000-0000-4000-8000-000000000000" }),
      );
    });
    await page.goto("/vender");
    await expect(page).toHaveURL(new RegExp(`/vender/${newestId}/`));
    await expect(steps).toHaveText(firstTitle ?? "");
    await expect.poll(async () => (await kept()).propertyId).toBe(newestId);

    await page.evaluate(() =>
      localStorage.setItem("propertyInProgress", JSON.stringify({ userId: "someone-else", propertyId: "x" })),
    );
    await page.goto("/vender");
    await expect(steps).toHaveText(firstTitle ?? "");
    await expect(page).toHaveURL(new RegExp(`/vender/${newestId}/`));
    await expect.poll(async () => (await kept()).userId).not.toBe("someone-else");
  });
});
