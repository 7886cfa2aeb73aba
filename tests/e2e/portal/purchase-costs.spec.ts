import { expect, type Page, test } from "@playwright/test";
import { DEMO, openListingFromPortal } from "./helpers";

/**
 * The buyer's costs on the demo's flat in Chamberí (Madrid, 585.000 €, 112 m²): what buying it
 * costs, with JavaScript off (server figures, and the form recomputed by the server) and on (the
 * payment follows the typing).
 */
const costs = (page: Page) => page.getByRole("region", { name: "Lo que cuesta comprarla" });

async function expectListingFigures(page: Page) {
  await expect(page.getByRole("heading", { level: 1, name: DEMO.chamberi })).toBeVisible();
  await expect(page.getByText(/^5\.223\s€\/m²$/)).toBeVisible();
  await expect(page.getByText(/^Publicado el \d{1,2} de \w+ de \d{4}$/)).toBeVisible();
  await expect(page.getByText(/^Referencia: [0-9A-F]{8}$/)).toBeVisible();
  // 468.000 € borrowed at the example's 3 % over 30 years.
  await expect(costs(page).getByRole("status")).toContainText("Cuota mensual estimada: 1.973,11 €");
  await expect(costs(page).getByRole("status")).toContainText(
    "Préstamo de 468.000 € tras una entrada de 117.000 €",
  );
  const taxes = costs(page).getByRole("definition");
  await expect(
    costs(page).getByRole("term").filter({ hasText: "ITP (Comunidad de Madrid, 6 %)" }),
  ).toBeVisible();
  await expect(taxes.filter({ hasText: /^35\.100\s€$/ })).toBeVisible();
  await expect(costs(page).getByRole("term").filter({ hasText: "Total aproximado" })).toBeVisible();
}

test("without JavaScript the listing shows €/m², the monthly payment and the ITP, and the form recomputes on the server", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const href = await openListingFromPortal(page, "chamberi");
  await expectListingFigures(page);
  const similar = page.getByRole("region", { name: "Propiedades similares" });
  await expect(similar.getByRole("link", { name: DEMO.tetuan })).toBeVisible();
  await expect(similar.getByRole("link", { name: DEMO.chamberi })).toHaveCount(0);

  await costs(page).getByLabel("Entrada (%)").fill("30");
  await costs(page).getByRole("button", { name: "Calcular cuota" }).click();
  await expect(page).toHaveURL(`${href}/hipoteca?precio=585000&entrada=30&interes=3&plazo=30#hipoteca`);
  await expect(costs(page).getByRole("status")).toContainText("Cuota mensual estimada: 1.726,47 €");
  await expect(costs(page).getByLabel("Entrada (%)")).toHaveValue("30");
  await page.getByRole("link", { name: "Volver a la propiedad" }).click();
  await expect(page).toHaveURL(href);
  await context.close();
});

test("with JavaScript the payment follows the down payment as the buyer types, without leaving the listing", async ({
  page,
}) => {
  const href = await openListingFromPortal(page, "chamberi");
  await expectListingFigures(page);
  const entrada = costs(page).getByLabel("Entrada (%)");
  await entrada.fill("30");
  await expect(costs(page).getByRole("status")).toContainText("Cuota mensual estimada: 1.726,47 €");
  await expect(costs(page).getByRole("status")).toContainText("Préstamo de 409.500 €");

  await entrada.fill("150");
  await expect(entrada).toHaveAttribute("aria-invalid", "true");
  await expect(costs(page).getByText(/^Revisa los datos/)).toBeVisible();
  await entrada.fill("100");
  await expect(costs(page).getByRole("status")).toContainText("Cuota mensual estimada: 0,00 €");

  await costs(page).getByRole("button", { name: "Calcular cuota" }).click();
  await expect(page).toHaveURL(href);
});
