import { expect, type Page, test } from "@playwright/test";
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

/** One h1 and no skipped levels in the page's main content. */
async function expectHeadingsInOrder(page: Page, path: string) {
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

for (const width of [390, 1366]) {
  test.describe(`accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    // The headings' order does not change with the width: read once, on the wide page's load, rather
    // than loading every page a third time for it.
    const headingsToo = width === 1366;
    for (const path of PAGES) {
      const title = headingsToo
        ? `${path} has no serious or critical axe violations, and its headings go in order`
        : `${path} has no serious or critical axe violations`;
      test(title, async ({ page }) => {
        await page.goto(path);
        await waitForPageReady(page);
        await expectNoSeriousViolations(page);
        if (headingsToo) await expectHeadingsInOrder(page, path);
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
