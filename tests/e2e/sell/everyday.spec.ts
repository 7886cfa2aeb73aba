import { type Page, test } from "@playwright/test";
import { DEMO_PASSWORD, dismissCookieBanner, fillSignIn } from "../auth/helpers";
import { answerWhoBought, expect, toast, walkSampleToStepSix } from "./helpers";

/** The sale process's everyday defects, at phone width. */
test.use({ viewport: { width: 390, height: 844 } });

async function openNewListing(page: Page, email: string) {
  await page.goto("/auth?redirectTo=/vender%3Fnueva");
  await dismissCookieBanner(page);
  await fillSignIn(page, email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/vender\/nueva\/anuncio$/);
}

async function openPrompt(page: Page) {
  await openNewListing(page, "particular@zaguan.test");
  await page.getByLabel("Título del anuncio").fill("Casa con patio en Triana");
  await page.getByRole("button", { name: "Ayuda para redactar la descripción" }).click();
  const dialog = page.getByRole("dialog", { name: "Prompt para tu asistente de IA" });
  await expect(dialog.getByRole("textbox", { name: "Prompt" })).toHaveValue(/Casa con patio en Triana/);
  return dialog;
}

test.describe("the listing form", () => {
  test("offers Ceuta and Melilla, and says what the public listing shows of the seller", async ({ page }) => {
    await openNewListing(page, "particular@zaguan.test");
    const province = page.getByLabel("Provincia");
    await province.selectOption("Ceuta");
    await expect(province).toHaveValue("Ceuta");
    await province.selectOption("Melilla");
    await expect(province).toHaveValue("Melilla");
    await expect(
      page.getByText(/se muestra en el anuncio, junto a tu nombre de pila \(nunca tus apellidos/),
    ).toBeVisible();
  });
});

test.describe("'¡Prompt copiado!' only once the prompt is on the clipboard", () => {
  test("opening the helper copies nothing; 'Copiar' puts the prompt on the clipboard, then says so", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    // The clipboard answers when the test says so, as a slow or asking browser would.
    await page.addInitScript(() => {
      const realWrite = navigator.clipboard.writeText.bind(navigator.clipboard);
      const pending: Array<() => void> = [];
      Object.assign(window, { releaseClipboard: () => pending.shift()?.() });
      navigator.clipboard.writeText = (text: string) =>
        new Promise<void>((resolve, reject) => {
          pending.push(() => realWrite(text).then(resolve, reject));
        });
    });
    const dialog = await openPrompt(page);
    const prompt = await dialog.getByRole("textbox", { name: "Prompt" }).inputValue();
    await expect(toast(page, "¡Prompt copiado!")).toHaveCount(0);

    await dialog.getByRole("button", { name: "Copiar" }).click();
    // Asked, not yet answered: no success claimed.
    await expect(dialog.getByRole("button", { name: "Copiar" })).toBeDisabled();
    await expect(toast(page, "¡Prompt copiado!")).toHaveCount(0);

    await page.evaluate(() => (window as unknown as { releaseClipboard: () => void }).releaseClipboard());
    await expect(toast(page, "¡Prompt copiado!")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Copiado" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(prompt);
  });

  test("a refused copy says it could not copy, never '¡Prompt copiado!'", async ({ page }) => {
    await page.addInitScript(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException("Denied", "NotAllowedError"));
    });
    const dialog = await openPrompt(page);
    await dialog.getByRole("button", { name: "Copiar" }).click();
    await expect(toast(page, "No se pudo copiar")).toBeVisible();
    await expect(toast(page, "¡Prompt copiado!")).toHaveCount(0);
    await expect(dialog.getByRole("button", { name: "Copiar" })).toBeEnabled();
  });
});

test.describe("the 'Consejo fiscal' after the sale", () => {
  test("stays until the owner presses 'Ir a mi panel'", async ({ page }) => {
    test.setTimeout(180_000);
    await openNewListing(page, "tester@zaguan.test");
    await page.getByRole("button", { name: "Crear propiedad de prueba" }).click();
    await expect(toast(page, "Propiedad de prueba creada")).toBeVisible({ timeout: 60_000 });
    await walkSampleToStepSix(page);

    // The page's clock from here on is the test's: a minute can pass without waiting for it.
    await answerWhoBought(page, /^Comprador de prueba/);
    await page.clock.install();
    await page.getByRole("button", { name: "Finalizar la venta sin pagar" }).click();
    const advice = page.getByRole("dialog", { name: "Consejo fiscal" });
    await expect(advice).toBeVisible();
    await page.clock.fastForward("01:00");
    await expect(advice).toBeVisible();
    await expect(page).toHaveURL(/\/vender/);

    await advice.getByRole("button", { name: "Ir a mi panel" }).click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    await expect(toast(page, "¡Venta completada!")).toBeVisible();
  });
});
