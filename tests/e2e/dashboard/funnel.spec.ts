import { type Browser, expect, type Page, test } from "@playwright/test";
import { AFTER_SUBMIT, DEMO_PASSWORD, signIn } from "../auth/helpers";
import { expectNoSeriousViolations } from "../axe";

/**
 * A visitor opens a listing and asks for its phone, and the seller's dashboard counts one view and
 * one phone request more than before. The visitor has no JavaScript: the server counts the page it
 * sends, and 'Ver teléfono' is a form the server answers and counts. Other test files on the same
 * server open this listing too (a buyer's card, the viewings), so the test compares with the
 * figures the seller saw just before, never with a total.
 */
const POLLENCA = "Chalet con piscina y vistas a la Serra de Tramuntana";
const OWNER = "margalida.ferrer@zaguan.test";

/** The listing's id, read from the portal's card: the portal itself counts no visit. */
async function findListingId(browser: Browser): Promise<string> {
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const page = await visitor.newPage();
  await page.goto("/portal?q=Pollença");
  const href = await page.getByRole("link", { name: POLLENCA }).first().getAttribute("href");
  await visitor.close();
  return href?.split("/").at(-1) ?? "";
}

/**
 * A visitor of their own (an address no other test uses: each person counts once a day) opens the
 * listing and asks for the phone.
 */
async function visitAndCall(browser: Browser, id: string) {
  const visitor = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: {
      "x-forwarded-for": `100.127.${Date.now() % 250}.${1 + Math.floor(Math.random() * 250)}`,
    },
  });
  const page = await visitor.newPage();
  await page.goto(`/propiedad/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: POLLENCA })).toBeVisible();
  const panel = page.getByRole("complementary", { name: "Precio y contacto" });
  await panel.getByRole("button", { name: "Ver teléfono" }).click();
  await expect(panel.getByRole("link", { name: /^Llamar al \+34/ })).toHaveAttribute("href", /^tel:\+34/);
  await visitor.close();
}

async function openOwnListing(page: Page, id: string) {
  await page.goto(`/dashboard?propiedad=${id}`);
  await expect(page.locator("#selected-property-title")).toHaveText(POLLENCA);
}

const funnelOf = (page: Page) => page.getByRole("region", { name: "Interés en tu anuncio" });

/** The eight weeks' visits and phone requests, as the chart's label says them to a screen reader. */
async function eightWeeks(page: Page): Promise<{ visits: number; calls: number }> {
  const label = (await funnelOf(page).getByRole("img").getAttribute("aria-label")) ?? "";
  const count = (pattern: RegExp) => Number(pattern.exec(label)?.[1] ?? 0);
  return { visits: count(/(\d+) visitas?\b/), calls: count(/(\d+) consultas? del teléfono/) };
}

/** This week's row of the open table: visits and phone requests. */
async function thisWeek(page: Page): Promise<[string, string]> {
  const cells = funnelOf(page)
    .getByRole("table", { name: "Interés en tu anuncio por semana" })
    .locator("tbody tr")
    .last()
    .locator("td");
  await expect(cells).toHaveCount(5);
  return [(await cells.nth(0).textContent())?.trim() ?? "", (await cells.nth(1).textContent())?.trim() ?? ""];
}

test("the seller's dashboard shows the visit and the tap on the phone button, in figures and words", async ({
  browser,
  page,
}) => {
  const id = await findListingId(browser);
  await signIn(page, OWNER, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/, AFTER_SUBMIT);
  await openOwnListing(page, id);
  const before = await eightWeeks(page);
  await funnelOf(page).getByText("Ver las cifras por semana").click();
  const [weekVisits, weekCalls] = await thisWeek(page);

  await visitAndCall(browser, id);
  await openOwnListing(page, id);
  const funnel = funnelOf(page);
  const visits = before.visits + 1;
  const calls = before.calls + 1;
  await expect(funnel.getByRole("img")).toHaveAttribute(
    "aria-label",
    new RegExp(`^Últimas 8 semanas: ${visits} visitas?, ${calls} consultas? del teléfono(, |\\.)`),
  );

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
  expect(await thisWeek(page)).toEqual([String(Number(weekVisits) + 1), String(Number(weekCalls) + 1)]);
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
