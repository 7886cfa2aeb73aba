import { expect, test } from "@playwright/test";
import { cards, cardTitles, DEMO, DEMO_PORTAL_PAGES, filterForm } from "#tests/e2e/portal/helpers";

/**
 * Every public page's core path with JavaScript turned off — plain links, GET/POST forms,
 * <details> and the `popover` attribute, nothing else.
 */
test.use({ javaScriptEnabled: false });

test("the cookie choice is a form: it comes back to the same page with the banner gone", async ({
  page,
  context,
}) => {
  await page.goto("/blog");
  const banner = page.getByRole("region", { name: "Cookies y privacidad" });
  await banner.getByRole("button", { name: "Aceptar" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(banner).toBeHidden();
  expect((await context.cookies()).map((cookie) => cookie.name).join(" ")).toMatch(/consent/);

  // An article reads the same; the FAQ on the landing opens as a disclosure.
  await page.getByRole("region", { name: "Artículo destacado" }).getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goto("/#faq");
  const question = page.locator("#faq summary", { hasText: "¿Tengo que firmar exclusividad?" });
  await question.click();
  await expect(page.locator("#faq details[open]")).toContainText("exclusividad");
});

test("browse, filter and page through the portal, open a listing, its photos and its share links", async ({
  page,
}) => {
  test.slow(); // seven page loads in one walk
  await page.goto("/portal");
  await page.getByRole("button", { name: "Rechazar" }).click();
  await expect(page.getByText(`Página 1 de ${DEMO_PORTAL_PAGES}`)).toBeVisible();
  await page.getByRole("link", { name: "Siguiente" }).click();
  await expect(page).toHaveURL(/\/portal\?pagina=2$/);
  await expect(cards(page)).not.toHaveCount(0);

  const form = filterForm(page);
  await form.getByLabel("Provincia").selectOption("Valencia");
  await form.getByLabel("Tipo").selectOption("Piso");
  await form.getByRole("button", { name: "Aplicar Filtros" }).click();
  await expect(page).toHaveURL(/\/portal\?provincia=Valencia&tipo=Piso$/);
  await expect(cardTitles(page)).toHaveText([DEMO.ruzafa, DEMO.malvarrosa]);

  await cards(page).first().getByRole("heading").getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name: DEMO.ruzafa })).toBeVisible();
  await page.getByRole("button", { name: /a pantalla completa/ }).click();
  const viewer = page.getByRole("dialog", { name: DEMO.ruzafa });
  await expect(viewer.getByRole("img", { name: /foto 1 de/ })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();

  await page.getByRole("complementary").getByRole("button", { name: "Compartir" }).click();
  const share = page.getByRole("dialog", { name: "Compartir Propiedad" });
  await expect(share.getByRole("link", { name: "WhatsApp" })).toHaveAttribute("href", /^https:\/\/wa\.me\//);
  await expect(share.getByLabel("Enlace de la propiedad")).toHaveValue(/\/propiedad\//);
});

test("on a phone the menu opens and leads to the portal", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/politica-de-privacidad");
  await page.getByRole("button", { name: "Abrir menú" }).click();
  const menu = page.getByRole("navigation", { name: "Principal (móvil)" });
  await menu.getByRole("link", { name: "Portal", exact: true }).click();
  await expect(page).toHaveURL(/\/portal$/);
  await expect(menu).toBeHidden();
});
