import { type Browser, expect, type Page, test } from "@playwright/test";
import { findLink } from "#tests/support/mail-reader";
import { AFTER_SUBMIT, linkPath, signIn, uniqueEmail, waitForMail } from "../auth/helpers";
import { expectNoSeriousViolations } from "../axe";
import { expectNothingSticksOut } from "../fits";
import { waitForPageReady } from "../page-ready";
import { openListingFromPortal } from "../portal/helpers";
import { acceptOfferAsOwner, ownBrowser } from "../sell/deal-helpers";
import { expectAdvancedTo, toast } from "../sell/helpers";

/**
 * Xoana's flat on the Marina in A Coruña: no other spec offers on it (favourites.spec saves it as a
 * favourite without JavaScript, which a reserved home still allows).
 */
const LISTING = "Piso con galería acristalada frente a la Marina";
const OWNER = "xoana.castro@zaguan.test";
const OWNER_NAME = "Xoana Castro Rial";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 720 };

const SPANISH_BINDS =
  "The contract itself is written in Spanish, and the Spanish text is the one that binds both parties.";

/** A British buyer's own browser, from an address of their own, with an account made in English. */
async function englishAccount(browser: Browser) {
  const page = await (await browser.newContext({ locale: "en-GB" })).newPage();
  const account = {
    name: "Oliver Hughes",
    email: uniqueEmail("oliver-uk"),
    password: "a flat by the harbour",
  };
  await page.goto("/en/auth?tab=registro");
  await page.getByRole("button", { name: "Reject" }).click();
  await page.getByLabel("Full name").fill(account.name);
  await page.getByLabel("Email address").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Check your inbox")).toBeVisible(AFTER_SUBMIT);
  const mail = await waitForMail(account.email, "verification");
  await page.goto(linkPath(mail, "/en/verify-email"));
  await expect(page.getByText("Email address confirmed")).toBeVisible(AFTER_SUBMIT);
  await signIn(page, account.email, account.password);
  await expect(page.getByRole("heading", { level: 1, name: "My account" })).toBeVisible();
  return { page, ...account };
}

/**
 * Asks for a code, reads it from the e-mail that arrives after asking, types it, ticks the consent
 * and signs: the words are the signer's, the steps the same.
 */
async function signWithCode(
  page: Page,
  email: string,
  words: { send: RegExp; sent: string; form: string; code: string; consent: RegExp; signed: string },
) {
  const asked = Date.now();
  await page.getByRole("button", { name: words.send }).click();
  await expect(page.getByText(words.sent)).toBeVisible();
  const mail = await waitForMail(email, "arras-signing-code", {
    where: (candidate) => Date.parse(candidate.headers.get("date") ?? "") >= asked - 2_000,
  });
  const code = /\b(\d{6})\b/.exec(mail.subject)?.[1] ?? "";
  const form = page.getByRole("form", { name: words.form });
  await form.getByLabel(words.code).fill(code);
  await form.getByRole("checkbox", { name: words.consent }).check();
  await form.getByRole("button", { name: words.form }).click();
  await expect(toast(page, words.signed)).toBeVisible();
  return mail;
}

/**
 * A British buyer's walk past the accepted offer: they offer from the English listing signed in
 * with an English account; the seller accepts in Spanish. The buyer's e-mail and link page, the
 * signing page around the Spanish contract, the code's e-mail and the closing room read in English;
 * the seller's side stays Spanish. Axe finds nothing serious on the buyer's pages on a phone.
 */
test("a British buyer's accepted offer, arras signed online and closing room, all in English", async ({
  browser,
}) => {
  test.setTimeout(420_000);
  const buyer = await englishAccount(browser);
  const spanishPath = await openListingFromPortal(buyer.page, "Marina");
  const propertyId = spanishPath.split("/").pop()?.split("?")[0] ?? "";
  await buyer.page.goto(`/en${spanishPath}`);
  await waitForPageReady(buyer.page);
  await expect(buyer.page.locator("html")).toHaveAttribute("lang", "en");
  await expect(buyer.page.getByRole("heading", { level: 1, name: LISTING })).toBeVisible();

  // The offer, typed the British way; signed in, it needs no confirmation e-mail.
  const buyerName = `Oliver Hughes ${Date.now() % 100000}`;
  const offer = buyer.page.getByRole("region", { name: "Make an offer" });
  await offer.getByLabel("Name", { exact: true }).fill(buyerName);
  await offer.getByLabel("Your offer (€)").fill("€300,000");
  await offer.getByRole("radio", { name: "Cash" }).check();
  await offer
    .getByLabel("Proposed date to sign the deposit contract (arras)")
    .fill(new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10));
  await offer.getByRole("checkbox", { name: /Privacy Policy/ }).check();
  await offer.getByRole("button", { name: "Send offer" }).click();
  await expect(
    buyer.page.getByRole("region", { name: "Make an offer" }).getByText("Offer sent to the seller"),
  ).toBeVisible();

  // The seller accepts it in Spanish; the buyer's record of the deal is English, its link too.
  const seller = await ownBrowser(browser);
  await acceptOfferAsOwner(seller, { owner: OWNER, propertyId, buyerName });
  const agreed = await waitForMail(buyer.email, "deal-agreed-buyer");
  expect(agreed.subject).toBe(`Agreement reached: “${LISTING}”`);
  expect(agreed.text).toContain("The seller has accepted your offer of €300,000.");
  expect(agreed.text).toContain("Agreed price: €300,000");
  const requestLink = findLink(agreed, `${new URL(buyer.page.url()).origin}/solicitud/`);
  if (!requestLink) throw new Error("no link page in the deal's e-mail");
  await buyer.page.setViewportSize(PHONE);
  await buyer.page.goto(requestLink);
  await waitForPageReady(buyer.page);
  await expect(buyer.page.locator("html")).toHaveAttribute("lang", "en");
  await expect(buyer.page.getByRole("heading", { level: 1, name: "Your offer" })).toBeVisible();
  await expect(
    buyer.page.getByText(
      "The seller has accepted your offer of €300,000. Next comes signing the deposit contract (contrato de arras).",
    ),
  ).toBeVisible();
  await expect(buyer.page.getByText("Agreed price", { exact: true })).toBeVisible();
  // Its link to the home opens the English listing, not the Spanish one.
  await expect(buyer.page.getByRole("main").getByRole("link", { name: LISTING })).toHaveAttribute(
    "href",
    `/en/propiedad/${propertyId}`,
  );
  await expectNoSeriousViolations(buyer.page, "the English link page after the deal, phone");
  await buyer.page.setViewportSize(DESKTOP);

  // The seller prepares the viewings (step 3), generates the arras from the deal and sends them.
  await seller.goto(`/vender/${propertyId}/visitas`);
  await waitForPageReady(seller);
  await seller.getByRole("button", { name: "He preparado las visitas" }).click();
  await expectAdvancedTo(seller, 4);
  const arras = seller.getByRole("form", { name: "Generar contrato de arras" });
  const sellers = arras.getByRole("group", { name: "Parte vendedora" });
  await sellers.getByRole("textbox", { name: "Nombre y apellidos", exact: true }).fill(OWNER_NAME);
  await sellers.getByRole("textbox", { name: "DNI o NIE", exact: true }).fill("12345678Z");
  await sellers.getByRole("textbox", { name: "Domicilio", exact: true }).fill("Rúa Real 40, 15003 A Coruña");
  await sellers.getByRole("combobox", { name: "Estado civil", exact: true }).selectOption("soltero");
  await arras.getByLabel("Referencia catastral").fill("9872023VH5797S0001WX");
  await arras.getByLabel("Lugar de firma (localidad)").fill("A Coruña");
  await arras.getByRole("button", { name: "Generar contrato de arras" }).click();
  await expect(toast(seller, "Contrato de arras generado")).toBeVisible();
  await seller.getByRole("button", { name: "Enviar para firmar" }).click();
  await expect(toast(seller, "Contrato enviado para firmar")).toBeVisible();

  // The buyer's invitation is English and says the Spanish text binds; 'My requests' links to it.
  const invitation = await waitForMail(buyer.email, "arras-to-sign");
  expect(invitation.subject).toMatch(
    new RegExp(`^Sign the deposit contract \\(contrato de arras\\) for “${LISTING}” on `),
  );
  expect(invitation.text).toContain(SPANISH_BINDS);
  const signingUrl = /https?:\/\/\S+\/firmar-arras\/[0-9a-f-]{36}/.exec(invitation.text)?.[0] ?? "";
  const signingPath = new URL(signingUrl).pathname;
  await buyer.page.goto("/dashboard/solicitudes");
  await waitForPageReady(buyer.page);
  await expect(
    buyer.page.getByRole("link", { name: "Read and sign the deposit contract (arras)" }),
  ).toHaveAttribute("href", signingPath);
  // The language bar names the language the account's pages are read in, not the address's Spanish.
  const languages = buyer.page.getByRole("navigation", { name: "Language" });
  await expect(languages.getByRole("link", { name: "English" })).toHaveAttribute("aria-current", "page");
  await expect(languages.getByRole("link", { name: "Español" })).not.toHaveAttribute("aria-current");

  // The signing page: English around the Spanish contract, which binds; the kind named in Spanish.
  await buyer.page.setViewportSize(PHONE);
  await buyer.page.goto(signingPath);
  await waitForPageReady(buyer.page);
  await expect(
    buyer.page.getByRole("heading", { level: 1, name: "Deposit contract (contrato de arras)" }),
  ).toBeVisible();
  await expect(buyer.page.getByText(SPANISH_BINDS)).toBeVisible();
  await expect(
    buyer.page.getByText(/^These are arras penitenciales \(art\. 1454 Código Civil\): /),
  ).toBeVisible();
  await expectNoSeriousViolations(buyer.page, "the English signing page, phone");
  const part = buyer.page.getByRole("form", { name: "Your details in the contract" });
  await part.getByLabel("DNI or NIE (Spanish ID or foreigner’s number)").fill("X1234567L");
  await part.getByLabel("Home address").fill("Avenida de la Marina 3, 15001 A Coruña");
  await part.getByLabel("Marital status").selectOption("soltero");
  await part.getByRole("button", { name: "Save my details" }).click();
  await expect(toast(buyer.page, "Your details are in the contract")).toBeVisible();
  const codeMail = await signWithCode(buyer.page, buyer.email, {
    send: /^Send me (the|another) code$/,
    sent: "Code sent. Check your e-mail.",
    form: "Sign the contract",
    code: "Code from the e-mail",
    consent: /^I have read the whole contract/,
    signed: "Contract signed",
  });
  expect(codeMail.subject).toMatch(/^\d{6} is your code to sign the deposit contract \(contrato de arras\)/);
  expect(codeMail.text).toContain("It is valid for 10 minutes and works only once.");
  await buyer.page.setViewportSize(DESKTOP);

  // The seller signs the buyer's version in Spanish: step 5 opens, and with it the room.
  await seller.reload();
  await waitForPageReady(seller);
  await expect(seller.getByText("Versión 2 para firmar")).toBeVisible();
  await signWithCode(seller, OWNER, {
    send: /^Enviarme (el|otro) código$/,
    sent: "Código enviado. Revisa tu correo.",
    form: "Firmar el contrato",
    code: "Código recibido por correo",
    consent: /^He leído el contrato completo/,
    signed: "Contrato firmado",
  });
  await expect(seller).toHaveURL(new RegExp(`/vender/${propertyId}/notaria`));
  await seller.getByRole("link", { name: "Abrir la sala de cierre" }).click();
  await expect(seller.getByRole("heading", { name: "Calendario" })).toBeVisible();
  await expect(seller.getByRole("list", { name: "Calendario de la operación" })).toContainText(
    "Oferta aceptada",
  );

  // The buyer's room: header, timeline and documents in English.
  await buyer.page.goto("/dashboard/solicitudes");
  await waitForPageReady(buyer.page);
  await buyer.page.getByRole("link", { name: "Open the closing room" }).click();
  await expect(buyer.page.getByRole("heading", { level: 1, name: LISTING })).toBeVisible();
  await expect(buyer.page.getByText("Closing room · Buyer")).toBeVisible();
  const room = new URL(buyer.page.url()).pathname;
  await expect(buyer.page.getByRole("heading", { name: "Timeline", exact: true })).toBeVisible();
  const timeline = buyer.page.getByRole("list", { name: "Timeline of the sale" });
  await expect(timeline).toContainText("Offer accepted");
  await expect(timeline).toContainText("Deposit contract (contrato de arras) signed");
  await expect(timeline).toContainText("Signing of the deed (escritura)");
  await buyer.page.setViewportSize(PHONE);
  await expectNoSeriousViolations(buyer.page, "the English room's timeline, phone");
  // The English labels are longer than the Spanish ones: each still wraps inside its box.
  await expectNothingSticksOut(buyer.page, "the English room's timeline, phone");
  const tabs = buyer.page.getByRole("navigation", { name: "Closing room" });
  await tabs.getByRole("link", { name: "Documents", exact: true }).click();
  await expect(tabs.getByRole("link", { name: "Documents", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(buyer.page.getByRole("heading", { name: "The seller’s documents" })).toBeVisible();
  await expect(buyer.page.getByRole("heading", { name: "The buyer’s documents" })).toBeVisible();
  await expect(
    buyer.page.getByRole("heading", { name: "Title deed (escritura de propiedad)" }),
  ).toBeVisible();
  await expectNoSeriousViolations(buyer.page, "the English room's documents, phone");
  await expectNothingSticksOut(buyer.page, "the English room's documents, phone");
  await buyer.page.goto("/dashboard/solicitudes");

  // The buyer switches to German, whose words are the room's longest: the step that would end the
  // deal (asked, not confirmed) still fits a phone, its buttons' words inside them.
  await buyer.page.getByRole("tab", { name: "My details" }).click();
  await buyer.page.getByLabel("Language for emails").selectOption("de");
  await buyer.page.getByRole("button", { name: "Save language" }).click();
  await expect(buyer.page.getByRole("heading", { level: 1, name: "Mein Konto" })).toBeVisible();
  await buyer.page.goto(room);
  await waitForPageReady(buyer.page);
  await buyer.page.getByRole("radio", { name: "Der Käufer tritt zurück" }).check();
  await buyer.page.getByRole("button", { name: "Weiter" }).click();
  await expect(buyer.page.getByRole("button", { name: "Ja, der Verkauf findet nicht statt" })).toBeVisible();
  await expectNothingSticksOut(buyer.page, "the German step that ends the deal, phone");
});
