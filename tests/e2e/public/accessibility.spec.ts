import { expect, test } from "@playwright/test";
import { expectNoSeriousViolations } from "../axe";
import { waitForPageReady } from "../page-ready";

const PAGES = [
  "/",
  "/como-vendemos",
  "/para-inmobiliarias",
  "/vender-chalet-zaguan",
  "/en/guides/buying-a-home-in-spain",
  "/en/portal",
  "/de/portal",
  "/terminos-y-condiciones",
  "/terminos-y-condiciones-agencia",
  "/politica-de-privacidad",
  "/de/politica-de-privacidad",
  "/blog",
  "/blog/category/guia-vendedores",
  "/blog/gastos-de-compraventa-quien-paga-que",
] as const;

for (const width of [390, 1366]) {
  test.describe(`accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const path of PAGES) {
      test(`${path} has no serious or critical axe violations`, async ({ page }) => {
        await page.goto(path);
        await waitForPageReady(page);
        await expectNoSeriousViolations(page);
      });
    }

    // A listing in the reader's language, reached as a buyer does: from the portal in that language.
    for (const locale of ["en", "de"]) {
      test(`the ${locale} listing has no serious or critical axe violations`, async ({ page }) => {
        await page.goto(`/${locale}/portal`);
        const firstListing = page.locator("article h2 a").first();
        await expect(firstListing).toHaveAttribute("href", new RegExp(`^/${locale}/propiedad/`));
        await page.goto((await firstListing.getAttribute("href")) ?? "");
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        await waitForPageReady(page);
        await expectNoSeriousViolations(page, `${locale} listing`);
      });
    }
  });
}

test("headings go in order on every public page: one h1, no skipped levels", async ({ page }) => {
  for (const path of PAGES) {
    await page.goto(path);
    const levels = await page
      .locator("main h1, main h2, main h3, main h4")
      .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
    expect(
      levels.filter((level) => level === 1),
      path,
    ).toHaveLength(1);
    levels.forEach((level, index) => {
      if (index > 0)
        expect(
          level - (levels[index - 1] ?? 1),
          `${path}: h${levels[index - 1]} → h${level}`,
        ).toBeLessThanOrEqual(1);
    });
  }
});
