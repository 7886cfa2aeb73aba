import { expect, test } from "@playwright/test";
import { expectNoSeriousViolations } from "../axe";
import { cards, openPage } from "./helpers";

/**
 * A British buyer reads the portal in English, narrows it, and hands the same search to a German
 * friend by switching the language; a reader whose browser prefers English is told, on the
 * Spanish portal, that it exists in English, without being sent anywhere.
 */

test("a buyer filters the English portal and switches to German on the same search", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/en/portal");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  // The cookie banner speaks the page's language too.
  await page
    .getByRole("region", { name: "Cookies and privacy" })
    .getByRole("button", { name: "Reject" })
    .click();
  const form = page.getByRole("search", { name: "Filter properties" });
  await form.getByText("Price, bedrooms and more").click();
  await form.getByLabel("Max price (€)").fill("300,000");
  await form.getByLabel("Bedrooms").selectOption({ label: "2+" });
  await form.getByRole("button", { name: "Apply filters" }).click();

  await expect(page).toHaveURL(/\/en\/portal\?precio_max=300000&habitaciones=2$/);
  await expect(cards(page).first()).toContainText(/\d bedrooms/);
  await expect(cards(page).first()).toContainText(/€\d{1,3}(,\d{3})+/);
  await expect(form.getByLabel("Max price (€)")).toHaveValue("300,000");
  await expectNoSeriousViolations(page, "portal in English");

  await page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "Deutsch" }).click();
  await expect(page).toHaveURL(/\/de\/portal\?precio_max=300000&habitaciones=2$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  const german = page.getByRole("search", { name: "Immobilien filtern" });
  await expect(german.getByLabel("Preis bis (€)")).toHaveValue("300.000");
  await expect(cards(page).first()).toContainText(/\d Zimmer/);
  await expect(cards(page).first()).toContainText(/\d{1,3}(\.\d{3})+\s€/);
});

test.describe("a reader whose browser prefers English", () => {
  test.use({ locale: "en-GB" });

  test("is told on the Spanish portal that it is also in English, and stays until they choose", async ({
    page,
  }) => {
    await openPage(page, "/portal");
    const suggestion = page.getByRole("link", { name: "This page is also in English" });
    await expect(suggestion).toBeVisible();
    await expect(page).toHaveURL(/\/portal$/);
    await suggestion.click();
    await expect(page).toHaveURL(/\/en\/portal$/);
    await expect(page.getByRole("heading", { level: 1, name: "Homes for sale in Spain" })).toBeVisible();
  });
});
