import { expect, type Page, test } from "@playwright/test";
import { cards, DEMO, openPage } from "./helpers";

/**
 * The seller's phone is in no card and in no listing page as served; a person
 * presses 'Ver teléfono' and gets it, with JavaScript in place and without it on the page drawn
 * for that request only. Chamberí's seller (app/demo) has 600 101 234.
 */
const NUMBER = /600\D?101\D?234/;
const PANEL = "Precio y contacto";

async function chamberiPath(page: Page) {
  await openPage(page, "/portal?q=chamberi");
  const href = await cards(page).first().getByRole("heading").getByRole("link").getAttribute("href");
  if (!href) throw new Error("no Chamberí listing");
  return href;
}

/** The HTML as served to anyone (and kept by the page cache): no number, no call link. */
async function expectNoPhoneIn(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  expect(html).not.toMatch(NUMBER);
  expect(html).not.toContain("tel:");
  expect(html).toContain("Ver teléfono");
}

test.describe("with JavaScript", () => {
  test("the listing page has no phone until 'Ver teléfono', which puts the call link in its place", async ({
    page,
  }) => {
    const path = await chamberiPath(page);
    await expectNoPhoneIn(page, path);
    await openPage(page, path);
    const panel = page.getByRole("complementary", { name: PANEL });
    await expect(panel.getByText(NUMBER)).toHaveCount(0);

    await panel.getByRole("button", { name: "Ver teléfono" }).click();
    const call = panel.getByRole("link", { name: "Llamar al +34 600 101 234" });
    await expect(call).toHaveAttribute("href", "tel:+34600101234");
    await expect(call).toBeFocused();
    await expect(panel.getByRole("status")).toHaveText("Teléfono del vendedor: +34 600 101 234");
    // The page stayed where it was: the number came from a request of its own.
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    // The phone's bar (hidden on this wide screen) has the number too, not a second button. (The
    // similar listings' cards below keep theirs: other sellers' numbers.)
    const bar = page.getByRole("region", { name: "Contacto", includeHidden: true });
    await expect(bar.getByRole("button", { name: "Ver teléfono", includeHidden: true })).toHaveCount(0);
    await expect(
      bar.getByRole("link", { name: "Llamar al +34 600 101 234", includeHidden: true }),
    ).toHaveCount(1);
  });

  test("a card shows the number in place, on a phone's width", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoPhoneIn(page, "/portal?q=chamberi");
    await openPage(page, "/portal?q=chamberi");
    const card = cards(page).first();
    await expect(card.getByRole("heading", { name: DEMO.chamberi })).toBeVisible();
    await card.getByRole("button", { name: "Ver teléfono" }).click();
    const call = card.getByRole("link", { name: "Llamar al +34 600 101 234" });
    await expect(call).toBeFocused();
    await expect(call).toHaveAttribute("href", "tel:+34600101234");
    await expect(call).toBeInViewport({ ratio: 1 });
    await expect(page).toHaveURL(/\/portal\?q=chamberi$/);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("'Ver teléfono' draws the listing page with the number for that answer only", async ({ page }) => {
    const path = await chamberiPath(page);
    await openPage(page, path);
    const panel = page.getByRole("complementary", { name: PANEL });
    await expect(panel.getByText(NUMBER)).toHaveCount(0);

    await panel.getByRole("button", { name: "Ver teléfono" }).click();
    const call = panel.getByRole("link", { name: "Llamar al +34 600 101 234" });
    await expect(call).toHaveAttribute("href", "tel:+34600101234");
    await expect(call).toBeInViewport();

    // The same page asked for again, by this visitor or anyone: no number (nothing was kept).
    await page.goto(path);
    await expect(
      page.getByRole("complementary", { name: PANEL }).getByRole("button", { name: "Ver teléfono" }),
    ).toBeVisible();
    await expect(page.getByText(NUMBER)).toHaveCount(0);
    await expectNoPhoneIn(page, path);
  });

  test("a card's 'Ver teléfono' opens the listing with the number shown", async ({ page }) => {
    await openPage(page, "/portal?q=chamberi");
    await cards(page).first().getByRole("button", { name: "Ver teléfono" }).click();
    await expect(page.getByRole("heading", { level: 1, name: DEMO.chamberi })).toBeVisible();
    const panel = page.getByRole("complementary", { name: PANEL });
    await expect(panel.getByRole("link", { name: "Llamar al +34 600 101 234" })).toHaveAttribute(
      "href",
      "tel:+34600101234",
    );
  });
});
