import { expect, test } from "@playwright/test";
import { findLink } from "#tests/support/mail-reader";
import { DEMO_PASSWORD, uniqueEmail, waitForMail } from "../auth/helpers";
import { expectNoSeriousViolations } from "../axe";
import {
  fillOffer,
  inDays,
  leadOf,
  openBuyersTab,
  openListingFromPortal,
  requestViewing,
} from "../portal/helpers";

/** The demo listing the portal's lead specs write to; each adds buyers of its own name. */
const LISTING = "Tramuntana";
const SELLER_EMAIL = "margalida.ferrer@zaguan.test";

/**
 * A buyer who writes, asks for a viewing and makes an offer is one buyer to the
 * seller — one card, its history in order, the offer on top; the offer's e-mail opens that card on it.
 */
test("one buyer's message, viewing request and offer reach the seller as one card with three entries", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const buyer = { name: `Nerea Tres Pasos ${Date.now() % 100000}`, email: uniqueEmail("tres-pasos") };

  await openListingFromPortal(visitor, LISTING);
  const contact = visitor.getByRole("region", { name: "Contactar con el vendedor" });
  await contact.getByLabel("Nombre", { exact: true }).fill(buyer.name);
  await contact.getByLabel("Correo electrónico").fill(buyer.email);
  await contact.getByLabel("Mensaje", { exact: true }).fill("Hola, ¿la casa tiene calefacción?");
  await contact.getByRole("checkbox", { name: /Política de Privacidad/ }).check();
  await contact.getByRole("button", { name: "Enviar mensaje" }).click();
  await expect(contact.getByText("Mensaje enviado")).toBeVisible();

  // The same person, the address typed in capitals this time.
  await openListingFromPortal(visitor, LISTING);
  const viewing = await requestViewing(visitor, { ...buyer, email: buyer.email.toUpperCase() }, [
    inDays(9, "12:00"),
  ]);
  await expect(viewing.getByText("Solicitud de visita enviada")).toBeVisible();

  await openListingFromPortal(visitor, LISTING);
  const offer = await fillOffer(visitor, {
    ...buyer,
    amount: "1.100.000",
    financing: "Hipoteca",
    arrasInDays: 40,
  });
  await offer.getByRole("button", { name: "Enviar oferta" }).click();
  await expect(offer.getByText("Revisa tu correo para confirmar la oferta")).toBeVisible();
  const confirmation = await waitForMail(buyer.email, "offer-confirm");
  const confirmLink = findLink(confirmation, new URL(visitor.url()).origin);
  if (!confirmLink) throw new Error("no confirmation link");
  await visitor.goto(confirmLink);
  await visitor.getByRole("button", { name: "Confirmar oferta" }).click();
  await expect(visitor.getByText(/^Oferta confirmada/)).toBeVisible();
  await visitorContext.close();

  // The seller: one card for the buyer, new, headed by the offer.
  await openBuyersTab(page, SELLER_EMAIL, DEMO_PASSWORD);
  const card = leadOf(page, buyer.name);
  await expect(card).toHaveCount(1);
  await expect(card.getByText("Nuevo", { exact: true })).toBeVisible();
  await expect(card.getByText("Oferta recibida")).toBeVisible();
  await expect(card.getByText("3 contactos: Mensaje, Visita y Oferta")).toBeVisible();
  await expect(card).toContainText(/Oferta de 1\.100\.000\s€/);

  // The offer's e-mail opens that card with the offer highlighted, the history in order.
  const toSeller = await waitForMail(SELLER_EMAIL, "offer-to-seller", {
    where: (mail) => Boolean(mail.headers.get("reply-to")?.includes(buyer.email)),
  });
  const logLink = findLink(toSeller, `${new URL(page.url()).origin}/dashboard/compradores`);
  if (!logLink) throw new Error("no 'Compradores' link in the offer e-mail");
  expect(logLink).toContain("contacto=");
  await page.goto(logLink);
  const items = card.getByTestId("lead-item");
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toContainText("Mensaje");
  await expect(items.nth(0)).toContainText("¿la casa tiene calefacción?");
  await expect(items.nth(1)).toContainText("Visita solicitada");
  await expect(items.nth(1)).toContainText(/12:00/);
  await expect(items.nth(2)).toContainText("Oferta recibida");
  await expect(items.nth(2)).toHaveAttribute("aria-current", "true");
  await expect(items.nth(2)).toBeInViewport();
  await expect(card.getByRole("link", { name: buyer.email })).toBeVisible();
  await expectNoSeriousViolations(page, "a buyer's open card with three entries");

  // Each entry keeps its own answers: the viewing is confirmed from its entry, then the card is read.
  await items.nth(1).getByRole("radio", { name: /12:00/ }).check();
  await items.nth(1).getByRole("button", { name: "Confirmar visita" }).click();
  await expect(card.getByTestId("lead-item").nth(1).getByText("Visita confirmada")).toBeVisible();
  await expect(
    card.getByTestId("lead-item").nth(2).getByRole("button", { name: "Aceptar oferta" }),
  ).toBeVisible();
  await card.getByRole("button", { name: "Marcar como leído" }).click();
  await expect(card.getByText("Nuevo", { exact: true })).toHaveCount(0);
});
