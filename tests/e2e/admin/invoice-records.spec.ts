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

test("staff verify the chain of records, and read why a charged invoice is rectified, not voided", async ({
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

  // Every demo invoice was charged: none is offered 'Anular', each says why.
  await expect(page.getByRole("link", { name: /^Anular factura / })).toHaveCount(0);
  const row = page
    .getByRole("row")
    .filter({ has: page.getByRole("link", { name: /^Rectificar factura F-\d{4}-\d{5}$/ }) })
    .first();
  await expect(row).toContainText("Cobrada: se rectifica, no se anula");
  const rectify = row.getByRole("link", { name: /^Rectificar factura / });
  const number = ((await rectify.getAttribute("aria-label")) ?? "").replace("Rectificar factura ", "");
  const rectifyHref = (await rectify.getAttribute("href")) ?? "";

  // The anulación page, reached by its address, says the same and offers no button.
  await page.goto(rectifyHref.replace(/rectificar$/, "anular"));
  await expect(page.getByRole("heading", { level: 1, name: `Anular la factura ${number}` })).toBeVisible();
  await expect(page.getByRole("status")).toContainText("Esta factura se cobró");
  await expect(page.getByRole("button", { name: `Anular la factura ${number}` })).toHaveCount(0);
  await page.getByRole("link", { name: "Ir a las rectificaciones de la factura" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: `Rectificar la factura ${number}` }),
  ).toBeVisible();
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
