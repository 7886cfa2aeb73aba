import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { sparePort } from "../../../playwright.config";
import { pdfQrText } from "../../support/pdf-qr";
import { pdfText } from "../../support/pdf-text";
import { DEMO_PASSWORD, dismissCookieBanner, fillSignIn } from "../auth/helpers";

const PORT = sparePort(4);
const BASE = `http://localhost:${PORT}`;

/** A certificate for the AEAT's mutual TLS, as the company's would be (PEM: key and certificate). */
function companyCertificate(dir: string): string {
  const file = path.join(dir, "empresa.pem");
  execFileSync("openssl", [
    "req",
    "-x509",
    "-newkey",
    "rsa:2048",
    "-nodes",
    "-subj",
    "/CN=Zaguan Demo SL/serialNumber=B00000000",
    "-days",
    "2",
    "-keyout",
    file,
    "-out",
    path.join(dir, "cert.pem"),
  ]);
  execFileSync("sh", ["-c", `cat "${path.join(dir, "cert.pem")}" >> "${file}"`]);
  return file;
}

const healthy = async () =>
  (await fetch(`${BASE}/healthz`, { signal: AbortSignal.timeout(5_000) }).catch(() => null))?.status;

/**
 * The legend belongs to a VERI*FACTU system (Orden HAC/1177/2024 art. 20): a server that sends its
 * records (VERIFACTU_SENDING=on, with the company's certificate) prints 'VERI*FACTU' and 'Factura
 * verificable en la sede electrónica de la AEAT' around the QR of every invoice; the suite's own
 * server, with sending off, prints the QR alone (dashboard/invoices.spec.ts). The AEAT cannot be
 * reached from here: the records wait as 'Sin enviar', which changes nothing on the invoice.
 */
test("in VERI*FACTU mode the invoice staff download shows the QR between its legend and sentence", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const dir = mkdtempSync(path.join(tmpdir(), "zaguan-verifactu-"));
  let server: ChildProcess | undefined;
  try {
    server = spawn(process.execPath, ["server.js"], {
      env: {
        ...process.env,
        PORT: String(PORT),
        DATA_DIR: path.join(dir, "data"),
        PUBLIC_URL: BASE,
        DEMO_DATA: "true",
        LOG_LEVEL: "warn",
        PASSWORD_HASH_COST: "test",
        VERIFACTU_SENDING: "on",
        VERIFACTU_CERT_PATH: companyCertificate(dir),
      },
      stdio: "ignore",
    });
    await expect.poll(healthy, { timeout: 120_000 }).toBe(200);

    await page.goto(`${BASE}/auth?redirectTo=/admin/facturas`);
    await dismissCookieBanner(page);
    await fillSignIn(page, "admin@zaguan.test", DEMO_PASSWORD);
    await expect(page.getByRole("heading", { name: "Facturas", level: 1 })).toBeVisible();
    // Sending is on: the note that says it is off is not there.
    await expect(page.getByText(/El envío de los registros a la AEAT está desactivado/)).toHaveCount(0);

    const downloading = page.waitForEvent("download");
    await page
      .getByRole("link", { name: /^Descargar factura F-\d{4}-\d{5}$/ })
      .first()
      .click();
    const pdf = await readFile((await (await downloading).path()) as string);
    const lines = pdfText(pdf);
    expect(lines.slice(0, 3)).toEqual([
      "VERI*FACTU",
      "Factura verificable en la sede electrónica de la AEAT",
      "Factura",
    ]);
    const qr = new URL(pdfQrText(pdf));
    expect(`${qr.origin}${qr.pathname}`).toBe("https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR");
    const number = /Número (F-\d{4}-\d{5})/.exec(lines.join("\n"))?.[1];
    expect(qr.searchParams.get("numserie")).toBe(number);
    expect(qr.searchParams.get("nif")).toBe("B00000000");
  } finally {
    server?.kill("SIGTERM");
    if (server && server.exitCode === null) await new Promise((resolve) => server?.once("exit", resolve));
  }
});
