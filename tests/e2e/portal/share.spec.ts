import { expect, test } from "@playwright/test";
import { cards, DEMO, openPage } from "./helpers";

const SHARE_TEXT = `¡Echa un vistazo a esta propiedad!: ${DEMO.soho} en Calle Tomás Heredia 18, 29001 Málaga`;

test.describe("sharing a listing", () => {
  test("without a native share sheet, the dialog offers six targets and copies the link", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => {
      // Desktop Chromium on Linux has no Web Share; make sure of it.
      Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
    });
    await openPage(page, "/portal?q=soho");
    const href = await cards(page).first().getByRole("heading").getByRole("link").getAttribute("href");
    await cards(page).first().getByRole("link", { name: "Compartir" }).click();

    const dialog = page.getByRole("dialog", { name: "Compartir Propiedad" });
    await expect(
      dialog.getByText("Comparte esta propiedad con tus amigos o en tus redes sociales."),
    ).toBeVisible();
    for (const target of ["WhatsApp", "Facebook", "Twitter/X", "LinkedIn", "Telegram", "Email"]) {
      await expect(dialog.getByRole("link", { name: target })).toBeVisible();
    }
    const link = `${baseURL}${href}`;
    await expect(dialog.getByLabel("Enlace de la propiedad")).toHaveValue(link);
    await expect(dialog.getByRole("link", { name: "WhatsApp" })).toHaveAttribute(
      "href",
      `https://wa.me/?text=${encodeURIComponent(`${SHARE_TEXT} ${link}`)}`,
    );
    await expect(dialog.getByRole("link", { name: "Facebook" })).toHaveAttribute(
      "rel",
      "noopener noreferrer",
    );

    await dialog.getByRole("button", { name: "Copiar enlace" }).click();
    await expect(page.getByText("¡Enlace copiado!", { exact: true })).toBeVisible();
    await expect(
      page.getByText("El enlace de la propiedad ha sido copiado al portapapeles.", { exact: true }),
    ).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  });

  test("with a native share sheet, it gets the title, the text and the link, and no dialog opens", async ({
    page,
    baseURL,
  }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { __shared: shared });
      Object.defineProperty(navigator, "share", {
        configurable: true,
        value: async (data: ShareData) => {
          shared.push(data);
        },
      });
    });
    await openPage(page, "/portal?q=soho");
    const href = await cards(page).first().getByRole("heading").getByRole("link").getAttribute("href");
    await openPage(page, href ?? "");
    await page.getByRole("complementary").getByRole("button", { name: "Compartir" }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared))
      .toEqual([{ title: DEMO.soho, text: SHARE_TEXT, url: `${baseURL}${href}` }]);
    await expect(page.getByRole("dialog")).toBeHidden();
  });
});
