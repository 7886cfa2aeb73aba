import { expect, type Page, test } from "@playwright/test";
import { AFTER_SUBMIT, createVerifiedAccount, fillSignIn } from "../auth/helpers";
import { expectNoSeriousViolations } from "../axe";
import { cards, filterForm, openPage } from "./helpers";

/**
 * A buyer narrows the portal by budget and rooms and orders it by price, with and
 * without JavaScript (a plain GET form), and saves that search with its filters said in words.
 */

const BUDGET_URL = /\/portal\?precio_max=300000&habitaciones=2&orden=precio-asc$/;

/** Each card's price in euros and its bedrooms, in the order shown. */
async function cardFacts(page: Page) {
  const texts = await cards(page).allInnerTexts();
  return texts.map((text) => {
    const flat = text.replace(/\s+/g, " ");
    return {
      price: Number(/([\d.]+) €/.exec(flat)?.[1]?.replace(/\./g, "") ?? Number.NaN),
      bedrooms: Number(/(\d+) hab\./.exec(flat)?.[1] ?? Number.NaN),
    };
  });
}

async function filterByBudgetAndRooms(page: Page) {
  const form = filterForm(page);
  // On a computer the bar shows the disclosure; its filters are typed and chosen like the others.
  await form.getByText("Precio, habitaciones y más").click();
  await form.getByLabel("Precio hasta (€)").fill("300.000");
  await form.getByLabel("Habitaciones").selectOption({ label: "2 o más" });
  await form.getByLabel("Ordenar por").selectOption({ label: "Más baratos" });
  await form.getByRole("button", { name: "Aplicar Filtros" }).click();
}

async function expectBudgetResults(page: Page) {
  await expect(page).toHaveURL(BUDGET_URL);
  const facts = await cardFacts(page);
  expect(facts.length).toBeGreaterThan(1);
  for (const card of facts) {
    expect(card.price).toBeLessThanOrEqual(300_000);
    expect(card.bedrooms).toBeGreaterThanOrEqual(2);
  }
  const prices = facts.map((card) => card.price);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  // The page shows back what was asked, the disclosure open.
  const form = filterForm(page);
  await expect(form.getByLabel("Precio hasta (€)")).toHaveValue("300.000");
  await expect(form.getByLabel("Habitaciones")).toHaveValue("2");
  await expect(form.getByText("Precio, habitaciones y más (2)")).toBeVisible();
}

test("a buyer filters by budget and rooms, orders by price and saves the search, its filters in words", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openPage(page, "/portal");
  await filterByBudgetAndRooms(page);
  await expectBudgetResults(page);
  await expectNoSeriousViolations(page, "portal con filtros");

  // 'Guardar búsqueda' keeps the filters, not the order: one search whatever the order.
  const buyer = await createVerifiedAccount(page, "presupuesto");
  await openPage(page, "/portal?precio_max=300000&habitaciones=2&orden=precio-asc");
  await page.getByRole("link", { name: "Guardar búsqueda" }).click();
  await expect(page).toHaveURL(/\/(auth|portal\/guardar)\?/);
  if (page.url().includes("/auth")) await fillSignIn(page, buyer.email, buyer.password);
  await expect(page).toHaveURL(/\/portal\/guardar\?precio_max=300000&habitaciones=2$/, AFTER_SUBMIT);
  await expect(page.getByText("hasta 300.000 € · 2+ habitaciones").first()).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the same filters and order from the plain form, empty fields left out of the URL", async ({
    page,
  }) => {
    await openPage(page, "/portal");
    await filterByBudgetAndRooms(page);
    await expectBudgetResults(page);
    // A budget nobody meets: no card, and the way back to every listing.
    await openPage(page, "/portal?precio_max=1000");
    await expect(cards(page)).toHaveCount(0);
  });
});
