import { expect, type Page, test } from "@playwright/test";
import { passDemoAdminSecondFactor } from "../auth/helpers";
import { waitForPageReady } from "../page-ready";

/** Signs in through the /auth page (better-auth's own HTTP endpoints are closed). */
async function signIn(page: Page, email: string) {
  await page.goto("/auth");
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Contraseña", { exact: true }).fill("zaguan-demo");
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  if (email === "admin@zaguan.test") await passDemoAdminSecondFactor(page);
  // Signing in hashes the password on purpose slowly; a loaded machine needs more than 7 s.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
}

test.describe("the shell every page shares", () => {
  test("the header shows the five links and highlights the one of the current section", async ({ page }) => {
    await page.goto("/blog");
    const nav = page.getByRole("navigation", { name: "Principal", exact: true });
    for (const name of ["Inicio", "Cómo vendemos", "Para Inmobiliarias", "Portal", "Blog"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: "Blog", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.getByRole("link", { name: "Inicio", exact: true })).not.toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByRole("link", { name: "Acceder" }).first()).toHaveAttribute("href", "/auth");
    await expect(page.getByRole("link", { name: "Vender Propiedad" }).first()).toHaveAttribute(
      "href",
      "/vender",
    );
  });

  test("on a phone the menu opens with the same entries and closes after choosing one", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await page.getByRole("button", { name: "Abrir menú" }).click();
    const menu = page.getByRole("navigation", { name: "Principal (móvil)" });
    await expect(menu.getByRole("link", { name: "Portal", exact: true })).toBeVisible();
    await menu.getByRole("link", { name: "Portal", exact: true }).click();
    await expect(page).toHaveURL(/\/portal$/);
    await expect(menu).toBeHidden();
  });

  test("the footer links the guides, legal pages, FAQ, support e-mail and WhatsApp with the prefilled text", async ({
    page,
  }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Vender piso" })).toHaveAttribute(
      "href",
      "/vender-piso-zaguan",
    );
    await expect(footer.getByRole("link", { name: "Política de Privacidad" })).toHaveAttribute(
      "href",
      "/politica-de-privacidad",
    );
    await expect(footer.locator('a[href="/#faq"]')).toBeVisible();
    await expect(footer.locator('a[href^="mailto:"]')).toBeVisible();
    const whatsapp = footer.locator('a[href^="https://wa.me/"]');
    await expect(whatsapp).toHaveAttribute("href", /text=Hola%2C%20necesito%20soporte\./);
    await expect(footer).toContainText("Zaguán");
  });

  test("a public page runs no React: no module preloads, one enhancement script with the nonce", async ({
    request,
  }) => {
    const html = await (await request.get("/blog/como-vender-piso-sin-agencia")).text();
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain("__reactRouterContext");
    const scripts = html.match(/<script type="module"[^>]*>/g) ?? [];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/src="\/assets\/enhance\.js\?v=\w+" nonce="[^"]+"/);
  });

  test("the cookie choice is remembered, Rechazar is as prominent as Aceptar, and it can be changed", async ({
    page,
  }) => {
    await page.goto("/");
    const reject = page.getByRole("button", { name: "Rechazar" });
    const accept = page.getByRole("button", { name: "Aceptar" });
    await expect(reject).toBeVisible();
    const [rejectBox, acceptBox] = [await reject.boundingBox(), await accept.boundingBox()];
    expect(Math.abs((rejectBox?.height ?? 0) - (acceptBox?.height ?? 0))).toBeLessThan(2);
    expect(Math.abs((rejectBox?.width ?? 0) - (acceptBox?.width ?? 0))).toBeLessThan(24);

    // The answer held back, as on a slow line: the banner stays, its buttons busy, until the
    // choice is stored; then the next page never asks again.
    let answer = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route("**/consentimiento", async (route) => {
      await held;
      await route.continue();
    });
    await reject.click();
    await expect(reject).toBeDisabled();
    await expect(reject).toBeVisible();
    answer();
    await expect(reject).toBeHidden();
    const consentCookie = async () =>
      (await page.context().cookies()).find((cookie) => cookie.name === "zaguan-consent")?.value;
    const rejected = await consentCookie();
    expect(rejected).toBeTruthy();
    await page.unroute("**/consentimiento");
    await page.reload();
    await expect(page.getByRole("button", { name: "Rechazar" })).toBeHidden();

    await page.getByRole("button", { name: "Preferencias de cookies" }).click();
    await page.getByRole("button", { name: "Aceptar" }).click();
    await expect.poll(consentCookie).not.toBe(rejected);
  });

  test("on an app page the choice is saved without reloading the page, and shows when reopened", async ({
    page,
  }) => {
    await page.goto("/auth");
    await waitForPageReady(page);
    await page.getByLabel("Correo electrónico").fill("elena@example.com");
    await page.getByRole("button", { name: "Rechazar" }).click();
    await expect(page.getByRole("button", { name: "Rechazar" })).toBeHidden();
    await page.getByRole("button", { name: "Preferencias de cookies" }).click();
    await expect(page.getByText("Tu elección actual: cookies analíticas rechazadas.")).toBeVisible();
    // Nothing was reloaded or reset: what the visitor had typed is still there.
    await expect(page.getByLabel("Correo electrónico")).toHaveValue("elena@example.com");
  });

  test("every page is server-rendered with its title, description, canonical URL and share tags", async ({
    request,
    baseURL,
  }) => {
    const response = await request.get("/");
    const html = await response.text();
    expect(html).toContain("<title>Vende tu casa Zaguán fácilmente.</title>");
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/"`);
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+"/);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
  });

  test("an unknown URL gets the Spanish not-found page with HTTP 404", async ({ page }) => {
    const response = await page.goto("/esta-pagina-no-existe");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Página no encontrada" })).toBeVisible();
    await page.getByRole("link", { name: "Ir al Portal" }).click();
    await expect(page).toHaveURL(/\/portal$/);
  });

  test("private pages send visitors to /auth and the agency process says it came from agency", async ({
    page,
  }) => {
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/auth\?/);
    await page.goto("/proceso-agencia");
    await expect(page).toHaveURL(/\/auth\?.*from=agency/);
  });

  test("the header reads the session from the server: an admin sees Mi Panel, Salir and Admin", async ({
    page,
  }) => {
    await signIn(page, "admin@zaguan.test");
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Principal", exact: true });
    await expect(page.getByRole("link", { name: "Mi Panel" }).first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Salir" }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Admin" }).first()).toBeVisible();
    await expect(nav).toBeVisible();
  });

  test("a signed-in user who is not an admin sees no Admin link and is sent from /admin to /dashboard", async ({
    page,
  }) => {
    await signIn(page, "particular@zaguan.test");
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Mi Panel" }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Admin" })).toHaveCount(0);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
