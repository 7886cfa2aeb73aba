import { readFile } from "node:fs/promises";
import { type Page, test } from "@playwright/test";
import {
  AFTER_SUBMIT,
  createVerifiedAccount,
  DEMO_PASSWORD,
  fillSignIn,
  signIn as signInByRequest,
} from "../auth/helpers";
import { expect, propertyIdFrom, toast } from "../sell/helpers";

async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await signInByRequest(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/, AFTER_SUBMIT);
}

const selector = (page: Page) => page.getByRole("region", { name: "Selector de Propiedad" });
const selectedTitle = (page: Page) => page.locator("#selected-property-title");

test.describe("Mi Panel de Control, demo owner", () => {
  test("the open tab is in the URL, survives a reload and can be linked", async ({ page }) => {
    await signIn(page, "particular@zaguan.test");
    await expect(page.getByRole("tab", { name: "Mis Propiedades" })).toHaveAttribute("aria-selected", "true");
    await page.getByRole("tab", { name: "Mis Pagos" }).click();
    await expect(page).toHaveURL(/\/dashboard\/pagos$/);
    await page.reload();
    await expect(page.getByRole("tab", { name: "Mis Pagos" })).toHaveAttribute("aria-selected", "true");
    await page.goto("/dashboard?tab=datos");
    await expect(page.getByRole("heading", { name: "Datos personales" })).toBeVisible();
    await page.getByRole("tab", { name: "Mis Propiedades" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("Mis Propiedades: the newest is selected, another can be picked, each with its checklist", async ({
    page,
  }) => {
    await signIn(page, "particular@zaguan.test");
    const items = selector(page).getByRole("button");
    await expect(items).toHaveCount(4);
    await expect(items.first()).toHaveAttribute("aria-pressed", "true");
    await expect(selector(page).getByText("Vendida")).toHaveCount(1);
    await expect(selector(page).getByText("En venta")).toHaveCount(2);
    await expect(selector(page).getByText("Reservado")).toHaveCount(1);
    await expect(page.getByRole("list", { name: "Proceso de venta" }).getByRole("listitem")).toHaveCount(6);

    const sold = items.filter({ hasText: "Vendida" });
    const soldTitle = (await sold.locator("span").first().textContent()) ?? "";
    await sold.click();
    await expect(selectedTitle(page)).toHaveText(soldTitle);
    await expect(page).toHaveURL(/propiedad=/);
    await expect(page.getByRole("link", { name: "Continuar Proceso" })).toHaveCount(0);
    await page.getByRole("button", { name: "Ver Resumen Final" }).click();
    const summary = page.getByRole("dialog", { name: "Resumen final" });
    await expect(summary.getByText("Comisión de Éxito")).toBeVisible();
    await expect(summary.getByText("Total")).toBeVisible();
    // Who bought, as the owner answered at step 6 (the demo sale went to one of its leads).
    await expect(summary).toContainText("Un comprador que llegó a través de Zaguán: Daniel Ortiz Campos");
    await summary.getByRole("button", { name: "Cerrar" }).click();

    // 'Continuar Proceso' keeps the property in progress and opens its process.
    const open = items.filter({ hasText: "En venta" }).nth(1);
    const openTitle = (await open.locator("span").first().textContent()) ?? "";
    await open.click();
    await expect(selectedTitle(page)).toHaveText(openTitle);
    await page.getByRole("link", { name: "Continuar Proceso" }).click();
    await expect(page).toHaveURL(/\/vender\/[0-9a-f-]{36}\//);
    const kept = await page.evaluate(() => JSON.parse(localStorage.getItem("propertyInProgress") ?? "null"));
    expect(kept?.propertyId).toBe(propertyIdFrom(page));
    // Back on the panel, the property in progress is the one selected.
    await page.goto("/dashboard");
    await expect(selectedTitle(page)).toHaveText(openTitle);
  });

  test("Mis Pagos lists the campaigns and success fee in euros with their status", async ({ page }) => {
    await signIn(page, "particular@zaguan.test");
    await page.goto("/dashboard?tab=pagos");
    const rows = page.getByRole("table", { name: "Mis pagos" }).getByRole("row");
    await expect(rows).toHaveCount(1 + 5);
    await expect(rows.filter({ hasText: "Campaña de Marketing" })).toHaveCount(4);
    await expect(rows.filter({ hasText: "Comisión de Éxito" })).toHaveCount(1);
    await expect(rows.nth(1)).toContainText("605,00 €");
    await expect(rows.nth(1)).toContainText("Pagado");
    // Each paid one has its invoice.
    await expect(rows.getByRole("link", { name: /^Descargar factura F-\d{4}-\d{5}$/ })).toHaveCount(5);
  });

  test("Mis Documentos without contracts says so", async ({ page }) => {
    await signIn(page, "particular@zaguan.test");
    await page.goto("/dashboard?tab=documentos");
    await expect(page.getByText("Todavía no has firmado ningún contrato.")).toBeVisible();
  });

  test("'Descargar mis datos' gives a JSON file of the user's own data", async ({ page }) => {
    await signIn(page, "particular@zaguan.test");
    await page.goto("/dashboard?tab=datos");
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Descargar mis datos" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^zaguan-mis-datos-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await readFile((await download.path()) as string, "utf8"));
    expect(exported.profile.email).toBe("particular@zaguan.test");
    expect(exported.properties).toHaveLength(4);
    expect(exported.payments).toHaveLength(5);
    expect(JSON.stringify(exported)).not.toMatch(/tester@zaguan|agencia@zaguan|"password"|"token"/);
  });
});

test.describe("Mi Panel de Control, demo agency", () => {
  test("an agency collaboration shows its four-step checklist and continues in /proceso-agencia", async ({
    page,
  }) => {
    await signIn(page, "agencia@zaguan.test");
    // Not the first one, which is selected already: picking another puts it in the URL.
    const collaboration = selector(page).getByRole("button").filter({ hasText: "Colaboración" }).nth(1);
    await collaboration.click();
    await expect(page).toHaveURL(/[?&]propiedad=[0-9a-f-]{36}/);
    await expect(page.getByRole("list", { name: "Proceso de venta" }).getByRole("listitem")).toHaveCount(4);
    await expect(page.getByRole("list", { name: "Proceso de venta" })).toContainText("Comisión Final");
    const next = page.getByRole("link", { name: "Continuar Proceso" });
    const id = new URL(page.url()).searchParams.get("propiedad");
    await expect(next).toHaveAttribute("href", `/proceso-agencia/${id}`);
    await next.click();
    await expect(page).toHaveURL(new RegExp(`/proceso-agencia/${id}/[a-z-]+$`));
    const kept = await page.evaluate(() =>
      JSON.parse(localStorage.getItem("agencyPropertyInProgress") ?? "null"),
    );
    expect(kept?.propertyId).toBe(id);
  });
});

test.describe("Mi Panel de Control, tester", () => {
  test("'Modo de Prueba' creates a sample property, which can then be deleted", async ({ page }) => {
    test.slow();
    await signIn(page, "tester@zaguan.test");
    const panel = page.getByRole("region", { name: "Modo de Prueba" });
    await expect(panel).toBeVisible();
    await panel.getByRole("button", { name: "Crear propiedad de prueba" }).click();
    await expect(toast(page, "Propiedad de prueba creada")).toBeVisible();
    await expect(selectedTitle(page)).toHaveText("Piso de prueba luminoso en Chamberí");
    // Test content: labelled where its tester sees it, in the selector and the detail.
    const label = "Prueba: anuncio de prueba, no es público";
    await expect(selector(page).getByRole("button", { pressed: true }).getByText(label)).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Piso de prueba luminoso en Chamberí" }).getByText(label),
    ).toBeVisible();
    const before = await selector(page).getByRole("button").count();

    await page.getByRole("button", { name: "Eliminar «Piso de prueba luminoso en Chamberí»" }).click();
    const dialog = page.getByRole("dialog", { name: "¿Eliminar esta propiedad?" });
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await expect(dialog).toBeHidden();
    await expect(selector(page).getByRole("button")).toHaveCount(before);

    await page.getByRole("button", { name: "Eliminar «Piso de prueba luminoso en Chamberí»" }).click();
    await page.getByRole("button", { name: "Eliminar propiedad" }).click();
    await expect(toast(page, "Propiedad eliminada")).toBeVisible();
    await expect(selector(page).getByRole("button")).toHaveCount(before - 1);
  });
});

test.describe("Mi Panel de Control, a new account", () => {
  test("empty panel, Mis Datos edit, then 'Eliminar mi cuenta' ends everything", async ({ page }) => {
    test.slow();
    const account = await createVerifiedAccount(page, "panel");
    await signIn(page, account.email, account.password);

    await expect(page.getByText("No tienes propiedades activas")).toBeVisible();
    await expect(page.getByRole("link", { name: "Vender como Particular" })).toHaveAttribute(
      "href",
      "/vender",
    );
    await expect(page.getByRole("link", { name: "Colaborar como Agencia" })).toHaveAttribute(
      "href",
      "/proceso-agencia",
    );
    await page.getByRole("tab", { name: "Mis Pagos" }).click();
    await expect(page.getByText("Todavía no has hecho ningún pago.")).toBeVisible();

    await page.getByRole("tab", { name: "Mis Datos" }).click();
    await page.getByRole("button", { name: "Editar" }).click();
    await expect(page.getByLabel("Correo electrónico")).toHaveAttribute("readonly", "");
    await page.getByLabel("Nombre completo").fill("Elena Prueba Martín");
    await page.getByLabel("DNI o NIE").fill("12345678A");
    await page.getByRole("button", { name: "Guardar Cambios" }).click();
    await expect(page.getByText(/Introduce un DNI o NIE válido/)).toBeVisible();
    await page.getByRole("button", { name: "Cancelar" }).click();
    await expect(page.getByText("Sin indicar")).toBeVisible();

    await page.getByRole("button", { name: "Editar" }).click();
    await page.getByLabel("Nombre completo").fill("Elena Prueba Ruiz");
    await page.getByLabel("DNI o NIE").fill("12345678z");
    await page.getByRole("button", { name: "Guardar Cambios" }).click();
    await expect(toast(page, "Tus datos se han guardado correctamente.")).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/datos/);
    await page.reload();
    await expect(page.getByText("Elena Prueba Ruiz", { exact: true })).toBeVisible();
    await expect(page.getByText("12345678Z")).toBeVisible();

    await page.evaluate(() =>
      localStorage.setItem("propertyInProgress", JSON.stringify({ userId: "u", propertyId: "p" })),
    );
    await page.getByRole("button", { name: "Eliminar mi cuenta" }).click();
    const dialog = page.getByRole("dialog", { name: "¿Eliminar tu cuenta?" });
    const confirm = dialog.getByRole("button", { name: "Eliminar definitivamente" });
    await dialog.getByLabel(/escribe tu correo electrónico/).fill("otra@example.es");
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel(/escribe tu correo electrónico/).fill(account.email);
    await confirm.click();
    await expect(page).toHaveURL(/\/cuenta-eliminada$/, AFTER_SUBMIT);
    await expect(page.getByRole("heading", { name: "Tu cuenta se ha eliminado" })).toBeVisible();
    await expect(page.getByText(/con tu nombre y tu DNI o NIF, durante seis años/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Acceder" }).first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("propertyInProgress"))).toBeNull();

    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/auth\?/);
    await fillSignIn(page, account.email, account.password);
    await expect(page.getByText("Sign in Failed").first()).toBeVisible(AFTER_SUBMIT);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the tabs are links: each opens its own page", async ({ page }) => {
    await page.goto("/auth");
    await fillSignIn(page, "particular@zaguan.test", DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/, AFTER_SUBMIT);
    await page.getByRole("tab", { name: "Mis Pagos" }).click();
    await expect(page).toHaveURL(/\/dashboard\/pagos$/);
    await expect(page.getByRole("table", { name: "Mis pagos" })).toBeVisible();
    await page.getByRole("tab", { name: "Mis Datos" }).click();
    await expect(page.getByRole("heading", { name: "Datos personales" })).toBeVisible();
  });
});
