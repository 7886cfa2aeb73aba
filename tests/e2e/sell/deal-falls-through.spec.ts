import { type Browser, test } from "@playwright/test";
import { createVerifiedAccount, signInThroughPage, waitForMail } from "../auth/helpers";
import { waitForPageReady } from "../page-ready";
import { cards, fillOffer, openListingFromPortal, openPage } from "../portal/helpers";
import { acceptAndSignArrasOnPaper, ownBrowser } from "./deal-helpers";
import { expect, toast } from "./helpers";

/** Carmen's plot in Olías del Rey (Toledo, common civil law): no other spec writes to it. */
const OLIAS_SELLER = {
  owner: "carmen.ruiz@zaguan.test",
  ownerName: "Carmen Ruiz Delgado",
  domicile: "Calle Real 2, 45280 Olías del Rey",
  place: "Toledo",
};
const LISTING = "Parcela urbana para chalet en Olías del Rey";

/** A buyer with an account of their own, signed in, who offers on the plot. */
async function offerAsBuyer(browser: Browser, label: string, name: string, amount: string) {
  const page = await ownBrowser(browser);
  const account = await createVerifiedAccount(page, label);
  await signInThroughPage(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 20_000 });
  const href = await openListingFromPortal(page, "Olías");
  await expect(page.getByRole("heading", { level: 1, name: LISTING })).toBeVisible();
  const offer = await fillOffer(page, {
    name,
    amount,
    financing: "Hipoteca",
    arrasInDays: 20,
    conditions: "Sujeto a hipoteca del 80 %",
  });
  await offer.getByRole("button", { name: "Enviar oferta" }).click();
  await expect(offer.getByText("Oferta enviada al vendedor")).toBeVisible();
  return { page, email: account.email, propertyId: href.split("/").pop()?.split("?")[0] ?? "" };
}

/**
 * The arras signed with the financing condition, then the bank says no: the buyer records it from
 * 'Mis solicitudes', is told first that the señal comes back in full, confirms; the seller, in a
 * browser of their own, reads the deal ended and the plot is «En venta» again; the competing
 * buyer is e-mailed that it is available.
 */
test("financing refused under the contract's condition: the señal is returned and the home is on sale again", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const stamp = Date.now() % 100000;
  const buyerName = `Irene Hipoteca ${stamp}`;
  const buyer = await offerAsBuyer(browser, "cae-comprador", buyerName, "70.000");
  const rival = await offerAsBuyer(browser, "cae-rival", `Rubén Rival ${stamp}`, "65.000");
  const { propertyId } = buyer;

  // The owner accepts Irene's offer, generates the contract from the deal and marks it signed.
  const seller = await ownBrowser(browser);
  await acceptAndSignArrasOnPaper(seller, { propertyId, buyerName, facts: OLIAS_SELLER });

  // The buyer: the bank refused the loan. The form asks first and states the señal's fate.
  // The señal is 10 % of the agreed 70.000 €: 7.000 €.
  await buyer.page.goto("/dashboard/solicitudes");
  await waitForPageReady(buyer.page);
  await buyer.page
    .getByRole("radio", { name: "El banco ha denegado la hipoteca (condición de financiación del contrato)" })
    .check();
  await buyer.page.getByLabel("Nota para la otra parte (opcional)").fill("Adjunto la denegación del banco.");
  await buyer.page.getByRole("button", { name: "Continuar" }).click();
  const ask = buyer.page.getByRole("form", { name: "¿Confirmas que la venta no sigue adelante?" });
  await expect(ask).toContainText(/devuelve la señal de 7\.000\s€ íntegra al comprador \(cláusula quinta/);
  await ask.getByRole("button", { name: "Sí, la venta no sigue adelante" }).click();
  await expect(toast(buyer.page, "Venta terminada")).toBeVisible();
  const ended = buyer.page.getByRole("region", { name: "La venta no siguió adelante" });
  await expect(ended).toContainText("lo registró el comprador");
  await expect(ended).toContainText(/señal de 7\.000\s€ íntegra al comprador/);

  // The seller is told and reads the deal ended at step 3, where a new buyer is found.
  const told = await waitForMail(OLIAS_SELLER.owner, "deal-fell-through");
  expect(told.text.replace(/\u00a0/g, " ")).toContain("devuelve la señal de 7.000 € íntegra al comprador");
  await seller.goto(`/vender/${propertyId}`);
  await expect(seller).toHaveURL(new RegExp(`/vender/${propertyId}/visitas`));
  await expect(seller.getByRole("region", { name: "La venta no siguió adelante" })).toContainText(
    `La venta con ${buyerName} terminó`,
  );

  // «En venta» again: on the portal card and the listing's page, with the offer form open.
  await openPage(rival.page, "/portal?q=Olías");
  const card = cards(rival.page).filter({ hasText: LISTING });
  await expect(card).toBeVisible();
  await expect(card.getByText("Reservado", { exact: true })).toHaveCount(0);
  await openPage(rival.page, `/propiedad/${propertyId}`);
  await expect(rival.page.getByRole("button", { name: "Enviar oferta" })).toBeVisible();

  // The competing buyer, whose offer was closed by the deal, is told it is available again.
  const available = await waitForMail(rival.email, "deal-fell-through-available");
  expect(available.subject).toBe(`Vuelve a estar en venta: «${LISTING}»`);
});
