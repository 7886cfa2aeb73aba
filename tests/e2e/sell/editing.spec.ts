import { test } from "@playwright/test";
import { AFTER_SUBMIT, DEMO_PASSWORD, signInThroughPage } from "../auth/helpers";
import { expect, expectStepState, step, toast } from "./helpers";

const GARAGE = "Plaza de garaje con trastero en Benimaclet";

test.describe("a live listing can be edited (issue #28)", () => {
  test.describe.configure({ timeout: 120_000 });
  test.use({ viewport: { width: 390, height: 844 } });

  test("a published garage left with 14 photos is saved, then its price is lowered for the portal", async ({
    page,
  }) => {
    // A demo owner's live garage, published with the 15 photos the rule asks for.
    await page.goto("/portal?q=Benimaclet");
    await page.getByRole("link", { name: GARAGE }).click();
    await expect(page.getByRole("heading", { level: 1, name: GARAGE })).toBeVisible();
    const propertyPath = new URL(page.url()).pathname;
    const propertyId = propertyPath.split("/").pop() ?? "";
    await expect(page.getByText(/^26\.500\s€$/).first()).toBeVisible();

    await signInThroughPage(
      page,
      "carmen.ruiz@zaguan.test",
      DEMO_PASSWORD,
      `?redirectTo=${encodeURIComponent(`/vender?id=${propertyId}`)}`,
    );
    await expect(page.getByText(`Propiedad: ${GARAGE}`)).toBeVisible(AFTER_SUBMIT);
    await expectStepState(page, 1, "Completado");
    await step(page, 1).click();
    await expect(page.getByText("15 / 50 fotos", { exact: true })).toBeVisible();
    // A live listing keeps 15 photos: the removal is refused and says why.
    await page.getByRole("button", { name: "Eliminar la foto 15" }).click();
    await expect(toast(page, "Fotos insuficientes")).toBeVisible();
    await expect(page.getByText("15 / 50 fotos", { exact: true })).toBeVisible();

    // Saved with nothing else changed: an edit needs no new photos.
    await page.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(toast(page, "Cambios guardados")).toBeVisible();
    await expect(toast(page, "Tu anuncio ya muestra los cambios.")).toBeVisible();
    // That toast goes away by itself: the next one seen is the next save's own.
    await expect(toast(page, "Cambios guardados")).toBeHidden();

    // The price lowered reaches the portal; the listing stays published and its steps as they were.
    await page.getByLabel("Precio de venta (€)").fill("24.500");
    await page.getByRole("button", { name: "Guardar cambios" }).click();
    // Read the saved data once the save has landed, not while its page is still being replaced.
    await expect(toast(page, "Cambios guardados")).toBeVisible();
    await page.getByRole("button", { name: "Ver los datos del paso 1" }).click();
    await expect(page.getByRole("dialog")).toContainText(/24\.500\s€/);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    const portal = await page.context().newPage();
    await portal.goto(propertyPath);
    await expect(portal.getByText(/^24\.500\s€$/).first()).toBeVisible();
    await portal.close();
    await expectStepState(page, 1, "Completado");
    await expectStepState(page, 3, "En curso");

    // Everything is saved: leaving asks nothing.
    await page.getByRole("link", { name: "Vender otra propiedad" }).click();
    await expect(page).toHaveURL(/\/vender\/nueva\/anuncio$/);
    await expect(page.getByLabel("Título del anuncio")).toHaveValue("");
  });
});
