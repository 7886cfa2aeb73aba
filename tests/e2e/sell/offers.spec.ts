import { test } from "@playwright/test";
import { waitForMail } from "../auth/helpers";
import { fillOffer, leadOf } from "../portal/helpers";
import { answerWhoBought, expect, expectAdvancedTo, testerSampleAtStepThree, toast } from "./helpers";

const TESTER = "tester@zaguan.test";

/**
 * An offer from the listing to step 4: a buyer makes it (signed in, so it needs no
 * confirmation e-mail), the owner accepts it under 'Compradores', and step 4 starts from it. The
 * tester's own sample is used and finished as sold. A sample is test content: nobody
 * but its tester (and staff) can open it, so the tester plays the buyer in a tab of their own.
 */
test("an offer is made by a signed-in buyer, accepted by the owner, and step 4 shows it", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const propertyId = await testerSampleAtStepThree(page);
  await page.getByRole("button", { name: "He preparado las visitas" }).click();
  await expectAdvancedTo(page, 4);

  // Anyone else, in a browser of their own, finds no such listing.
  const stranger = await (await browser.newContext()).newPage();
  expect((await stranger.goto(`/propiedad/${propertyId}`))?.status()).toBe(404);
  await stranger.context().close();

  // The tester tries the buyer's side on their sample, labelled as a test, in another tab.
  const visitor = await page.context().newPage();
  const buyerName = `Marta Ofertante ${Date.now() % 100000}`;
  await visitor.goto(`/propiedad/${propertyId}`);
  await expect(visitor.getByText(/^Anuncio de prueba: solo lo ven/)).toBeVisible();
  // Signed in with a verified address: the offer is sent from it, shown
  // read-only, and reaches the seller without a confirmation e-mail.
  const form = await fillOffer(visitor, {
    name: buyerName,
    amount: "10",
    financing: "Hipoteca",
    arrasInDays: 30,
    conditions: "Sujeta a la concesión de la hipoteca.",
  });
  await expect(form.getByLabel("Correo electrónico")).toHaveValue(TESTER);
  await expect(form.getByLabel("Correo electrónico")).not.toBeEditable();
  await form.getByRole("button", { name: "Enviar oferta" }).click();
  await expect(form.getByText("La oferta debe ser de al menos 1.000 €.")).toBeVisible();
  await form.getByLabel("Importe de la oferta (€)").fill("240.000");
  await form.getByRole("button", { name: "Enviar oferta" }).click();
  await expect(
    visitor.getByRole("region", { name: "Hacer una oferta" }).getByText("Oferta enviada al vendedor"),
  ).toBeVisible();
  const ofThisListing = { where: (mail: { text: string }) => mail.text.includes(propertyId) };
  await waitForMail(TESTER, "offer-to-seller", ofThisListing);

  // The owner accepts it under 'Compradores'.
  await page.goto(`/dashboard?tab=compradores&propiedad=${propertyId}`);
  const lead = leadOf(page, buyerName);
  await expect(lead.getByText("Oferta recibida")).toBeVisible();
  await lead.getByRole("button", { name: "Abrir" }).click();
  await expect(lead.getByText("Fecha propuesta para las arras")).toBeVisible();
  await expect(lead.getByText("240.000 €", { exact: true })).toBeVisible();
  // It asks first, saying what accepting does; cancelling changes nothing.
  await lead.getByRole("button", { name: "Aceptar oferta" }).click();
  const question = page.getByRole("alertdialog", {
    name: `¿Aceptar la oferta de ${buyerName} por 240.000 €?`,
  });
  await expect(question.getByText(`La vivienda quedará reservada para ${buyerName}`)).toBeVisible();
  await expect(question.getByText("No hay otras ofertas abiertas que cerrar.")).toBeVisible();
  await question.getByRole("button", { name: "Cancelar" }).click();
  await expect(question).toHaveCount(0);
  await expect(lead.getByText("Oferta recibida")).toBeVisible();
  await lead.getByRole("button", { name: "Aceptar oferta" }).click();
  await question.getByRole("button", { name: "Sí, aceptar y reservar" }).click();
  await expect(toast(page, "Oferta aceptada")).toBeVisible();
  await expect(lead.getByText("Oferta aceptada", { exact: true })).toBeVisible();
  const accepted = await waitForMail(TESTER, "deal-agreed-buyer", {
    where: (mail) => mail.text.includes(buyerName),
  });
  expect(accepted.text).toContain("El vendedor ha aceptado tu oferta");

  // Step 4 starts from it.
  await page.goto(`/vender?id=${propertyId}`);
  const offer = page.getByRole("region", { name: "Oferta aceptada" });
  await expect(offer).toBeVisible();
  await expect(offer).toContainText(buyerName);
  await expect(offer).toContainText("240.000");
  await expect(offer).toContainText("Hipoteca");
  await expect(offer).toContainText("Sujeta a la concesión de la hipoteca.");

  // Finish the sample as sold, to the buyer who made the offer.
  await page.getByRole("button", { name: "Omitir el contrato de arras" }).click();
  await expectAdvancedTo(page, 5);
  await page.getByRole("button", { name: "Tengo la documentación preparada" }).click();
  await expectAdvancedTo(page, 6);
  await answerWhoBought(page, new RegExp(`^${buyerName}`));
  await page.getByRole("button", { name: "Finalizar la venta sin pagar" }).click();
  await page
    .getByRole("dialog", { name: "Consejo fiscal" })
    .getByRole("button", { name: "Ir a mi panel" })
    .click();
  await expect(toast(page, "¡Venta completada!")).toBeVisible();
});
