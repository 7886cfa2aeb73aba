import { expect, type Locator, type Page, test } from "@playwright/test";
import { AFTER_SUBMIT, DEMO_PASSWORD, dismissCookieBanner, signIn } from "../auth/helpers";
import { expectNoSeriousViolations } from "../axe";
import { propertyIdFrom } from "../sell/helpers";

// Forms of a dozen fields, axe twice and a sign-in: more than the default 30 s on a shared machine.
test.describe.configure({ timeout: 120_000 });

/** ADR 0022's worked example: a gain of 85.000 € after a plusvalía of 1.080 €, IRPF 18.430 €. */
async function fillWorkedExample(page: Page | Locator) {
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field("Precio de venta").fill("320.000");
  await field("Gastos de la venta").fill("6.920");
  await field("Fecha de venta").fill("2026-06-30");
  await field("Hipoteca pendiente de cancelar").fill("60.000");
  await field("Precio de compra").fill("200.000");
  await field("Gastos de la compra").fill("14.000");
  await field("Fecha de compra").fill("2012-03-15");
  await field("Mejoras").fill("13.000");
  await field("Valor catastral del suelo").fill("48.000");
  await field("Valor catastral total").fill("120.000");
  await field("Tipo de la plusvalía en tu ayuntamiento (%)").fill("25");
  await page.getByRole("button", { name: "Calcular lo que me queda" }).click();
}

async function expectWorkedResult(page: Page) {
  const net = page.getByRole("region", { name: "Te quedarán" });
  await expect(net).toContainText("233.570,00 €");
  await expect(net).toContainText("Estimación para una venta en 2026");
  const irpf = page.getByRole("region", { name: "IRPF estimado" });
  await expect(irpf.getByRole("row")).toHaveText([
    /Tramo.*Tipo.*Cuota/,
    /^6\.000,00\s€19\s%1\.140,00\s€$/,
    /^44\.000,00\s€21\s%9\.240,00\s€$/,
    /^35\.000,00\s€23\s%8\.050,00\s€$/,
    /^Total18\.430,00\s€$/,
  ]);
  await expect(page.getByRole("region", { name: "Ganancia patrimonial" })).toContainText("85.000,00 €");
  const plusvalia = page.getByRole("region", { name: "Plusvalía municipal (IIVTNU)" });
  await expect(plusvalia).toContainText("Se aplica el método objetivo porque es menor: pagas 1.080,00 €.");
}

test.describe("the sale calculator with JavaScript", () => {
  test("the worked example; the page's URL is the result", async ({ page }) => {
    await page.goto("/calculadora-venta");
    await dismissCookieBanner(page);
    await expect(page).toHaveTitle(/Calculadora de venta/);
    await fillWorkedExample(page);
    await expectWorkedResult(page);
    expect(new URL(page.url()).searchParams.get("precio")).toBe("320.000");
    await expectNoSeriousViolations(page, "with a result");

    // Resident elsewhere in the EU: 19 % flat and the buyer's 3 % as an advance.
    await page.getByLabel("Otro país de la UE o del EEE").check();
    await page.getByRole("button", { name: "Calcular lo que me queda" }).click();
    await expect(page.getByRole("region", { name: "Retención del 3 % del comprador" })).toContainText(
      "9.600,00 €",
    );
    await expect(
      page.getByRole("region", { name: "Impuesto sobre la Renta de No Residentes (IRNR)" }),
    ).toContainText("16.150,00 €");
  });
});

/**
 * A UK resident sells their former home for 300.000 € (a gain of 75.840 €) and
 * reinvests. Outside the EU/EEA there is no reinvestment exemption: 14.409,60 € of IRNR, 9.000 €
 * withheld by the buyer, 5.409,60 € still to pay. Checked on a phone and on a desktop screen.
 */
for (const width of [390, 1280]) {
  test(`a UK resident who reinvests pays on the whole gain (${width} px wide)`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await page.goto("/calculadora-venta");
    await dismissCookieBanner(page);
    const field = (label: string) => page.getByLabel(label, { exact: true });
    await field("Precio de venta").fill("300.000");
    await field("Gastos de la venta").fill("4.000");
    await field("Fecha de venta").fill("2026-06-30");
    await field("Hipoteca pendiente de cancelar").fill("50.000");
    await field("Precio de compra").fill("200.000");
    await field("Gastos de la compra").fill("19.260");
    await field("Fecha de compra").fill("2014-05-10");
    await field("Valor catastral del suelo").fill("40.000");
    await field("Valor catastral total").fill("100.000");
    await field("Tipo de la plusvalía en tu ayuntamiento (%)").fill("25");
    await page.getByLabel("Es mi vivienda habitual").check();
    await field("Reinversión en una nueva vivienda habitual").fill("250.000");
    await page.getByLabel("Fuera de la UE y del EEE").check();
    await page.getByRole("button", { name: "Calcular lo que me queda" }).click();

    await expect(page.getByRole("region", { name: "Ganancia patrimonial" })).toContainText(
      "No aplicamos la exención por reinversión",
    );
    await expect(page.getByRole("region", { name: "Ganancia patrimonial" })).toContainText("75.840,00 €");
    await expect(
      page.getByRole("region", { name: "Impuesto sobre la Renta de No Residentes (IRNR)" }),
    ).toContainText("14.409,60 €");
    const withholding = page.getByRole("region", { name: "Retención del 3 % del comprador" });
    await expect(withholding).toContainText("9.000,00 €");
    await expect(withholding).toContainText("aún tendrás que pagar 5.409,60 € (modelo 210)");
    await expect(page.getByRole("region", { name: "Te quedarán" })).toContainText("230.690,40 €");
    // Nothing spills sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: test.info().outputPath(`uk-resident-${width}.png`), fullPage: true });

    // Without the IBI receipt: the income tax and the net still, the plusvalía marked missing.
    await field("Valor catastral del suelo").fill("");
    await field("Valor catastral total").fill("");
    await field("Tipo de la plusvalía en tu ayuntamiento (%)").fill("");
    await page.getByRole("button", { name: "Calcular lo que me queda" }).click();
    const net = page.getByRole("region", { name: "Te quedarán" });
    await expect(net).toContainText("231.419,40 €");
    await expect(net).toContainText("Sin la plusvalía municipal: falta el valor catastral para calcularla.");
    await expect(page.getByRole("region", { name: "Plusvalía municipal (IIVTNU)" })).toContainText(
      "Falta el valor catastral",
    );
    await expect(page.getByRole("region", { name: "De dónde sale la cifra" })).toContainText("Sin calcular");
    await page.screenshot({ path: test.info().outputPath(`no-cadastral-${width}.png`), fullPage: true });
  });
}

// axe runs in the page, so it is checked with JavaScript on (above); here the fields' descriptions carry the errors.
test.describe("the sale calculator without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the worked example, and Spanish errors beside the fields with nothing lost", async ({ page }) => {
    await page.goto("/calculadora-venta");
    await fillWorkedExample(page);
    await expectWorkedResult(page);

    await page.getByLabel("Precio de compra", { exact: true }).fill("doscientos mil");
    await page.getByLabel("Tipo de la plusvalía en tu ayuntamiento (%)").fill("45");
    await page.getByRole("button", { name: "Calcular lo que me queda" }).click();
    await expect(page.getByLabel("Precio de compra", { exact: true })).toHaveAccessibleDescription(
      "Escribe un importe en euros, por ejemplo 250.000.",
    );
    await expect(page.getByLabel("Tipo de la plusvalía en tu ayuntamiento (%)")).toHaveAccessibleDescription(
      /Escribe un porcentaje entre 0 y 30, por ejemplo 29\./,
    );
    // The GET lands on the result's place: there, a link to each field to fix.
    await expect(page.getByRole("link", { name: "Precio de compra" })).toHaveAttribute("href", "#compra");
    await expect(page.getByLabel("Precio de compra", { exact: true })).toHaveValue("doscientos mil");
    await expect(page.getByLabel("Precio de venta", { exact: true })).toHaveValue("320.000");
    await expect(page.getByRole("region", { name: "Te quedarán" })).toHaveCount(0);
  });
});

test("the demo seller's reserved studio: step 5 holds the calculator with the agreed price", async ({
  page,
}) => {
  await signIn(page, "particular@zaguan.test", DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/, AFTER_SUBMIT);
  await page.getByRole("button", { name: /Reservado/ }).click();
  await page.getByRole("link", { name: "Continuar Proceso" }).click();
  await expect(page).toHaveURL(/\/vender\/[0-9a-f-]{36}\//);
  // The step to open is named in the link (?paso=5), whichever step the studio is at.
  await page.goto(`/vender?id=${propertyIdFrom(page)}&paso=5`);
  const calculator = page
    .getByTestId("process-step-5")
    .locator("details")
    .filter({ hasText: "¿Cuánto te quedará?" });
  await calculator.getByText("¿Cuánto te quedará? Calcula impuestos y lo que te llevas").click();
  // The reserved studio is listed at 189.000 €; an accepted offer would take its place.
  await expect(calculator.getByLabel("Precio de venta", { exact: true })).toHaveValue(/^\d{3}\.\d{3}$/);
  await fillWorkedExample(calculator);
  await expectWorkedResult(page);
});

test("the same calculator in step 6, 'Cierra la venta', where the taxes fall due", async ({ page }) => {
  await signIn(page, "particular@zaguan.test", DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/, AFTER_SUBMIT);
  await page.getByRole("button", { name: /Reservado/ }).click();
  await page.getByRole("link", { name: "Continuar Proceso" }).click();
  await expect(page).toHaveURL(/\/vender\/[0-9a-f-]{36}\//);
  await page.goto(`/vender?id=${propertyIdFrom(page)}&paso=6`);
  const step = page.getByTestId("process-step-6");
  const calculator = step.locator("details").filter({ hasText: "¿Cuánto te quedará?" });
  await calculator.getByText("¿Cuánto te quedará? Calcula impuestos y lo que te llevas").click();
  await expect(calculator.getByLabel("Precio de venta", { exact: true })).toHaveValue(/^\d{3}\.\d{3}$/);
  await fillWorkedExample(calculator);
  await expectWorkedResult(page);
});
