import { type Browser, expect, type Page, test } from "@playwright/test";
import { AFTER_SUBMIT, DEMO_PASSWORD, signIn } from "../auth/helpers";
import { expectNoSeriousViolations } from "../axe";

/**
 * A visitor opens a listing and asks for its phone, and the seller's dashboard
 * counts one view and one phone request. The visitor has no JavaScript: the server counts the page
 * it sends, and 'Ver teléfono' is a form the server answers and counts.
 *
 * Every browser of the end-to-end run is one visitor to the server (same address, same browser
 * name), counted once a day per listing: whatever other specs opened, this listing then shows 1.
 */
const POLLENCA = "Chalet con piscina y vistas a la Serra de Tramuntana";
const OWNER = "margalida.ferrer@zaguan.test";

async function visitAndCall(browser: Browser): Promise<string> {
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const page = await visitor.newPage();
  await page.goto("/portal?q=Pollença");
  await page.getByRole("link", { name: POLLENCA }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: POLLENCA })).toBeVisible();
  const id = new URL(page.url()).pathname.split("/").at(-1) ?? "";

  const panel = page.getByRole("complementary", { name: "Precio y contacto" });
  await panel.getByRole("button", { name: "Ver teléfono" }).click();
  await expect(panel.getByRole("link", { name: /^Llamar al \+34/ })).toHaveAttribute("href", /^tel:\+34/);
  await visitor.close();
  return id;
}

async function openOwnListing(page: Page, id: string) {
  await signIn(page, OWNER, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/, AFTER_SUBMIT);
  await page.goto(`/dashboard?propiedad=${id}`);
  await expect(page.locator("#selected-property-title")).toHaveText(POLLENCA);
}

test("the seller's dashboard shows the visit and the tap on the phone button, in figures and words", async ({
  browser,
  page,
}) => {
  const id = await visitAndCall(browser);
  await openOwnListing(page, id);

  const funnel = page.getByRole("region", { name: "Interés en tu anuncio" });
  await expect(
    funnel.getByRole("img", { name: /^Últimas 8 semanas: 1 visita, 1 consulta del teléfono, / }),
  ).toBeVisible();

  await funnel.getByText("Ver las cifras por semana").click();
  const table = funnel.getByRole("table", { name: "Interés en tu anuncio por semana" });
  const header = await table.locator("thead th").allInnerTexts();
  expect(header).toEqual([
    "Semana del",
    "Visitas",
    "Consultas del teléfono",
    "Mensajes",
    "Visitas solicitadas",
    "Ofertas",
  ]);
  // This week's visits and phone requests; other specs may have written to this seller meanwhile.
  const thisWeek = table.locator("tbody tr").last().locator("td");
  await expect(thisWeek).toHaveCount(5);
  await expect(thisWeek.nth(0)).toHaveText("1");
  await expect(thisWeek.nth(1)).toHaveText("1");
  await expect(table.locator("tfoot tr")).toContainText("Total");

  // On a phone, the chart and its open table are readable and run nothing off the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousViolations(page, "funnel");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("a listing opened from the portal is a page the server sends and counts: the page reports nothing itself", async ({
  page,
}) => {
  const reports: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/vista")) reports.push(request.url());
  });
  await page.goto("/portal?q=Pollença");
  await page.getByRole("link", { name: POLLENCA }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: POLLENCA })).toBeVisible();
  await page.getByRole("link", { name: "Volver al Portal" }).click();
  await expect(page).toHaveURL(/\/portal\?q=Polle/);
  expect(reports).toHaveLength(0);
});
