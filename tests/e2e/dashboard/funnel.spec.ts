import { type Browser, expect, type Page, test } from "@playwright/test";
import { AFTER_SUBMIT, DEMO_PASSWORD, signInThroughPage } from "../auth/helpers";
import { expectNoSeriousViolations } from "../axe";

/**
 * Issue #22, point 6: a visitor opens a listing and taps its phone button, and the seller's
 * dashboard counts one view and one click. The visitor has no JavaScript: the server counts the
 * page it sends, and the browser itself reports the tap (the link's `ping`).
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

  const call = page.getByRole("complementary", { name: "Precio y contacto" }).getByRole("link", {
    name: /Llamar por teléfono/,
  });
  await expect(call).toHaveAttribute("href", /^tel:\+34/);
  const counted = page.waitForResponse(
    (response) => response.url().endsWith(`/propiedad/${id}/llamada`) && response.status() === 204,
  );
  await call.click({ noWaitAfter: true });
  await counted;
  await visitor.close();
  return id;
}

async function openOwnListing(page: Page, id: string) {
  await signInThroughPage(page, OWNER, DEMO_PASSWORD);
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
    funnel.getByRole("img", { name: /^Últimas 8 semanas: 1 visita, 1 clic en el teléfono, / }),
  ).toBeVisible();

  await funnel.getByText("Ver las cifras por semana").click();
  const table = funnel.getByRole("table", { name: "Interés en tu anuncio por semana" });
  const header = await table.locator("thead th").allInnerTexts();
  expect(header).toEqual([
    "Semana del",
    "Visitas",
    "Clics en el teléfono",
    "Mensajes",
    "Visitas solicitadas",
    "Ofertas",
  ]);
  const thisWeek = table.locator("tbody tr").last();
  await expect(thisWeek.locator("td")).toHaveText(["1", "1", "0", "0", "0"]);
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
