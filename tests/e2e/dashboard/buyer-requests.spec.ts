import { expect, type Page, test } from "@playwright/test";
import { formatViewingTime } from "#app/domain/leads/viewings/viewing-slots";
import { parseMadridLocal } from "#app/lib/calendar";
import {
  AFTER_SUBMIT,
  createVerifiedAccount,
  DEMO_PASSWORD,
  dismissCookieBanner,
  signIn,
  waitForMail,
} from "../auth/helpers";
import { waitForPageReady } from "../page-ready";
import { inDays, leadOf, openBuyersTab, openListingFromPortal } from "../portal/helpers";
import { toast } from "../sell/helpers";

/** Carmen's office on calle Orense: no other journey writes to it. */
const LISTING = "Oficina exterior en la calle Orense, junto a AZCA";
const OWNER = "carmen.ruiz@zaguan.test";

const section = (page: Page, name: string) => page.getByRole("region", { name });

/**
 * A signed-in, verified buyer sends a message, a viewing request and an offer
 * from a listing — the forms start with their name and e-mail, and the offer needs no confirmation
 * e-mail — the seller counters the offer, and the buyer's 'Mis solicitudes' shows all three and
 * answers the counteroffer with another amount.
 */
test("a signed-in buyer's message, viewing and offer in 'Mis solicitudes', and their answer to a counteroffer", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const account = await createVerifiedAccount(page, "solicitudes");
  // The name starts as the account's; this buyer signs with a name of their own, which also tells
  // their leads from an earlier run's in the seller's log.
  const buyerName = `Elena Solicitudes ${Date.now() % 100000}`;
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard/, AFTER_SUBMIT);

  await openListingFromPortal(page, "orense");
  await dismissCookieBanner(page);
  await expect(page.getByRole("heading", { level: 1, name: LISTING })).toBeVisible();

  // The message: name and e-mail are the account's; the e-mail cannot be changed.
  const contact = section(page, "Contactar con el vendedor");
  await expect(contact.getByLabel("Nombre", { exact: true })).toHaveValue(account.name);
  await expect(contact.getByLabel("Correo electrónico")).toHaveValue(account.email);
  await expect(contact.getByLabel("Correo electrónico")).toHaveAttribute("readonly", "");
  await contact.getByLabel("Nombre", { exact: true }).fill(buyerName);
  await contact.getByRole("textbox", { name: "Mensaje" }).fill("¿Tiene plazas de aparcamiento para visitas?");
  await contact.getByRole("checkbox", { name: /Política de Privacidad/ }).check();
  await contact.getByRole("button", { name: "Enviar mensaje" }).click();
  await expect(section(page, "Contactar con el vendedor").getByText("Mensaje enviado")).toBeVisible(
    AFTER_SUBMIT,
  );

  // The viewing request: only the time to give.
  const viewing = section(page, "Solicitar visita");
  await expect(viewing.getByLabel("Nombre", { exact: true })).toHaveValue(account.name);
  await viewing.getByLabel("Nombre", { exact: true }).fill(buyerName);
  await viewing.getByLabel("Fecha y hora 1").fill(inDays(6, "11:00"));
  await viewing.getByRole("checkbox", { name: /Política de Privacidad/ }).check();
  await viewing.getByRole("button", { name: "Solicitar visita" }).click();
  await expect(section(page, "Solicitar visita").getByText("Solicitud de visita enviada")).toBeVisible(
    AFTER_SUBMIT,
  );

  // The offer goes straight to the seller: no confirmation link to open.
  const offer = section(page, "Hacer una oferta");
  await expect(offer.getByLabel("Correo electrónico")).toHaveValue(account.email);
  await offer.getByLabel("Nombre", { exact: true }).fill(buyerName);
  await offer.getByLabel("Importe de la oferta (€)").fill("390.000");
  await offer
    .getByLabel("Fecha propuesta para firmar las arras")
    .fill(new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10));
  await offer.getByRole("radio", { name: "Hipoteca" }).check();
  await offer.getByRole("checkbox", { name: /Política de Privacidad/ }).check();
  await offer.getByRole("button", { name: "Enviar oferta" }).click();
  await expect(section(page, "Hacer una oferta").getByText("Oferta enviada al vendedor")).toBeVisible(
    AFTER_SUBMIT,
  );
  const toSeller = await waitForMail(OWNER, "offer-to-seller", {
    where: (mail) => mail.text.includes(buyerName),
  });
  expect(toSeller.text.replace(/\u00a0/g, " ")).toContain("390.000 €");

  // The seller counters at 405.000 €.
  const seller = await (await browser.newContext()).newPage();
  await openBuyersTab(seller, OWNER, DEMO_PASSWORD);
  await seller
    .getByRole("navigation", { name: "Propiedades" })
    .getByRole("link", { name: new RegExp(LISTING) })
    .click();
  const offerLead = leadOf(seller, buyerName).filter({ hasText: "390.000" });
  await offerLead.getByRole("button", { name: "Abrir" }).click();
  await waitForPageReady(seller);
  await offerLead.getByLabel("Importe de tu contraoferta (€)").fill("405.000");
  await offerLead.getByRole("button", { name: "Enviar contraoferta" }).click();
  await expect(toast(seller, "Contraoferta enviada")).toBeVisible();
  await waitForMail(account.email, "offer-countered");

  // The buyer's panel opens on their requests: all three, the counteroffer waiting for them.
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard\/solicitudes$/);
  await waitForPageReady(page);
  await expect(page.getByRole("tab", { name: /Mis solicitudes/, selected: true })).toBeVisible();
  const requests = page.getByRole("list", { name: "Mis solicitudes" }).getByRole("listitem");
  await expect(requests.filter({ hasText: LISTING })).toHaveCount(3);
  await expect(requests.filter({ hasText: "¿Tiene plazas de aparcamiento para visitas?" })).toHaveCount(1);
  await expect(requests.filter({ hasText: "Esperando respuesta del vendedor" })).toHaveCount(1);
  const counteroffer = requests.filter({ hasText: "Contraoferta del vendedor" });
  await expect(counteroffer.getByText("Te toca responder")).toBeVisible();
  await expect(counteroffer.getByText(/405\.000\s€/)).toBeVisible();

  // The buyer answers with 398.000 €: the seller is mailed it, the request says so.
  await counteroffer.getByLabel("Responder con otra oferta (€)").fill("398.000");
  await counteroffer.getByRole("button", { name: "Enviar nueva oferta" }).click();
  await expect(toast(page, "Nueva oferta enviada")).toBeVisible();
  const answered = requests.filter({ hasText: "Nueva oferta enviada" }).filter({ hasText: LISTING });
  await expect(answered.getByText(/398\.000\s€/)).toBeVisible();
  const toSellerAgain = await waitForMail(OWNER, "offer-countered-back", {
    where: (mail) => mail.subject.includes(buyerName),
  });
  expect(toSellerAgain.text.replace(/\u00a0/g, " ")).toContain("405.000 € con 398.000 €");

  // Without JavaScript too: the buyer proposes another time for the viewing, a plain form post.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const plain = await noScript.newPage();
  await plain.goto("/dashboard/solicitudes");
  const viewingCard = plain
    .getByRole("list", { name: "Mis solicitudes" })
    .getByRole("listitem")
    .filter({ has: plain.getByLabel("Proponer otra hora (hora de Madrid)") });
  const otherTime = inDays(8, "17:30");
  await viewingCard.getByLabel("Proponer otra hora (hora de Madrid)").fill(otherTime);
  await viewingCard.getByRole("button", { name: "Proponer esta hora" }).click();
  await expect(plain).toHaveURL(/\/dashboard\/solicitudes$/);
  const expected = formatViewingTime(parseMadridLocal(otherTime) as Date);
  await expect(viewingCard.getByRole("listitem").filter({ hasText: expected })).toBeVisible();
  const proposal = await waitForMail(OWNER, "viewing-buyer-proposed", {
    where: (mail) => mail.subject.includes(buyerName),
  });
  expect(proposal.text).toContain(expected);
  await noScript.close();
});
