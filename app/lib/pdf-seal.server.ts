import { generateKeyPairSync, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SignPdf } from "@signpdf/signpdf";
import forge from "node-forge";
import { CadesSigner, type SealCertificate } from "./cades-signature.server";

/**
 * The company's seal on a PDF (PAdES baseline B-B): the PDF must carry an empty signature field
 * (`signatureField` of app/lib/pdf.server.ts). Any reader (pdfsig, Acrobat) then shows who sealed
 * it and whether a byte changed since.
 */
export function sealPdf(pdfWithField: Buffer, certificate: SealCertificate): Promise<Buffer> {
  // The named class, not the default instance: the package is CommonJS, and Node's ESM import of the
  // built server gives its whole exports object as the default (`.sign` missing), unlike Vite's.
  return new SignPdf().sign(pdfWithField, new CadesSigner(certificate));
}

const SHROUDED_KEY_BAG = "1.2.840.113549.1.12.10.1.2";
const KEY_BAG = "1.2.840.113549.1.12.10.1.1";
const CERT_BAG = "1.2.840.113549.1.12.10.1.3";

/** The key and certificates of a PKCS#12 file (RSA keys: what node-forge reads). */
export function readPkcs12(p12: Buffer, password: string): SealCertificate {
  const parsed = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(p12.toString("binary")), password);
  const bags = (bagType: string) => parsed.getBags({ bagType })[bagType] ?? [];
  const [keyBag] = [...bags(SHROUDED_KEY_BAG), ...bags(KEY_BAG)];
  const certificates = bags(CERT_BAG)
    .map((bag) => bag.cert)
    .filter((cert): cert is forge.pki.Certificate => Boolean(cert));
  if (!keyBag?.key || certificates.length === 0)
    throw new Error("el PKCS#12 del sello no trae una clave privada y su certificado");
  const publicKey = forge.pki.rsa.setPublicKey(
    (keyBag.key as forge.pki.rsa.PrivateKey).n,
    (keyBag.key as forge.pki.rsa.PrivateKey).e,
  );
  const own = (cert: forge.pki.Certificate) =>
    forge.pki.publicKeyToPem(cert.publicKey) === forge.pki.publicKeyToPem(publicKey);
  const signer = certificates.find(own);
  if (!signer) throw new Error("ningún certificado del PKCS#12 del sello corresponde a su clave");
  return {
    keyPem: forge.pki.privateKeyToPem(keyBag.key),
    certificatePem: forge.pki.certificateToPem(signer),
    chainPem: certificates.filter((cert) => cert !== signer).map((cert) => forge.pki.certificateToPem(cert)),
  };
}

const UTF8 = forge.asn1.Type.UTF8 as unknown as forge.asn1.Class;

/**
 * A self-made certificate for development and tests, made once into the data folder (nothing is
 * downloaded): readers show the seal intact but its issuer untrusted. Production takes the
 * company's own (SEAL_P12_BASE64), docs/decisions/0049-signature-level.md.
 */
export function developmentSealP12(dataDir: string, companyName: string): Buffer {
  const file = path.join(dataDir, "seal-certificate.p12");
  if (existsSync(file)) return readFileSync(file);
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: "pkcs1", format: "pem" }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.rsa.setPublicKey(key.n, key.e);
  cert.serialNumber = `01${randomBytes(8).toString("hex")}`;
  cert.validity.notBefore = new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = new Date(Date.now() + 10 * 365 * 86_400_000);
  const subject = [
    // UTF8String (node-forge encodes it), so an accented company name reads right.
    { name: "commonName", value: `${companyName} (sello de pruebas)`, valueTagClass: UTF8 },
    { name: "organizationName", value: companyName, valueTagClass: UTF8 },
    { name: "countryName", value: "ES" },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: "basicConstraints", cA: false },
    { name: "keyUsage", digitalSignature: true, nonRepudiation: true },
  ]);
  cert.sign(key, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [cert], "", { algorithm: "aes256" });
  const bytes = Buffer.from(forge.asn1.toDer(p12).getBytes(), "binary");
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, bytes, { mode: 0o600 });
  return bytes;
}

/** The seal's certificate from the settings: the company's PKCS#12, or the data folder's own outside production. */
export function sealCertificate(settings: {
  SEAL_P12_BASE64?: string;
  SEAL_P12_PASSWORD?: string;
  DATA_DIR: string;
  COMPANY_NAME: string;
}): SealCertificate {
  if (settings.SEAL_P12_BASE64)
    return readPkcs12(Buffer.from(settings.SEAL_P12_BASE64, "base64"), settings.SEAL_P12_PASSWORD ?? "");
  return readPkcs12(developmentSealP12(settings.DATA_DIR, settings.COMPANY_NAME), "");
}
