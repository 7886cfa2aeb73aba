import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect as baseExpect, type Page } from "@playwright/test";
import { e2eDataDir } from "../../../playwright.config";
import { jpegPhoto } from "../../factories/images";
import { parseMail } from "../../support/mail-reader";
import {
  DEMO_PASSWORD,
  linkPath,
  signIn,
  signUpThroughPage,
  uniqueEmail,
  waitForMail,
} from "../auth/helpers";

/**
 * Every action here waits on the server (password hashing, photo processing, payments), and the
 * e2e machines are shared: assertions wait up to 30 s instead of the default 7 s.
 */
export const expect = baseExpect.configure({ timeout: 30_000 });

/** A new owner: signs up through /auth and opens the verification link from the outbox. */
export async function signUpVerified(page: Page) {
  const account = {
    name: "Lucía Serrano Gil",
    email: uniqueEmail("vendedora"),
    password: "mi casa de la calle ibiza",
  };
  await signUpThroughPage(page, account);
  await expect(page.getByText("Revisa tu correo")).toBeVisible();
  const mail = await waitForMail(account.email, "verification");
  await page.goto(linkPath(mail, "/verify-email"));
  await expect(page.getByText("¡Correo verificado!")).toBeVisible();
  return account;
}

/** `count` distinct camera-like JPEGs, as a phone would hand them to the file picker. */
export async function generatedPhotos(count: number, { width = 1600, height = 1200 } = {}) {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => ({
      name: `Foto salón ${index + 1}.jpg`,
      mimeType: "image/jpeg",
      buffer: await jpegPhoto(width, height, (index * 23) % 360),
    })),
  );
}

/** The accordion item of a step, found by its number and title. */
export function step(page: Page, number: number) {
  return page.getByRole("button", { name: new RegExp(`^${number}\\. `) });
}

export const toast = (page: Page, text: string | RegExp) =>
  page
    .getByRole("region", { name: /^Notificaciones/ })
    .getByText(text)
    .first();

/**
 * 'Has avanzado al paso N', then the step brought into view with the focus on its heading: the page
 * as the owner sees it once it stops moving. A click sent while the page still moved could begin on
 * the next button and end beside it, and be no click at all (CI of be8719a).
 */
export async function expectAdvancedTo(page: Page, number: number) {
  await expect(toast(page, `Has avanzado al paso ${number}`)).toBeVisible();
  await expect(step(page, number)).toBeFocused();
}

export async function expectStepState(
  page: Page,
  number: number,
  state: "Completado" | "En curso" | "Pendiente" | "Bloqueado",
) {
  await expect(step(page, number)).toContainText(state);
}

export const LISTING = {
  title: "Piso luminoso con balcón junto al Retiro",
  description: "Exterior, reformado en 2021.\nCocina equipada y dos baños completos.",
  address: "Calle de Ibiza 20, Madrid",
  province: "Madrid",
  propertyType: "Piso",
  price: "389.000",
  bedrooms: "3",
  bathrooms: "2",
  size: "104",
  phone: "611 22 33 44",
  energyRating: "D",
  dni: "12345678Z",
};

/** The facts the law asks for (Ley 12/2023 art. 31), as an owner types them from their papers. */
export const FACTS = {
  usefulSize: "86",
  yearBuilt: "1972",
  occupancy: "Libre",
  energyConsumption: "158,2",
  energyEmissionsRating: "E",
  energyEmissions: "33,9",
};

/** The facts' fields a home needs to be published, with the certificate's values. */
export async function fillFacts(page: Page, facts = FACTS) {
  await page.getByLabel("Superficie útil (m²)").fill(facts.usefulSize);
  await page.getByLabel("Año de construcción").fill(facts.yearBuilt);
  await page.getByLabel("Ocupación").selectOption({ label: facts.occupancy });
  await page.getByLabel("Consumo (kWh/m² año)").fill(facts.energyConsumption);
  await page.getByLabel("Letra de emisiones").selectOption(facts.energyEmissionsRating);
  await page.getByLabel("Emisiones (kg CO₂/m² año)").fill(facts.energyEmissions);
}

export async function fillListing(page: Page, listing = LISTING, { withDni = true } = {}) {
  await page.getByLabel("Título del anuncio").fill(listing.title);
  await page.getByLabel("Descripción", { exact: true }).fill(listing.description);
  await page.getByLabel("Dirección").fill(listing.address);
  await page.getByLabel("Provincia").selectOption(listing.province);
  await page.getByLabel("Tipo de inmueble").selectOption(listing.propertyType);
  await page.getByLabel("Precio de venta (€)").fill(listing.price);
  await page.getByLabel("Dormitorios").fill(listing.bedrooms);
  await page.getByLabel("Baños").fill(listing.bathrooms);
  await page.getByLabel("Superficie construida (m²)").fill(listing.size);
  await page.getByLabel("Teléfono de contacto").fill(listing.phone);
  await page.getByLabel("Calificación energética").selectOption(listing.energyRating);
  if (withDni) await page.getByLabel("DNI o NIE").fill(listing.dni);
  await page.getByLabel("Balcón").check();
  await page.getByLabel("Calefacción").check();
  await fillFacts(page);
}

/**
 * The demo tester signs in, creates a sample property and activates its campaign without paying:
 * a published test listing at step 3, visible to its tester. Returns its id.
 */
export async function testerSampleAtStepThree(page: Page): Promise<string> {
  await signIn(page, "tester@zaguan.test", DEMO_PASSWORD, { redirectTo: "/vender?nueva" });
  await page.getByRole("button", { name: "Crear propiedad de prueba" }).click();
  await expect(toast(page, "Propiedad de prueba creada")).toBeVisible({ timeout: 60_000 });
  const propertyId = propertyIdFrom(page);
  await page.getByRole("button", { name: "Activar la campaña sin pagar" }).click();
  await expectAdvancedTo(page, 3);
  return propertyId;
}

export async function walkSampleToStepSix(page: Page) {
  await page.getByRole("button", { name: "Activar la campaña sin pagar" }).click();
  await expectAdvancedTo(page, 3);
  await walkFromStepThreeToSix(page);
}

/** Steps 3 to 5 done the quick way: visits prepared, the arras contract skipped, papers ready. */
export async function walkFromStepThreeToSix(page: Page) {
  await page.getByRole("button", { name: "He preparado las visitas" }).click();
  await expectAdvancedTo(page, 4);
  await page.getByRole("button", { name: "Omitir el contrato de arras" }).click();
  await expectAdvancedTo(page, 5);
  await page.getByRole("button", { name: "Tengo la documentación preparada" }).click();
  await expectAdvancedTo(page, 6);
}

/** Step 6's question, "¿Quién ha comprado tu vivienda?": one of the listing's leads, or the outside buyer. */
export async function answerWhoBought(
  page: Page,
  choice: string | RegExp,
  outsideName = "Pedro Vecino Ruiz",
) {
  const question = page.getByRole("group", { name: "¿Quién ha comprado tu vivienda?" });
  await question.getByRole("radio", { name: choice }).check();
  const outsideLabel = "Un comprador que no llegó a través de Zaguán";
  const outside =
    typeof choice === "string" ? choice.startsWith("Un comprador que no llegó") : choice.test(outsideLabel);
  // An outside buyer is named, and closing with them asks a second time.
  if (outside) await page.getByLabel("Nombre y apellidos de quien ha comprado").fill(outsideName);
  await page.getByRole("button", { name: "Confirmar comprador" }).click();
  if (outside)
    await page.getByRole("alertdialog").getByRole("button", { name: "Sí, cerrar la venta" }).click();
}

/** Step 6 sold to the sample's platform buyer, the success fee paid by card, on to the panel. */
export async function sellToPlatformBuyerByCard(page: Page) {
  await answerWhoBought(page, /^Comprador de prueba · mensaje del/);
  await expect(toast(page, "Comprador registrado")).toBeVisible();
  await payWithCard(page, "4242 4242 4242 4242");
  await page
    .getByRole("dialog", { name: "Consejo fiscal" })
    .getByRole("button", { name: "Ir a mi panel" })
    .click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
}

/** A Spanish domicile for 'Datos de facturación', and how the invoice prints it on one line. */
export const BILLING = {
  street: "Calle de Toledo 45, 2.º A",
  postalCode: "28005",
  city: "Madrid",
  province: "Madrid",
  dni: "12345678Z",
  line: "Calle de Toledo 45, 2.º A, 28005 Madrid (Madrid)",
};

/**
 * Fills the paid step's 'Datos de facturación' (ADR 0041) and saves it: the DNI too when the form
 * asks for it (a profile without one, like the demo tester's).
 */
export async function fillBillingDetails(page: Page, billing = BILLING) {
  const form = page.locator("form#billing-details");
  await form.getByLabel("Calle y número").fill(billing.street);
  await form.getByLabel("Código postal").fill(billing.postalCode);
  await form.getByLabel("Localidad").fill(billing.city);
  await form.getByLabel("Provincia").selectOption(billing.province);
  const dni = form.getByLabel("DNI o NIE");
  if (await dni.isVisible()) await dni.fill(billing.dni);
  await form.getByRole("button", { name: "Guardar datos de facturación" }).click();
  await expect(toast(page, "Datos de facturación guardados")).toBeVisible();
}

/**
 * The built-in test provider's card form of the open step. An owner who has not given a billing
 * domicile yet is asked for it first (whichever spec file pays first with a shared demo account), so
 * the step is read once it shows either form, and the billing data is filled in when asked.
 */
export async function payWithCard(page: Page, cardNumber: string) {
  const card = page.getByLabel("Número de la tarjeta");
  const billing = page.locator("form#billing-details");
  await card.or(billing).first().waitFor();
  if (await billing.isVisible()) await fillBillingDetails(page);
  await card.fill(cardNumber);
  await page.getByLabel("Caducidad (MM/AA)").fill("12/34");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: "Pagar 605,00 €" }).click();
}

export function propertyIdFrom(page: Page): string {
  // A process page's address: /vender/<id>/<step> or /proceso-agencia/<id>/<step>.
  const id = new URL(page.url()).pathname.match(
    /^\/(?:vender|proceso-agencia)\/([0-9a-f-]{36})(?:\/|$)/,
  )?.[1];
  if (!id) throw new Error(`no property id in ${page.url()}`);
  return id;
}

/** The subjects of the 'sale completed' e-mails sent to `to`, from the e2e server's outbox. */
export async function saleCompletedMails(to: string): Promise<string[]> {
  const outbox = path.join(e2eDataDir, "outbox");
  const names = (await readdir(outbox).catch(() => [] as string[])).filter((name) =>
    name.includes("-sale-completed-"),
  );
  const subjects: string[] = [];
  for (const name of names) {
    const mail = parseMail(await readFile(path.join(outbox, name), "utf8"));
    if (mail.to === to) subjects.push(mail.subject);
  }
  return subjects;
}
