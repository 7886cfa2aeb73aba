import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousViolations } from "../axe";
import { waitForPageReady } from "../page-ready";
import { cards, openPage } from "./helpers";

async function firstListingPath(page: Page) {
  await openPage(page, "/portal?q=chamberi");
  return (await cards(page).first().getByRole("heading").getByRole("link").getAttribute("href")) ?? "";
}

for (const width of [390, 1366]) {
  test.describe(`the portal's accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, reducedMotion: "reduce" });

    test("the portal, its empty state and a listing have no serious or critical axe violations", async ({
      page,
    }) => {
      // Three pages, four page loads and three axe scans in one go: with the other e2e groups
      // sharing the machine that is more than the default 30 s budget (not a retry: a violation
      // still fails at once).
      test.setTimeout(180_000);
      for (const path of ["/portal", "/portal?q=castillo+medieval", await firstListingPath(page)]) {
        await openPage(page, path);
        await waitForPageReady(page);
        await expectNoSeriousViolations(page, path);
      }
    });

    test("the share dialog and the photo viewer have none either", async ({ page }) => {
      // A page load and two axe scans: on a loaded machine each scan alone can take 10–15 s.
      test.setTimeout(120_000);
      await page.addInitScript(() => {
        Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
      });
      await openPage(page, await firstListingPath(page));
      await page.getByRole("complementary").getByRole("button", { name: "Compartir" }).click();
      await expect(page.getByRole("dialog", { name: "Compartir Propiedad" })).toBeVisible();
      await expectNoSeriousViolations(page, "share dialog");
      await page.keyboard.press("Escape");

      await page.getByRole("button", { name: /a pantalla completa/ }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectNoSeriousViolations(page, "photo viewer");
    });
  });
}
