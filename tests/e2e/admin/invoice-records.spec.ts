import { expect, type Page, test } from "@playwright/test";
import { passDemoAdminSecondFactor } from "../auth/helpers";
import { waitForPageReady } from "../page-ready";

async function signInAsAdmin(page: Page) {
  await page.goto(`/auth?${new URLSearchParams({ redirectTo: "/admin" })}`);
  const reject = page.getByRole("button", { name: "Rechazar" });
  if (await reject.isVisible()) await reject.click();
  await page.getByLabel("Correo electrónico").first().fill("admin@zaguan.test");
  await page.getByLabel("Contraseña", { exact: true }).first().fill("zaguan-demo");
  await page.getByRole("button", { name: "Iniciar sesión" }).last().click();
  await passDemoAdminSecondFactor(page);
  await page.waitForURL((url) => url.pathname !== "/auth");
  await waitForPageReady(page);
}

test("staff verify the chain of records, cancel an invoice, and the chain still verifies", async ({
  page,
}) => {
  test.slow();
  await signInAsAdmin(page);
  await page.goto("/admin/facturas");
  await expect(page.getByRole("heading", { level: 1, name: "Facturas" })).toBeVisible();

  await page.getByRole("button", { name: "Verificar la cadena" }).click();
  await expect(page.getByRole("status")).toContainText(
    /La cadena está íntegra: \d+ registros de facturación de 1 emisor/,
  );

  // Every demo invoice was registered when it was issued.
  const cancel = page.getByRole("link", { name: /^Anular factura F-\d{4}-\d{5}$/ }).first();
  const label = (await cancel.getAttribute("aria-label")) ?? "";
  const number = label.replace("Anular factura ", "");
  await cancel.click();
  await expect(page.getByRole("heading", { level: 1, name: `Anular la factura ${number}` })).toBeVisible();
  await expect(page.getByText("sigue en la serie con su número", { exact: false })).toBeVisible();
  await page.getByRole("button", { name: `Anular la factura ${number}` }).click();

  await expect(page).toHaveURL(/\/admin\/facturas\?anio=\d{4}$/);
  const row = page.getByRole("row").filter({ hasText: number });
  await expect(row).toContainText("Anulada");
  await expect(row.getByRole("link", { name: `Anular factura ${number}` })).toHaveCount(0);

  await page.getByRole("button", { name: "Verificar la cadena" }).click();
  await expect(page.getByRole("status")).toContainText("sin ninguna rotura");
});

test("staff download the records for an inspection: one SuministroLR file with the altas, sending off said", async ({
  page,
}) => {
  test.slow();
  await signInAsAdmin(page);
  await page.goto("/admin/facturas");
  await expect(page.getByText("El envío de los registros a la AEAT está desactivado")).toBeVisible();
  await expect(page.getByRole("row").nth(1)).toContainText("Sin enviar");

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Descargar registros (XML)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^registros-verifactu-[A-Z0-9]{9}-\d{8}-\d{6}\.xml$/);
  const xml = await (await download.createReadStream())
    .toArray()
    .then((chunks) => Buffer.concat(chunks).toString("utf8"));
  expect(xml).toContain("<sfLR:RegFactuSistemaFacturacion");
  expect(xml).toContain("<sf:RegistroAlta>");
  expect(xml).toContain("<sf:NombreSistemaInformatico>Zaguán</sf:NombreSistemaInformatico>");
});
