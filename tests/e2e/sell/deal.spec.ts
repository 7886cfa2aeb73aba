import { type Browser, expect, type Page, test } from "@playwright/test";
import { findLink } from "#tests/support/mail-reader";
import { DEMO_PASSWORD, uniqueEmail, waitForMail } from "../auth/helpers";
import { waitForPageReady } from "../page-ready";
import { cards, fillOffer, leadOf, openBuyersTab, openPage } from "../portal/helpers";
import { toast } from "./helpers";

/** Iker's industrial building: no other journey touches it, and this one leaves it on sale again. */
const LISTING = "Nave industrial en el polígono de Asua";
const OWNER = "iker.etxeberria@zaguan.test";
const AGREED = "440.000 €";

/** A visitor in a browser of their own (no session), the way a buyer arrives from a link. */
async function visitor(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

async function openListing(page: Page) {
  await openPage(page, "/portal?q=asua");
  await cards(page).filter({ hasText: LISTING }).getByRole("heading").getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name: LISTING })).toBeVisible();
}

/**
 * Offer 420.000 €, counteroffer 440.000 €, the buyer accepts. One deal: the buyer's page,
 * the seller's card and both e-mails say 440.000 €; the portal card and the listing page say
 * 'Reservado' to a visitor. The seller then releases the reservation and the home is on sale again.
 */
test("an accepted counteroffer is one deal at 440.000 € everywhere, and the home shows as reserved", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const buyer = await visitor(browser);
  const buyerEmail = uniqueEmail("acuerdo");
  const buyerName = `Marta Acuerdo ${Date.now() % 100000}`;
  await openListing(buyer);
  const form = await fillOffer(buyer, {
    name: buyerName,
    email: buyerEmail,
    amount: "420.000",
    financing: "Hipoteca",
    arrasInDays: 30,
  });
  await form.getByRole("button", { name: "Enviar oferta" }).click();
  await expect(form.getByText("Revisa tu correo para confirmar la oferta")).toBeVisible();
  const confirmation = await waitForMail(buyerEmail, "offer-confirm");
  const buyerLink = findLink(confirmation, new URL(buyer.url()).origin);
  if (!buyerLink) throw new Error("no buyer link");
  await buyer.goto(buyerLink);
  await buyer.getByRole("button", { name: "Confirmar oferta" }).click();
  await expect(buyer.getByText(/^Oferta confirmada/)).toBeVisible();

  // The owner counters at 440.000 €.
  await openBuyersTab(page, OWNER, DEMO_PASSWORD);
  await page
    .getByRole("navigation", { name: "Propiedades" })
    .getByRole("link", { name: new RegExp(LISTING) })
    .click();
  const lead = leadOf(page, buyerName);
  await lead.getByRole("button", { name: "Abrir" }).click();
  await waitForPageReady(page);
  await lead.getByLabel("Importe de tu contraoferta (€)").fill("440.000");
  await lead.getByRole("button", { name: "Enviar contraoferta" }).click();
  await expect(toast(page, "Contraoferta enviada")).toBeVisible();

  // The buyer accepts it behind their link: the page shows the agreed price, not the first offer.
  await waitForMail(buyerEmail, "offer-countered");
  await buyer.goto(buyerLink);
  await buyer.getByRole("button", { name: "Aceptar contraoferta" }).click();
  await expect(buyer.getByText(/^Has aceptado la contraoferta\./)).toBeVisible();
  await buyer.reload();
  await expect(
    buyer.getByText(`Has aceptado la contraoferta del vendedor de ${AGREED}.`, { exact: false }),
  ).toBeVisible();
  const agreed = buyer.getByRole("definition").filter({ hasText: AGREED });
  await expect(agreed.first()).toBeVisible();
  await expect(buyer.getByRole("term").filter({ hasText: "Precio acordado" })).toBeVisible();

  // Both e-mails record the deal at 440.000 €.
  for (const mail of [
    await waitForMail(buyerEmail, "deal-agreed-buyer"),
    await waitForMail(OWNER, "deal-agreed-seller"),
  ]) {
    expect(mail.text.replace(/\u00a0/g, " ")).toContain(`Precio acordado: ${AGREED}`);
    expect(mail.text).not.toContain("420.000");
  }

  // The seller's card says the agreed price: open, who accepted what; closed, 'Precio acordado'.
  await page.reload();
  const card = leadOf(page, buyerName);
  await expect(card.getByText(`${buyerName} ha aceptado tu contraoferta de ${AGREED}.`)).toBeVisible();
  await expect(card.getByRole("term").filter({ hasText: "Precio acordado" })).toBeVisible();
  await page
    .getByRole("navigation", { name: "Propiedades" })
    .getByRole("link", { name: new RegExp(LISTING) })
    .click();
  await expect(leadOf(page, buyerName).getByText(`Precio acordado: ${AGREED}`)).toBeVisible();

  // A visitor sees it reserved: on the portal card and on its page, where the offer form is closed.
  const someone = await visitor(browser);
  await openPage(someone, "/portal?q=asua");
  const portalCard = cards(someone).filter({ hasText: LISTING });
  await expect(portalCard.getByText("Reservado", { exact: true }).first()).toBeVisible();
  await portalCard.getByRole("heading").getByRole("link").click();
  await expect(someone.locator("main header").getByText("Reservado", { exact: true })).toBeVisible();
  await expect(someone.getByRole("button", { name: "Enviar oferta" })).toHaveCount(0);
  await expect(
    someone
      .getByRole("complementary", { name: "Precio y contacto" })
      .getByText(/^Reservado: el vendedor ha cerrado un acuerdo/),
  ).toBeVisible();

  // The deal falls through: the owner records it from the step the sale stands on, confirms, and the home is on sale again.
  const opened = leadOf(page, buyerName);
  if (await opened.getByRole("button", { name: "Abrir" }).isVisible())
    await opened.getByRole("button", { name: "Abrir" }).click();
  await opened.getByRole("link", { name: "Regístralo en tu proceso de venta" }).click();
  await waitForPageReady(page);
  await page.getByRole("radio", { name: "Lo dejamos de mutuo acuerdo" }).check();
  await page
    .getByLabel("Nota para la otra parte (opcional)")
    .fill("El comprador no ha obtenido la hipoteca.");
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByText("Aún no se firmaron las arras: no hay señal que devolver.")).toBeVisible();
  await page.getByRole("button", { name: "Sí, la venta no sigue adelante" }).click();
  await expect(toast(page, "Venta terminada")).toBeVisible();
  const released = await waitForMail(buyerEmail, "deal-fell-through");
  expect(released.text).toContain("El comprador no ha obtenido la hipoteca.");
  await openPage(someone, "/portal?q=asua");
  await expect(
    cards(someone).filter({ hasText: LISTING }).getByText("Reservado", { exact: true }),
  ).toHaveCount(0);
  await buyer.context().close();
  await someone.context().close();
});
