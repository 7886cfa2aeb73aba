import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { parseMail } from "#tests/support/mail-reader";
import { e2eDataDir } from "../../../playwright.config";
import { passDemoAdminSecondFactor } from "../auth/helpers";
import { waitForPageReady } from "../page-ready";

const PASSWORD = "zaguan-demo";
/** The demo private owner (app/demo/accounts.ts): Lucía Fernández Ortega, DNI 48273615L. */
const PARTICULAR = { name: "Lucía Fernández Ortega", dni: "48273615L" };

async function signIn(page: Page, email: string, redirectTo: string, { javaScript = true } = {}) {
  await page.goto(`/auth?${new URLSearchParams({ redirectTo })}`);
  const reject = page.getByRole("button", { name: "Rechazar" });
  if (await reject.isVisible()) await reject.click();
  await page.getByLabel("Correo electrónico").first().fill(email);
  await page.getByLabel("Contraseña", { exact: true }).first().fill(PASSWORD);
  await page.getByRole("button", { name: "Iniciar sesión" }).last().click();
  if (email === "admin@zaguan.test") await passDemoAdminSecondFactor(page);
  // Signing in ends with a client navigation that loads the next page's code first.
  await page.waitForURL((url) => url.pathname !== "/auth");
  // Without JavaScript the form posted as HTML and the next page is whole once it has loaded.
  if (javaScript) await waitForPageReady(page);
}

/** Opens a page and waits until it has hydrated (its dialogs and toasts need JavaScript). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForPageReady(page);
}

const results = (page: Page) =>
  page
    .getByRole("table")
    .getByRole("row")
    .filter({ hasNot: page.getByRole("columnheader") });

test.describe("the staff panel, as the demo admin", () => {
  test.beforeEach(async ({ page }) => {
    // Each journey has several server round trips; on a loaded CI machine 30 s is tight.
    test.slow();
    await signIn(page, "admin@zaguan.test", "/admin");
    await open(page, "/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Panel de Administración" })).toBeVisible();
  });

  test("shows the totals and finds a client by DNI", async ({ page }) => {
    const totals = page.getByRole("region", { name: "Totales" });
    await expect(totals.getByText("Propiedades", { exact: true })).toBeVisible();
    await expect(totals.getByText("28", { exact: true })).toBeVisible();
    await expect(totals.getByText("Pagos recibidos")).toBeVisible();
    await expect(totals.getByText(/^[\d.]+,\d{2}\s€$/)).toBeVisible();

    await page.getByRole("searchbox", { name: "Buscar clientes" }).fill(PARTICULAR.dni);
    await page.getByRole("button", { name: "Buscar", exact: true }).click();

    await expect(page).toHaveURL(`/admin?q=${PARTICULAR.dni}`);
    await expect(results(page)).toHaveCount(1);
    const row = results(page).first();
    await expect(row).toContainText(PARTICULAR.name);
    await expect(row).toContainText("particular@zaguan.test");
    await expect(row).toContainText(PARTICULAR.dni);
    await expect(row).toContainText("Usuario");
  });

  test("finds properties by province, without typing the accent, each with its owner, label and public link", async ({
    page,
  }) => {
    await page.getByRole("link", { name: /^Propiedades/ }).click();
    await expect(page).toHaveURL("/admin?tab=propiedades");
    await expect(results(page)).toHaveCount(20);

    await page.getByRole("searchbox", { name: "Buscar propiedades" }).fill("la coruna");
    await page.getByRole("button", { name: "Buscar", exact: true }).click();

    await expect(page).toHaveURL("/admin?tab=propiedades&q=la+coruna");
    await expect(results(page)).toHaveCount(3);
    for (const row of await results(page).all()) {
      await expect(row.getByRole("cell").nth(1)).toContainText("La Coruña");
      await expect(row.getByRole("cell").nth(3)).toContainText(
        /Vendido|Comisión Pagada|Notaría|Arras|Visitas|Marketing|Ficha Creada|Iniciado/,
      );
    }
    // A sold listing has no public page any more; a published one does.
    const published = results(page)
      .filter({ has: page.getByRole("button", { name: /^Retirar del portal/ }) })
      .first();
    const title = (await published.getByRole("link").first().textContent()) ?? "";
    const href = await published.getByRole("link", { name: /^Ver anuncio/ }).getAttribute("href");
    expect(href).toMatch(/^\/propiedad\/[0-9a-f-]{36}$/);
    await published.getByRole("link", { name: /^Ver anuncio/ }).click();
    await page.waitForURL(href ?? "");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title, { timeout: 15_000 });
  });

  test("the search works without JavaScript and pages on the server", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, storageState: undefined });
    const page = await context.newPage();
    // A session of its own: the form posts as a plain HTML form.
    await signIn(page, "admin@zaguan.test", "/admin?tab=propiedades", { javaScript: false });
    await expect(page).toHaveURL("/admin?tab=propiedades");
    await expect(page.getByText("Página 1 de 2")).toBeVisible();
    await page.getByRole("link", { name: "Siguiente" }).click();
    await expect(page).toHaveURL("/admin?tab=propiedades&pagina=2");
    await expect(results(page)).toHaveCount(8);
    await page.getByRole("searchbox", { name: "Buscar propiedades" }).fill("Málaga");
    await page.getByRole("button", { name: "Buscar", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\?tab=propiedades&q=M%C3%A1laga$/);
    await expect(results(page)).toHaveCount(2);
    await context.close();
  });

  test("takes a listing off the portal after confirming, puts it back, and both are in the activity log", async ({
    page,
  }) => {
    await open(page, "/admin?tab=propiedades&q=Betanzos");
    const row = results(page).first();
    const title = (await row.getByRole("link").first().textContent()) ?? "";
    expect(title).toContain("Betanzos");

    await row.getByRole("button", { name: /^Retirar del portal/ }).click();
    const dialog = page.getByRole("dialog", { name: "¿Retirar este anuncio del portal?" });
    await expect(dialog).toContainText(title);
    await dialog.getByRole("button", { name: "Retirar anuncio" }).click();
    // Server round trips: the action, then the list reloading.
    await expect(page.getByText("Anuncio retirado").first()).toBeVisible({ timeout: 15_000 });
    await expect(dialog).toBeHidden();
    await expect(row).toContainText("Retirado", { timeout: 15_000 });

    const portal = await page.request.get(`/portal?q=Betanzos`);
    expect(await portal.text()).not.toContain(title);

    await row.getByRole("button", { name: /^Volver a publicar/ }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Publicar de nuevo" }).click();
    await expect(page.getByText("Anuncio publicado de nuevo").first()).toBeVisible({ timeout: 15_000 });
    await expect(row.getByRole("button", { name: /^Retirar del portal/ })).toBeVisible({ timeout: 15_000 });
    expect(await (await page.request.get(`/portal?q=Betanzos`)).text()).toContain(title);

    await open(page, "/admin/tools");
    const activity = page.getByRole("list").filter({ hasText: "admin@zaguan.test" });
    await expect(activity.getByRole("listitem").nth(0)).toContainText(`volvió a publicar «${title}»`);
    await expect(activity.getByRole("listitem").nth(1)).toContainText(`retiró del portal «${title}»`);
  });

  test("sends a test e-mail that appears in the outbox; an empty address is refused first", async ({
    page,
  }) => {
    await open(page, "/admin/tools");
    await expect(page.getByRole("heading", { level: 1, name: "Herramientas" })).toBeVisible();
    const send = page.getByRole("button", { name: "Enviar correo de prueba" });

    await send.click();
    await expect(page.getByText("Por favor, introduce una dirección de correo.")).toBeVisible();

    const address = `prueba-${Date.now()}@ejemplo.es`;
    await page.getByLabel("Dirección de correo").fill(address);
    await send.click();
    const form = page.locator("form", { has: page.getByLabel("Dirección de correo") });
    await expect(form.getByRole("status")).toHaveText(`Hemos enviado un correo de prueba a ${address}.`, {
      timeout: 15_000,
    });
    await expect(page.getByText("Correo enviado").first()).toBeVisible();

    // Delivered before the page answered: the .eml is already in the outbox.
    const outbox = path.join(e2eDataDir, "outbox");
    const files = (await readdir(outbox)).filter((file) => file.includes("-test-"));
    const mails = await Promise.all(
      files.map(async (file) => parseMail(await readFile(path.join(outbox, file), "utf8"))),
    );
    const mail = mails.find((candidate) => candidate.to.includes(address));
    expect(mail?.subject).toBe("Correo de prueba de Zaguán");
    expect(mail?.text).toContain("el envío de correos de Zaguán funciona correctamente");
  });
});

test.describe("people who are not admins", () => {
  for (const email of ["particular@zaguan.test", "tester@zaguan.test"]) {
    test(`${email} is sent to /dashboard from every staff page and gets 403 on a direct post`, async ({
      page,
    }) => {
      test.slow();
      await signIn(page, email, "/dashboard");
      await expect(page).toHaveURL("/dashboard");
      for (const pathname of ["/admin", "/admin/tools", "/agency/final-fee"]) {
        await page.goto(pathname);
        await expect(page, pathname).toHaveURL("/dashboard");
      }
      await expect(page.getByRole("link", { name: "Admin" })).toHaveCount(0);

      const base = new URL(page.url()).origin;
      const headers = { origin: base };
      const unpublish = await page.request.post("/admin", {
        form: { intent: "unpublish", propertyId: "00000000-0000-4000-8000-000000000000" },
        headers,
      });
      expect(unpublish.status()).toBe(403);
      const testEmail = await page.request.post("/admin/tools", {
        form: { intent: "send-test-email", to: "intruso@ejemplo.es" },
        headers,
      });
      expect(testEmail.status()).toBe(403);
      const createUser = await page.request.post("/admin/tools", {
        form: {
          intent: "create-user",
          name: "Intruso",
          email: "intruso@ejemplo.es",
          password: "una-clave-larga",
        },
        headers,
      });
      expect(createUser.status()).toBe(403);
    });
  }
});
