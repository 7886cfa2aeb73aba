import { expect, type Page, test } from "@playwright/test";
import { DEMO_PASSWORD, uniqueEmail, waitForMail } from "../auth/helpers";
import { leadOf, openBuyersTab, openListingFromPortal } from "./helpers";

/** A demo listing whose leads only buyers of their own name add (viewing, leads-no-js); its owner signs in to see the message. */
const LISTING = "Chalet con piscina y vistas a la Serra de Tramuntana";
const SELLER_EMAIL = "margalida.ferrer@zaguan.test";

async function openListing(page: Page) {
  await openListingFromPortal(page, "Tramuntana");
  await expect(page.getByRole("heading", { level: 1, name: LISTING })).toBeVisible();
  return page.getByRole("region", { name: "Contactar con el vendedor" });
}

test.describe("'Contactar con el vendedor'", () => {
  test("a visitor writes to the seller, who finds it under 'Compradores' (unread, then read) and discards it", async ({
    page,
  }) => {
    const buyerEmail = uniqueEmail("compradora");
    const buyerName = `Marta Compradora ${Date.now() % 100000}`;
    const section = await openListing(page);
    await section.getByLabel("Nombre", { exact: true }).fill(buyerName);
    await section.getByLabel("Correo electrónico").fill(buyerEmail);
    await section.getByLabel("Teléfono (opcional)").fill("+34 611 222 333");
    await section
      .getByLabel("Mensaje", { exact: true })
      .fill("Hola, ¿se puede visitar el sábado por la mañana?");
    await section.getByRole("checkbox", { name: /Política de Privacidad/ }).check();
    await section.getByRole("button", { name: "Enviar mensaje" }).click();
    await expect(section.getByText("Mensaje enviado")).toBeVisible();
    await expect(page).toHaveURL(/contacto=enviado/);
    // Nothing on the page names the seller's address.
    expect(await page.content()).not.toContain(SELLER_EMAIL);

    const toSeller = await waitForMail(SELLER_EMAIL, "enquiry-to-seller", {
      where: (mail) => Boolean(mail.headers.get("reply-to")?.includes(buyerEmail)),
    });
    expect(toSeller.headers.get("reply-to")).toContain(buyerEmail);
    expect(toSeller.text).toContain("¿se puede visitar el sábado por la mañana?");
    // Signed out, the address typed is nobody's proven: it gets a receipt, not the message.
    const receipt = await waitForMail(buyerEmail, "enquiry-receipt");
    expect(`${[...receipt.headers.values()].join("\n")}\n${receipt.text}\n${receipt.html}`).not.toContain(
      SELLER_EMAIL,
    );

    await page.context().clearCookies();
    await openBuyersTab(page, SELLER_EMAIL, DEMO_PASSWORD);
    await expect(page.getByRole("heading", { level: 2, name: `Compradores de «${LISTING}»` })).toBeVisible();
    const lead = leadOf(page, buyerName);
    await expect(lead.getByText("Nuevo", { exact: true })).toBeVisible();
    await expect(lead.getByText("Mensaje", { exact: true })).toBeVisible();

    await lead.getByRole("button", { name: "Abrir" }).click();
    await expect(lead.getByRole("link", { name: buyerEmail })).toBeVisible();
    await expect(lead.getByText("Hola, ¿se puede visitar el sábado por la mañana?")).toBeVisible();
    await expect(lead.getByText("Nuevo", { exact: true })).toBeHidden();

    await lead.getByRole("button", { name: "Descartar" }).click();
    await expect(page.getByText("Contacto descartado").first()).toBeVisible();
    await expect(lead).toHaveCount(0);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("errors come back in Spanish with what was typed kept; then 'Mensaje enviado'", async ({ page }) => {
      const section = await openListing(page);
      await section.getByLabel("Nombre", { exact: true }).fill("Jon Sin Script");
      await section.getByLabel("Mensaje", { exact: true }).fill("Hola");
      await section.getByRole("button", { name: "Enviar mensaje" }).click();

      const again = page.getByRole("region", { name: "Contactar con el vendedor" });
      await expect(again.getByText("Introduce tu correo electrónico.")).toBeVisible();
      await expect(again.getByText("El mensaje debe tener al menos 10 caracteres.")).toBeVisible();
      await expect(
        again.getByText("Debes aceptar la Política de Privacidad para enviar el mensaje."),
      ).toBeVisible();
      await expect(again.getByLabel("Nombre", { exact: true })).toHaveValue("Jon Sin Script");
      await expect(again.getByLabel("Mensaje", { exact: true })).toHaveValue("Hola");

      const buyerEmail = uniqueEmail("sin-script");
      await again.getByLabel("Correo electrónico").fill(buyerEmail);
      await again.getByLabel("Mensaje", { exact: true }).fill("Hola, ¿la piscina es de agua salada?");
      await again.getByRole("checkbox", { name: /Política de Privacidad/ }).check();
      await again.getByRole("button", { name: "Enviar mensaje" }).click();
      await expect(
        page.getByRole("region", { name: "Contactar con el vendedor" }).getByText("Mensaje enviado"),
      ).toBeVisible();
      const receipt = await waitForMail(buyerEmail, "enquiry-receipt");
      expect(receipt.text).not.toContain("¿la piscina es de agua salada?");
      expect(receipt.text).toContain("Hemos recibido un mensaje enviado desde esta dirección");
    });
  });
});
