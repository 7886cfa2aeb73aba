import { type Page, test } from "@playwright/test";
import { createVerifiedAccount, signInThroughPage } from "../auth/helpers";
import { expectNoSeriousViolations } from "../axe";
import { waitForPageReady } from "../page-ready";
import { DEMO, fillOffer, inDays, openListingFromPortal } from "../portal/helpers";
import { acceptAndSignArrasOnPaper, ownBrowser } from "./deal-helpers";
import { expect, payWithCard, toast } from "./helpers";

/** Carmen's duplex in Ruzafa (Valencia): no other spec takes it past its offers. */
const RUZAFA_SELLER = {
  owner: "carmen.ruiz@zaguan.test",
  ownerName: "Carmen Ruiz Delgado",
  domicile: "Carrer de Sueca 47, 46006 Valencia",
  place: "Valencia",
};

const NOTA_SIMPLE = "Nota simple del Registro de la Propiedad";

/** The smallest file a PDF reader opens: what the room checks is its first bytes, "%PDF-". */
const TINY_PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

/** 'YYYY-MM-DD' of the day `days` before today in Madrid, the calendar the room counts ages in. */
function madridDaysAgo(days: number) {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Madrid" }).format(new Date());
  return new Date(Date.parse(`${today}T12:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

const roomTab = (page: Page, name: "Calendario" | "Documentos") =>
  page.getByRole("navigation", { name: "Sala de cierre" }).getByRole("link", { name, exact: true });

const deedStep = (page: Page) =>
  page.getByRole("list", { name: "Calendario de la operación" }).locator('[data-step="escritura"]');

/**
 * After the arras, seller and buyer in browsers of their own share one closing room: the same deed
 * deadline; the buyer chooses the notary and the seller reads it; the buyer confirms the deed and
 * the seller shares the nota simple and the buyer opens it (another account cannot); the buyer confirms the deed and the
 * success fee is due in the seller's 'Mis Pagos', paid with the test card, with its invoice.
 */
test("the closing room: same deadline for both, the buyer's notary, the nota simple shared, the deed confirmed and the fee paid", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const buyerName = `Sara Cierre ${Date.now() % 100000}`;
  const buyer = await ownBrowser(browser);
  const account = await createVerifiedAccount(buyer, "sala-cierre");
  await signInThroughPage(buyer, account.email, account.password);
  await expect(buyer).toHaveURL(/\/dashboard/, { timeout: 20_000 });
  const href = await openListingFromPortal(buyer, DEMO.ruzafa);
  await expect(buyer.getByRole("heading", { level: 1, name: DEMO.ruzafa })).toBeVisible();
  const propertyId = href.split("/").pop()?.split("?")[0] ?? "";
  const offer = await fillOffer(buyer, {
    name: buyerName,
    amount: "340.000",
    financing: "Contado",
    arrasInDays: 20,
  });
  await offer.getByRole("button", { name: "Enviar oferta" }).click();
  await expect(offer.getByText("Oferta enviada al vendedor")).toBeVisible();

  // The owner accepts, prepares the viewings (step 3), generates the arras and marks them signed.
  const seller = await ownBrowser(browser);
  await acceptAndSignArrasOnPaper(seller, { propertyId, buyerName, facts: RUZAFA_SELLER });

  // 1. Each opens the room from their own space; both read the same deed deadline.
  await seller.getByRole("link", { name: "Abrir la sala de cierre" }).click();
  await expect(seller.getByRole("heading", { name: "Calendario" })).toBeVisible();
  const deadline = await deedStep(seller)
    .getByText(/^Como tarde el /)
    .textContent();
  expect(deadline).toMatch(/^Como tarde el \d/);
  await expectNoSeriousViolations(seller, "the room's calendar, seller, desktop");
  await buyer.goto("/dashboard/solicitudes");
  await waitForPageReady(buyer);
  await buyer.getByRole("link", { name: /Abrir la sala de cierre/ }).click();
  await expect(buyer.getByRole("heading", { name: "Calendario" })).toBeVisible();
  await expect(deedStep(buyer).getByText(/^Como tarde el /)).toHaveText(deadline ?? "");
  // The buyer holds the contract signed on paper too: the room gives both the signed PDF.
  const arrasLink = buyer
    .getByRole("region", { name: "Contrato de arras" })
    .getByRole("link", { name: "Descargar el contrato firmado (PDF)" });
  const signedArras = await buyer.request.get((await arrasLink.getAttribute("href")) ?? "");
  expect(signedArras.headers()["content-type"]).toBe("application/pdf");
  expect((await signedArras.body()).subarray(0, 5).toString()).toBe("%PDF-");

  // 2. The buyer chooses the notary; the seller, reloading, reads it and its line in the history.
  const notary = buyer.getByRole("form", { name: "Elegir la notaría" });
  await notary.getByLabel("Notaría o notario").fill("Notaría Puchol Ferrer");
  await notary.getByLabel("Dirección").fill("Calle Colón 10, 46004 Valencia");
  await notary.getByLabel("Día y hora de la cita").fill(inDays(15, "11:30"));
  await notary.getByRole("button", { name: "Guardar la notaría y la cita" }).click();
  await expect(toast(buyer, "Has elegido la notaría y la cita.")).toBeVisible();
  await seller.reload();
  const chosen = seller.getByRole("region", { name: "Notaría" });
  await expect(chosen).toContainText("Notaría Puchol Ferrer · Calle Colón 10, 46004 Valencia");
  await expect(chosen).toContainText(/Cita el .*11:30/);
  await expect(seller.getByRole("region", { name: "Historial" })).toContainText("Notaría Puchol Ferrer");

  // 3. The seller shares the nota simple: a file that is no PDF is refused and the date typed stays;
  // the real one is listed for the buyer with its age, and its address gives the PDF to the buyer only.
  await roomTab(seller, "Documentos").click();
  await expect(roomTab(seller, "Documentos")).toHaveAttribute("aria-current", "page");
  const notaSimple = seller.getByRole("form", { name: `Subir ${NOTA_SIMPLE}` });
  const issuedOn = madridDaysAgo(20);
  await notaSimple.getByLabel("Fecha de emisión que figura en la nota simple").fill(issuedOn);
  await notaSimple.locator('input[type="file"]').setInputFiles({
    name: "nota-simple.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("Esto es un texto con extensión de PDF"),
  });
  await notaSimple.getByRole("button", { name: "Subir", exact: true }).click();
  await expect(notaSimple.getByText(/^Solo se admiten PDF o fotos/)).toBeVisible();
  await expect(notaSimple.getByLabel("Fecha de emisión que figura en la nota simple")).toHaveValue(issuedOn);
  await notaSimple.locator('input[type="file"]').setInputFiles({
    name: "nota-simple.pdf",
    mimeType: "application/pdf",
    buffer: TINY_PDF,
  });
  await notaSimple.getByRole("button", { name: "Subir", exact: true }).click();
  await expect(toast(seller, "Documento subido. La otra parte ya puede verlo.")).toBeVisible();

  await roomTab(buyer, "Documentos").click();
  const shared = buyer
    .getByRole("listitem")
    .filter({ has: buyer.getByRole("heading", { name: NOTA_SIMPLE }) });
  await expect(shared.getByText("Recibido", { exact: true })).toBeVisible();
  await expect(shared.getByText("Emitida hace 20 días.")).toBeVisible();
  await buyer.setViewportSize({ width: 390, height: 844 });
  // The notary's toast fades out on its own timer: checked while fading, its title reads as text
  // of too little contrast. The page as the buyer sees it once the toast has gone.
  await expect(toast(buyer, "Has elegido la notaría y la cita.")).toBeHidden();
  await expectNoSeriousViolations(buyer, "the room's documents, buyer, phone");
  await buyer.setViewportSize({ width: 1280, height: 720 });
  const file = shared.getByRole("link", { name: `Ver ${NOTA_SIMPLE.toLowerCase()}` });
  const fileHref = (await file.getAttribute("href")) ?? "";
  const opened = await buyer.request.get(fileHref);
  expect(opened.status()).toBe(200);
  expect(opened.headers()["content-type"]).toBe("application/pdf");
  expect((await opened.body()).subarray(0, 5).toString()).toBe("%PDF-");
  // Another signed-in account, not a party: the same 404 as a file that does not exist.
  const stranger = await ownBrowser(browser);
  const strangerAccount = await createVerifiedAccount(stranger, "sala-ajena");
  await signInThroughPage(stranger, strangerAccount.email, strangerAccount.password);
  await expect(stranger).toHaveURL(/\/dashboard/, { timeout: 20_000 });
  expect((await stranger.request.get(fileHref)).status()).toBe(404);
  await stranger.context().close();

  // The buyer hands the notary's office a link: it opens without an account and gives the file.
  await buyer.getByRole("button", { name: "Crear un enlace para la notaría" }).click();
  await expect(toast(buyer, "Enlace creado. Cópialo y envíalo a la notaría.")).toBeVisible();
  const notaryUrl = await buyer
    .getByRole("textbox", { name: "Dirección del enlace para la notaría" })
    .inputValue();
  const office = await ownBrowser(browser);
  await office.goto(new URL(notaryUrl).pathname);
  await expect(office.getByRole("heading", { level: 1, name: DEMO.ruzafa })).toBeVisible();
  const notaryFile = office.getByRole("link", { name: "Descargar el expediente (PDF)" });
  const notaryPdf = await office.request.get((await notaryFile.getAttribute("href")) ?? "");
  expect(notaryPdf.headers()["content-type"]).toBe("application/pdf");
  expect(notaryPdf.headers()["cache-control"]).toContain("no-store");
  expect((await notaryPdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  await office.context().close();
  await roomTab(buyer, "Calendario").click();

  // 4. The buyer confirms the deed (ticking the confirmation); the fee is due in the seller's 'Mis Pagos'.
  const deed = buyer.getByRole("form", { name: "Confirmar la firma de la escritura" });
  await deed.getByRole("checkbox", { name: /^Confirmo que hemos firmado la escritura/ }).check();
  await deed.getByRole("button", { name: "Confirmar la firma" }).click();
  await expect(toast(buyer, /Has confirmado la firma de la escritura/)).toBeVisible();

  await seller.goto("/dashboard/pagos");
  const pending = seller.getByRole("region", { name: "Pendiente de pago" });
  const pay = pending.locator(`a[href*="${propertyId}"]`);
  await expect(pay).toHaveText("Pagar");
  await pay.click();
  await waitForPageReady(seller);
  await payWithCard(seller, "4242 4242 4242 4242");
  // Paying closes the sale: the seller reads the tax advice that ends the six steps.
  await seller
    .getByRole("dialog", { name: "Consejo fiscal" })
    .getByRole("button", { name: "Ir a mi panel" })
    .click();
  await seller.goto("/dashboard/pagos");
  await expect(seller.locator(`a[href*="${propertyId}"]`)).toHaveCount(0);
  const paid = seller
    .getByRole("table", { name: "Mis pagos" })
    .getByRole("row")
    .filter({ hasText: "Comisión de Éxito" })
    .first();
  await expect(paid).toContainText("Pagado");
  await expect(paid.getByRole("link", { name: /^Descargar factura F-\d{4}-\d{5}$/ })).toBeVisible();
});
