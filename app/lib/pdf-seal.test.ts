import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { renderPdf } from "./pdf.server";
import { developmentSealP12, readPkcs12, sealCertificate, sealPdf } from "./pdf-seal.server";

/**
 * The seal read back by poppler's `pdfsig`, as any reader would: valid and covering the whole
 * document, and a single byte changed afterwards reported.
 */
const dir = mkdtempSync(path.join(tmpdir(), "zaguan-seal-"));
const settings = { DATA_DIR: dir, COMPANY_NAME: "Zaguán Demo, S.L." };

async function sealedSample() {
  const pdf = await renderPdf({
    title: "Contrato de arras",
    blocks: [{ type: "paragraph", text: "Las partes acuerdan la compraventa de la vivienda." }],
    appendix: {
      title: "Registro de firma",
      blocks: [{ type: "fields", fields: [{ label: "Vendedora", value: "A. M. L." }] }],
    },
    signatureField: {
      name: "Zaguán Demo, S.L.",
      reason: "Sello del registro de firma",
      location: "España",
      contactInfo: "soporte@zaguan.example",
      signingTime: new Date("2031-01-15T10:00:00Z"),
    },
    createdAt: new Date("2031-01-15T10:00:00Z"),
  });
  return sealPdf(pdf, sealCertificate(settings));
}

function pdfsig(bytes: Buffer, name: string) {
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  const run = spawnSync("pdfsig", [file], { encoding: "utf8" });
  return `${run.stdout}${run.stderr}`;
}

describe("the company's seal on a PDF", () => {
  test("pdfsig finds one signature, valid, by the company, over the whole document", async () => {
    const report = pdfsig(await sealedSample(), "sealed.pdf");
    expect(report).toContain("Signature #1");
    expect(report).toContain("Signer Certificate Common Name: Zaguán Demo, S.L. (sello de pruebas)");
    expect(report).toContain("Signature Type: ETSI.CAdES.detached");
    expect(report).toContain("Signature Validation: Signature is Valid.");
    expect(report).toContain("Total document signed");
  });

  test("one byte changed in the sealed PDF: pdfsig no longer calls it valid", async () => {
    const sealed = await sealedSample();
    const text = sealed.toString("latin1");
    // A byte inside the first page's content, well before the signature.
    const position = text.indexOf("/Title");
    expect(position).toBeGreaterThan(0);
    const changed = Buffer.from(sealed);
    changed[position + 8] = (changed[position + 8] ?? 0) ^ 0x01;
    const report = pdfsig(changed, "changed.pdf");
    expect(report).not.toContain("Signature Validation: Signature is Valid.");
    expect(report).toContain("Digest Mismatch");
  });

  test("the certificate is made once into the data folder and read back the same", () => {
    const first = developmentSealP12(dir, settings.COMPANY_NAME);
    expect(developmentSealP12(dir, settings.COMPANY_NAME)).toEqual(first);
    expect(readPkcs12(first, "").certificatePem).toContain("BEGIN CERTIFICATE");
  });

  test("a company PKCS#12 with a password, given in base64, seals too", () => {
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-keyout",
        "k.pem",
        "-out",
        "c.pem",
        "-days",
        "1",
        "-subj",
        "/CN=Zaguan Sello/O=Zaguan/C=ES",
      ],
      { cwd: dir, stdio: "pipe" },
    );
    execFileSync(
      "openssl",
      [
        "pkcs12",
        "-export",
        "-inkey",
        "k.pem",
        "-in",
        "c.pem",
        "-out",
        "company.p12",
        "-passout",
        "pass:secreto",
      ],
      { cwd: dir, stdio: "pipe" },
    );
    const p12 = execFileSync("base64", ["-w0", "company.p12"], { cwd: dir }).toString();
    const certificate = sealCertificate({ ...settings, SEAL_P12_BASE64: p12, SEAL_P12_PASSWORD: "secreto" });
    expect(certificate.certificatePem).toContain("BEGIN CERTIFICATE");
  });
});
