import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Browser, type Page, test } from "@playwright/test";
import { withoutSpaces } from "#tests/support/arras-contract-text";
import { createVerifiedAccount, signInThroughPage, waitForMail } from "../auth/helpers";
import { expectNoSeriousViolations } from "../axe";
import { waitForPageReady } from "../page-ready";
import { DEMO, fillOffer, openListingFromPortal } from "../portal/helpers";
import { acceptOfferAsOwner } from "./deal-helpers";
import { expect, toast } from "./helpers";

/** Manuel's ático in Málaga stands at step 4 in the demo data; no other journey signs its arras. */
const OWNER = "manuel.ortega@zaguan.test";
const OWNER_NAME = "Manuel Ortega Vidal";

async function ownBrowser(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** Asks for a code, reads it from the e-mail that arrives, types it, ticks the consent and signs. */
async function signWithCode(page: Page, email: string) {
  const asked = Date.now();
  await page.getByRole("button", { name: /^Enviarme (el|otro) código$/ }).click();
  await expect(page.getByText("Código enviado. Revisa tu correo.")).toBeVisible();
  const mail = await waitForMail(email, "arras-signing-code", {
    where: (candidate) => Date.parse(candidate.headers.get("date") ?? "") >= asked - 2_000,
  });
  const code = /\b(\d{6})\b/.exec(mail.subject)?.[1] ?? "";
  const form = page.getByRole("form", { name: "Firmar el contrato" });
  await form.getByLabel("Código recibido por correo").fill(code);
  await form.getByRole("checkbox", { name: /^He leído el contrato completo/ }).check();
  await form.getByRole("button", { name: "Firmar el contrato" }).click();
  await expect(toast(page, "Contrato firmado")).toBeVisible();
}

const pdfText = (file: string) => withoutSpaces(execFileSync("pdftotext", [file, "-"], { encoding: "utf8" }));

/**
 * The arras signed online, each party in a browser of their own: a buyer with an account offers on
 * a mortgage, the owner accepts, generates the contract and sends it; the buyer writes their own
 * domicile (version 2), reads and signs with the code from their inbox; the owner signs the same
 * way. The sealed PDF passes pdfsig and names both signers and the financing condition; a byte
 * changed in it fails the check page.
 */
test("seller and buyer sign online a contract generated from a mortgage-financed deal", async ({
  browser,
}) => {
  test.setTimeout(420_000);
  const buyer = await ownBrowser(browser);
  const account = await createVerifiedAccount(buyer, "arras-firma");
  await signInThroughPage(buyer, account.email, account.password);
  await expect(buyer).toHaveURL(/\/dashboard/, { timeout: 20_000 });
  const buyerName = `Elena Firma ${Date.now() % 100000}`;
  const listingPath = await openListingFromPortal(buyer, "Soho");
  await expect(buyer.getByRole("heading", { level: 1, name: DEMO.soho })).toBeVisible();
  const propertyId = listingPath.split("/").pop() ?? "";
  const offer = await fillOffer(buyer, {
    name: buyerName,
    amount: "440.000",
    financing: "Hipoteca",
    arrasInDays: 20,
    conditions: "Sujeto a hipoteca del 80 %",
  });
  await offer.getByRole("button", { name: "Enviar oferta" }).click();
  await expect(offer.getByText("Oferta enviada al vendedor")).toBeVisible();

  // The owner accepts it, generates the contract from the deal and sends it to sign.
  const seller = await ownBrowser(browser);
  await acceptOfferAsOwner(seller, { owner: OWNER, propertyId, buyerName });

  await seller.goto(`/vender/${propertyId}/arras`);
  await waitForPageReady(seller);
  const form = seller.getByRole("form", { name: "Generar contrato de arras" });
  const sellers = form.getByRole("group", { name: "Parte vendedora" });
  await sellers.getByRole("textbox", { name: "Nombre y apellidos", exact: true }).fill(OWNER_NAME);
  await sellers.getByRole("textbox", { name: "DNI o NIE", exact: true }).fill("12345678Z");
  await sellers.getByRole("textbox", { name: "Domicilio", exact: true }).fill("Calle Larios 4, 29005 Málaga");
  await sellers.getByRole("combobox", { name: "Estado civil", exact: true }).selectOption("soltero");
  const buyers = form.getByRole("group", { name: "Parte compradora" });
  await expect(buyers.getByRole("textbox", { name: "Nombre y apellidos", exact: true })).toHaveValue(
    buyerName,
  );
  // The buyer's DNI, domicile and civil status are left for the buyer to write.
  await form.getByLabel("Referencia catastral").fill("9872023VH5797S0001WX");
  await form.getByLabel("Lugar de firma (localidad)").fill("Málaga");
  await form.getByRole("button", { name: "Generar contrato de arras" }).click();
  await expect(toast(seller, "Contrato de arras generado")).toBeVisible();
  await seller.getByRole("button", { name: "Enviar para firmar" }).click();
  await expect(toast(seller, "Contrato enviado para firmar")).toBeVisible();
  await expectNoSeriousViolations(seller, "step 4 with the contract sent to sign");
  await expect(seller.getByText(/^Falta que el comprador complete sus datos/)).toBeVisible();

  // The buyer opens the e-mailed link, writes their own domicile (a new version) and signs it.
  const invitation = await waitForMail(account.email, "arras-to-sign");
  const signingUrl = /https?:\/\/\S+\/firmar-arras\/[0-9a-f-]{36}/.exec(invitation.text)?.[0] ?? "";
  const signingPath = new URL(signingUrl).pathname;
  // Their own space links to it too: the accepted offer in 'Mis solicitudes'.
  await buyer.goto("/dashboard/solicitudes");
  await expect(buyer.getByRole("link", { name: "Leer y firmar el contrato de arras" })).toHaveAttribute(
    "href",
    signingPath,
  );
  await buyer.goto(signingPath);
  await waitForPageReady(buyer);
  await expectNoSeriousViolations(buyer, "the buyer's signing page");
  const part = buyer.getByRole("form", { name: "Tus datos en el contrato" });
  await part.getByLabel("DNI o NIE").fill("X1234567L");
  await part.getByLabel("Domicilio").fill("Avenida de Andalucía 12, 29002 Málaga");
  await part.getByLabel("Estado civil").selectOption("soltero");
  await part.getByRole("button", { name: "Guardar mis datos" }).click();
  await expect(toast(buyer, "Tus datos están en el contrato")).toBeVisible();
  await expect(buyer.getByText(/^Versión 1: sustituida/)).toBeVisible();
  await expect(buyer.getByRole("region", { name: /Contrato de arras/ })).toContainText(
    "Avenida de Andalucía 12",
  );
  await signWithCode(buyer, account.email);
  await expect(buyer.getByText("Ya has firmado esta versión.", { exact: false })).toBeVisible();

  // The owner reads version 2 in step 4 and signs it too.
  await seller.reload();
  await waitForPageReady(seller);
  await expect(seller.getByText("Versión 2 para firmar")).toBeVisible();
  await signWithCode(seller, OWNER);
  // The last signature completes step 4, and the page goes on to step 5 as every completed step
  // does; step 4's own address shows the contract signed by both.
  await expect(seller).toHaveURL(new RegExp(`/vender/${propertyId}/notaria`));
  await seller.goto(`/vender/${propertyId}/arras`);
  await expect(seller.getByText("Firmado por ambas partes", { exact: true })).toBeVisible();
  const download = seller.getByRole("link", { name: "Descargar el contrato firmado" });
  await expect(async () => {
    await seller.reload();
    await expect(download).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  const checkCode =
    (
      await seller
        .getByText(/^Código de verificación:/)
        .first()
        .textContent()
    )?.split(": ")[1] ?? "";

  const [file] = await Promise.all([seller.waitForEvent("download"), download.click()]);
  const dir = mkdtempSync(path.join(tmpdir(), "zaguan-arras-e2e-"));
  const sealed = path.join(dir, "firmado.pdf");
  await file.saveAs(sealed);
  const report = execFileSync("pdfsig", [sealed], { encoding: "utf8" });
  expect(report).toContain("Signature is Valid");
  const text = pdfText(sealed);
  expect(text).toContain(withoutSpaces(OWNER_NAME));
  expect(text).toContain(withoutSpaces(buyerName));
  expect(text).toContain(withoutSpaces("préstamo con garantía hipotecaria"));
  expect(text).toContain(withoutSpaces("Esta compraventa queda sujeta a condición resolutoria"));
  expect(text).toContain(
    withoutSpaces("la parte vendedora devolverá íntegramente a la parte compradora la señal"),
  );

  // Both receive the sealed copy; the buyer's page says it too.
  for (const to of [OWNER, account.email]) {
    const mail = await waitForMail(to, "arras-signed", { timeout: 30_000 });
    expect(mail.attachments.map((attachment) => attachment.contentType)).toEqual(["application/pdf"]);
  }
  await buyer.reload();
  await expect(buyer.getByText("Firmado por ambas partes", { exact: true })).toBeVisible();

  // One byte changed: pdfsig flags it, and the check page says it does not match.
  const bytes = readFileSync(sealed);
  const at =
    bytes.indexOf("Contrato de arras") > 0
      ? bytes.indexOf("Contrato de arras")
      : Math.floor(bytes.length / 3);
  bytes[at] = bytes[at] === 0x41 ? 0x42 : 0x41;
  const changed = path.join(dir, "cambiado.pdf");
  writeFileSync(changed, bytes);
  const changedReport = spawnSync("pdfsig", [changed], { encoding: "utf8" }).stdout;
  expect(changedReport).not.toContain("Signature is Valid");
  const checker = await ownBrowser(browser);
  await checker.goto("/verificar-contrato");
  await checker.getByLabel("Código de verificación").fill(checkCode);
  await checker.getByLabel("El contrato en PDF").setInputFiles(changed);
  await checker.getByRole("button", { name: "Verificar" }).click();
  await expect(checker.getByRole("status")).toContainText("El archivo no coincide con el contrato firmado");
  // The copy as it came matches.
  await checker.goto("/verificar-contrato");
  await checker.getByLabel("Código de verificación").fill(checkCode);
  await checker.getByLabel("El contrato en PDF").setInputFiles(sealed);
  await checker.getByRole("button", { name: "Verificar" }).click();
  await expect(checker.getByRole("status")).not.toContainText("no coincide");
});
