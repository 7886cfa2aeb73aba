import type { Browser, Page } from "@playwright/test";
import { leadLogHref } from "#app/domain/kernel/dashboard-urls";
import { DEMO_PASSWORD } from "../auth/helpers";
import { waitForPageReady } from "../page-ready";
import { fillOffer, leadOf, openBuyersTab } from "../portal/helpers";
import { expect, expectAdvancedTo, toast } from "./helpers";

/** A party of the deal in a browser of their own: no cookie shared with the other side. */
export const ownBrowser = async (browser: Browser): Promise<Page> => (await browser.newContext()).newPage();

/** The demo owner's side of the arras form: who signs, where they live, the home's cadastre and the town. */
export type SellerArrasFacts = { owner: string; ownerName: string; domicile: string; place: string };

/**
 * The demo owner accepts the buyer's offer (confirming in the dialog), prepares the viewings
 * (step 3), generates the arras from the deal and marks them signed on paper: step 5 opens.
 */
export async function acceptAndSignArrasOnPaper(
  seller: Page,
  { propertyId, buyerName, facts }: { propertyId: string; buyerName: string; facts: SellerArrasFacts },
) {
  await acceptOfferAsOwner(seller, { owner: facts.owner, propertyId, buyerName });

  // The demo owners have not prepared the viewings yet (step 3): done, step 4 opens.
  await seller.goto(`/vender/${propertyId}/visitas`);
  await waitForPageReady(seller);
  await seller.getByRole("button", { name: "He preparado las visitas" }).click();
  await expectAdvancedTo(seller, 4);
  const form = seller.getByRole("form", { name: "Generar contrato de arras" });
  const sellers = form.getByRole("group", { name: "Parte vendedora" });
  await sellers.getByRole("textbox", { name: "Nombre y apellidos", exact: true }).fill(facts.ownerName);
  await sellers.getByRole("textbox", { name: "DNI o NIE", exact: true }).fill("12345678Z");
  await sellers.getByRole("textbox", { name: "Domicilio", exact: true }).fill(facts.domicile);
  await sellers.getByRole("combobox", { name: "Estado civil", exact: true }).selectOption("soltero");
  await form.getByLabel("Referencia catastral").fill("9872023VH5797S0001WX");
  await form.getByLabel("Lugar de firma (localidad)").fill(facts.place);
  await form.getByRole("button", { name: "Generar contrato de arras" }).click();
  await expect(toast(seller, "Contrato de arras generado")).toBeVisible();
  await seller.getByRole("button", { name: "Marcar como firmado" }).click();
  await seller.getByRole("alertdialog").getByRole("button", { name: "Sí, está firmado" }).click();
  await expect(toast(seller, "Has avanzado al paso 5")).toBeVisible();
}

/** The owner signs in, opens the buyer's card in 'Compradores' and accepts the offer (confirming). */
export async function acceptOfferAsOwner(
  seller: Page,
  { owner, propertyId, buyerName }: { owner: string; propertyId: string; buyerName: string },
) {
  await openBuyersTab(seller, owner, DEMO_PASSWORD);
  await seller.goto(`/dashboard?tab=compradores&propiedad=${propertyId}`);
  await acceptOnCard(seller, buyerName);
  await expect(toast(seller, "Oferta aceptada")).toBeVisible();
}

/** On the buyers' list already open: the buyer's card opened and their offer accepted. */
async function acceptOnCard(seller: Page, buyerName: string) {
  const lead = leadOf(seller, buyerName);
  await lead.getByRole("button", { name: "Abrir" }).click();
  await waitForPageReady(seller);
  await lead.getByRole("button", { name: "Aceptar oferta" }).click();
  await seller.getByRole("alertdialog").getByRole("button", { name: "Sí, aceptar y reservar" }).click();
  return lead;
}

/**
 * The signed-in tester offers on their own sample listing (an offer of the signed-in account needs
 * no confirmation e-mail) and, as its seller, accepts it: the deal the success-fee walks start from.
 */
export async function testerOwnOfferAccepted(
  page: Page,
  { propertyId, buyerName, amount }: { propertyId: string; buyerName: string; amount: string },
) {
  await page.goto(`/propiedad/${propertyId}`);
  await waitForPageReady(page);
  const form = await fillOffer(page, { name: buyerName, amount, financing: "Contado", arrasInDays: 20 });
  await form.getByRole("button", { name: "Enviar oferta" }).click();
  await expect(form.getByText("Oferta enviada al vendedor")).toBeVisible();
  await page.goto(leadLogHref(propertyId));
  const lead = await acceptOnCard(page, buyerName);
  await expect(lead.getByText(`Has aceptado la oferta de ${buyerName} de ${amount} €.`)).toBeVisible();
}
