import { type Browser, expect, type Page, test } from "@playwright/test";
import { findLink } from "#tests/support/mail-reader";
import { DEMO_PASSWORD, uniqueEmail, waitForMail } from "../auth/helpers";
import { expectNoSeriousViolations } from "../axe";
import { expectNothingSticksOut } from "../fits";
import { waitForPageReady } from "../page-ready";
import { cards, inDays, leadOf, openBuyersTab, openPage } from "../portal/helpers";
import { toast } from "../sell/helpers";

/**
 * Buyers from abroad on the listing in their language: a British buyer writes, books a viewing and
 * makes an offer typed the British way; a German one writes, books a viewing and makes an offer typed
 * the German way. Each reads the answer and their e-mails in their language; the seller answers in
 * Spanish, and the buyer's e-mail about it is in English. Manuel's villa on the Costa del Sol: no other journey makes offers
 * on it, and a counteroffer leaves it on sale.
 */
const LISTING = "Chalet independiente con piscina en Benalmádena";
const OWNER = "manuel.ortega@zaguan.test";

/** A German question with the long compounds German writes: it must break inside the seller's card. */
const MESSAGE_DE =
  "Guten Tag, zahlen Rechtsschutzversicherungsgesellschaften bei Streit mit der Eigentümergemeinschaft?";

/** A buyer in a browser of their own, from an address of their own (each has its own contact limit). */
async function buyerAbroad(browser: Browser, locale: string): Promise<Page> {
  const page = await (await browser.newContext({ locale })).newPage();
  const byte = () => 1 + Math.floor(Math.random() * 254);
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `100.${64 + (byte() % 64)}.${byte()}.${byte()}` });
  return page;
}

/** The listing's Spanish path, as the portal links it. */
async function listingPath(page: Page) {
  await openPage(page, "/portal?q=benalmadena");
  const href = await cards(page)
    .filter({ hasText: LISTING })
    .getByRole("heading")
    .getByRole("link")
    .getAttribute("href");
  if (!href) throw new Error(`no card for ${LISTING}`);
  return href;
}

/** The offer's link confirmed from the e-mail, whatever language its page is in. */
async function confirmOffer(page: Page, link: string) {
  await page.goto(link);
  await page
    .locator("form", { has: page.locator('input[name="intent"][value="confirm-offer"]') })
    .getByRole("button")
    .click();
  await expect(page.locator('input[name="intent"][value="confirm-offer"]')).toHaveCount(0);
}

test("a British buyer writes, books a viewing and offers “€245,000” on the English listing; the counteroffer reaches them in English", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const buyer = await buyerAbroad(browser, "en-GB");
  const path = await listingPath(buyer);
  await openPage(buyer, `/en${path}`);
  const name = `Jane Abroad ${Date.now() % 100000}`;
  const email = uniqueEmail("jane-uk");

  // Contact the seller.
  const contact = buyer.getByRole("region", { name: "Contact the seller" });
  await contact.getByLabel("Name", { exact: true }).fill(name);
  await contact.getByLabel("Email address").fill(email);
  await contact
    .getByLabel("Message", { exact: true })
    .fill("Hello, is the pool heated, and could I view it next week?");
  await contact.getByRole("checkbox", { name: /Privacy Policy/ }).check();
  await contact.getByRole("button", { name: "Send message" }).click();
  await expect(
    buyer.getByRole("region", { name: "Contact the seller" }).getByText("Message sent"),
  ).toBeVisible();
  const receipt = await waitForMail(email, "enquiry-receipt");
  expect(receipt.subject).toBe(`Message sent about “${LISTING}”`);
  expect(receipt.text).toContain("and have passed it on to the seller");

  // Book a viewing: a time at 10:00 Madrid five days ahead, written back the British way.
  const viewing = buyer.getByRole("region", { name: "Book a viewing" });
  await viewing.getByLabel("Name", { exact: true }).fill(name);
  await viewing.getByLabel("Email address").fill(email);
  await viewing.getByLabel("Date and time 1").fill(inDays(5, "10:00"));
  await viewing.getByRole("checkbox", { name: /Privacy Policy/ }).check();
  await viewing.getByRole("button", { name: "Request a viewing" }).click();
  await expect(
    buyer.getByRole("region", { name: "Book a viewing" }).getByText("Viewing request sent"),
  ).toBeVisible();
  const viewingCopy = await waitForMail(email, "viewing-request-copy");
  expect(viewingCopy.subject).toBe(`Viewing request sent for “${LISTING}”`);
  expect(viewingCopy.text).toMatch(/- \w+day, \d{1,2} \w+ \d{4} at 10:00/);

  // Make an offer: the Spanish way of writing it is asked again, in English, with everything kept.
  const offer = buyer.getByRole("region", { name: "Make an offer" });
  await offer.getByLabel("Name", { exact: true }).fill(name);
  await offer.getByLabel("Email address").fill(email);
  await offer.getByLabel("Your offer (€)").fill("245.000");
  await offer.getByRole("radio", { name: "With a mortgage" }).check();
  await offer
    .getByLabel("Proposed date to sign the deposit contract (arras)")
    .fill(inDays(30, "00:00").slice(0, 10));
  await offer.getByRole("checkbox", { name: /Privacy Policy/ }).check();
  await offer.getByRole("button", { name: "Send offer" }).click();
  const refused = buyer.getByRole("region", { name: "Make an offer" });
  await expect(refused.getByText(/^We cannot tell whether that amount includes cents/)).toBeVisible();
  await expect(refused.getByLabel("Your offer (€)")).toHaveValue("245.000");
  await expect(refused.getByLabel("Email address")).toHaveValue(email);
  await refused.getByLabel("Your offer (€)").fill("€245,000");
  await refused.getByRole("checkbox", { name: /Privacy Policy/ }).check();
  await refused.getByRole("button", { name: "Send offer" }).click();
  await expect(
    buyer.getByRole("region", { name: "Make an offer" }).getByText("Check your email to confirm your offer"),
  ).toBeVisible();
  const confirmation = await waitForMail(email, "offer-confirm");
  expect(confirmation.subject).toBe(`Confirm your offer for “${LISTING}”`);
  expect(confirmation.text).toContain("Amount: €245,000");
  const link = findLink(confirmation, new URL(buyer.url()).origin);
  if (!link) throw new Error("no link in the offer's confirmation");
  // The link's page reads in the language the offer was made in, as its e-mail does.
  await buyer.goto(link);
  await expect(buyer.locator("html")).toHaveAttribute("lang", "en");
  await expect(buyer.getByRole("heading", { level: 1, name: "Your offer" })).toBeVisible();
  await expect(buyer.getByRole("button", { name: "Confirm offer" })).toBeVisible();
  await confirmOffer(buyer, link);
  await expect(buyer.getByText(/^Offer confirmed and sent to the seller\./)).toBeVisible();

  // The seller reads it in Spanish and counters at 255.000 €.
  await openBuyersTab(page, OWNER, DEMO_PASSWORD);
  await page
    .getByRole("navigation", { name: "Propiedades" })
    .getByRole("link", { name: new RegExp(LISTING) })
    .click();
  const lead = leadOf(page, name).filter({ hasText: "245.000" });
  await lead.getByRole("button", { name: "Abrir" }).click();
  await waitForPageReady(page);
  await lead.getByLabel("Importe de tu contraoferta (€)").fill("255.000");
  await lead.getByRole("button", { name: "Enviar contraoferta" }).click();
  await expect(toast(page, "Contraoferta enviada")).toBeVisible();
  const countered = await waitForMail(email, "offer-countered");
  expect(countered.subject).toBe(`The seller has come back with a counter-offer on “${LISTING}”`);
  expect(countered.text).toContain("€255,000");
});

test("a German buyer writes, books a viewing and offers “245.000 €” on the German listing, each answered in German; the seller reads the message on a phone", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const buyer = await buyerAbroad(browser, "de-DE");
  const path = await listingPath(buyer);
  await openPage(buyer, `/de${path}`);
  const name = `Jonas Käufer ${Date.now() % 100000}`;
  const email = uniqueEmail("jonas-de");

  // Write to the seller.
  const contact = buyer.getByRole("region", { name: "Verkäufer kontaktieren" });
  await contact.getByLabel("Name", { exact: true }).fill(name);
  await contact.getByLabel("E-Mail-Adresse").fill(email);
  await contact.getByLabel("Nachricht", { exact: true }).fill(MESSAGE_DE);
  await contact.getByRole("checkbox", { name: /Datenschutzerklärung/ }).check();
  await contact.getByRole("button", { name: "Nachricht senden" }).click();
  await expect(
    buyer
      .getByRole("region", { name: "Verkäufer kontaktieren" })
      .getByText("Nachricht gesendet", { exact: true }),
  ).toBeVisible();
  const receipt = await waitForMail(email, "enquiry-receipt");
  expect(receipt.subject).toBe(`Nachricht zu „${LISTING}“ gesendet`);
  expect(receipt.text).toContain("und sie an den Verkäufer weitergeleitet");

  // Book a viewing: 10:00 Madrid time five days ahead, written back the German way.
  const viewing = buyer.getByRole("region", { name: "Besichtigung anfragen" });
  await viewing.getByLabel("Name", { exact: true }).fill(name);
  await viewing.getByLabel("E-Mail-Adresse").fill(email);
  await viewing.getByLabel("Datum und Uhrzeit 1").fill(inDays(5, "10:00"));
  await viewing.getByRole("checkbox", { name: /Datenschutzerklärung/ }).check();
  await viewing.getByRole("button", { name: "Besichtigung anfragen" }).click();
  await expect(
    buyer.getByRole("region", { name: "Besichtigung anfragen" }).getByText("Besichtigungsanfrage gesendet"),
  ).toBeVisible();
  const viewingCopy = await waitForMail(email, "viewing-request-copy");
  expect(viewingCopy.subject).toBe(`Besichtigungsanfrage für „${LISTING}“ gesendet`);
  expect(viewingCopy.text).toMatch(/- \p{L}+, \d{1,2}\. \p{L}+ \d{4} um 10:00/u);

  // Make an offer, typed the German way.
  const offer = buyer.getByRole("region", { name: "Angebot abgeben" });
  await offer.getByLabel("Name", { exact: true }).fill(name);
  await offer.getByLabel("E-Mail-Adresse").fill(email);
  await offer.getByLabel("Ihr Angebot (€)").fill("245.000 €");
  await offer.getByRole("radio", { name: "Ohne Finanzierung (Barzahlung)" }).check();
  await offer
    .getByLabel("Vorgeschlagener Termin für den Anzahlungsvertrag (arras)")
    .fill(inDays(30, "00:00").slice(0, 10));
  await offer.getByRole("checkbox", { name: /Datenschutzerklärung/ }).check();
  await offer.getByRole("button", { name: "Angebot senden" }).click();
  await expect(
    buyer
      .getByRole("region", { name: "Angebot abgeben" })
      .getByText("Bitte bestätigen Sie Ihr Angebot per E-Mail"),
  ).toBeVisible();
  const confirmation = await waitForMail(email, "offer-confirm");
  expect(confirmation.subject).toBe(`Bitte bestätigen Sie Ihr Angebot für „${LISTING}“`);
  expect(confirmation.text.replace(/\u00a0/g, " ")).toContain("245.000 €");

  // The seller opens the buyer's card on a phone: the German compound breaks inside the card.
  await page.setViewportSize({ width: 390, height: 844 });
  await openBuyersTab(page, OWNER, DEMO_PASSWORD);
  await page
    .getByRole("navigation", { name: "Propiedades" })
    .getByRole("link", { name: new RegExp(LISTING) })
    .click();
  const lead = leadOf(page, name);
  await lead.getByRole("button", { name: "Abrir" }).click();
  await waitForPageReady(page);
  await expect(lead.getByText(MESSAGE_DE)).toBeVisible();
  await expectNothingSticksOut(page, "the German buyer's card, seller, phone");
});

for (const width of [390, 1280]) {
  test(`the English listing's forms at ${width} px, also with an error, have no serious axe violation`, async ({
    browser,
  }) => {
    const buyer = await buyerAbroad(browser, "en-GB");
    await buyer.setViewportSize({ width, height: 900 });
    const path = await listingPath(buyer);
    await openPage(buyer, `/en${path}`);
    await waitForPageReady(buyer);
    await expect(buyer.getByRole("region", { name: "Make an offer" })).toBeVisible();
    await expectNoSeriousViolations(buyer, "the forms as they open");
    // Sent empty: every error shown beside its field, in English.
    await buyer
      .getByRole("region", { name: "Make an offer" })
      .getByRole("button", { name: "Send offer" })
      .click();
    const offer = buyer.getByRole("region", { name: "Make an offer" });
    await expect(offer.getByText("Enter the amount of your offer in euros.")).toBeVisible();
    await expect(offer.getByText("Please accept the Privacy Policy to send your message.")).toBeVisible();
    await expectNoSeriousViolations(buyer, "the offer form with its errors");
  });
}
