import { test } from "@playwright/test";
import { DEMO_PASSWORD, signInThroughPage } from "../auth/helpers";
import { expect, expectAdvancedTo, expectStepState, toast } from "../sell/helpers";

// After the paid campaign, step 3 says what to do next, steps 3
// and 4 show the same fee arithmetic, and the paid campaign offers nothing to "edit".
test.use({ viewport: { width: 390, height: 844 } });

test("after the campaign, step 3 leads to step 4 and both show the same fee arithmetic", async ({ page }) => {
  test.setTimeout(180_000);
  await signInThroughPage(page, "tester@zaguan.test", DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/auth/);
  await page.goto("/proceso-agencia?nueva");
  await page.getByRole("button", { name: "Crear propiedad de prueba" }).click();
  await expect(toast(page, "Propiedad de prueba creada")).toBeVisible({ timeout: 90_000 });
  // The sample is published: step 2, the campaign, is the one open.
  await expectStepState(page, 2, "En curso");
  await page.getByRole("button", { name: "Activar la campaña sin pagar" }).click();
  await expectAdvancedTo(page, 3);

  // Step 3 is current and names the next action instead of standing 'En curso' with nothing.
  await expectStepState(page, 3, "En curso");
  await expect(page.getByRole("heading", { name: "Siguiente paso" })).toBeVisible();
  // The sample: 250.000 € at 4 % → 10.000 €: 6.000 € agency, 4.000 € platform, of which the
  // final fee's base (413,22 € of its 500,00 € IVA incluido, step 4) is deducted (clause 4): one
  // base, every amount without IVA, leaving 3.586,78 € after the deed.
  const ownArithmetic = page.getByRole("region", { name: "Tu propiedad" }).getByTestId("fee-arithmetic");
  await expect(ownArithmetic).toContainText("Para la plataforma (40 %)4.000 €");
  await expect(ownArithmetic).toContainText("Menos la base de la comisión final del paso 4−413,22 €");
  await expect(ownArithmetic).toContainText("Resto para la plataforma, a pagar tras la escritura3.586,78 €");

  // The 48-hour duty is a form of the step: the arras' date, the final price, the buyer and the
  // signed document; the platform's share at that price is shown before anything is sent.
  const report = page.getByRole("region", { name: "Comunicar la firma" });
  await report.getByRole("radio", { name: "Firma de las arras" }).check();
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Madrid" }).format(new Date());
  await report.getByLabel("Fecha de la firma").fill(today);
  await report.getByLabel("Precio final de la venta (euros, sin decimales)").fill("240.000");
  await report.getByLabel("Nombre y apellidos del comprador").fill("Pablo Ruiz Ortega");
  await report.getByLabel(/Documento firmado/).setInputFiles({
    name: "arras.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\narras firmadas\n"),
  });
  await report.getByRole("button", { name: "Revisar antes de enviar" }).click();
  const confirmation = page.getByRole("region", { name: "Confirma la comunicación" });
  await expect(confirmation).toContainText("240.000 €");
  await expect(confirmation).toContainText("3.840,00 € (sin IVA)");
  await confirmation.getByRole("button", { name: "Confirmar y enviar" }).click();
  await expect(toast(page, "Firma comunicada")).toBeVisible();
  await expect(page.getByRole("list", { name: "Firmas comunicadas" }).getByRole("listitem")).toContainText(
    "Firma de las arras",
  );

  // The paid campaign cannot be redone: only the listing (step 1) offers 'Reabrir y Editar'.
  await expect(page.getByRole("button", { name: "Reabrir y Editar" })).toHaveCount(1);
  await expect(
    page.getByTestId("process-step-2").getByRole("button", { name: "Reabrir y Editar" }),
  ).toHaveCount(0);
  await expect(
    page.getByTestId("process-step-1").getByRole("button", { name: "Reabrir y Editar" }),
  ).toBeVisible();

  // The next action opens step 4, which shows the same figures beside the 500,00 € to pay now.
  await page.getByRole("button", { name: "Ir al paso 4: Comisión Final de Agencia" }).click();
  const finalFee = page.getByTestId("process-step-4");
  await expect(finalFee.getByRole("button", { name: "Pagar 500,00 €" })).toBeVisible();
  const feeArithmetic = finalFee.getByTestId("fee-arithmetic");
  await expect(feeArithmetic).toContainText("Para la plataforma (40 %)4.000 €");
  await expect(feeArithmetic).toContainText("Menos la base de la comisión final del paso 4−413,22 €");
  await expect(feeArithmetic).toContainText("Resto para la plataforma, a pagar tras la escritura3.586,78 €");
  await expect(page.getByRole("heading", { name: "Siguiente paso" })).toHaveCount(0);

  // Finished, so the sample leaves the portal the other specs count.
  await page.getByRole("button", { name: "Confirmar la venta sin pagar" }).click();
  await expect(toast(page, "¡Venta confirmada!")).toBeVisible();
});
