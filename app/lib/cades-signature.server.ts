import { createHash, createPrivateKey, createSign } from "node:crypto";
import { Signer } from "@signpdf/utils";
import forge from "node-forge";

/** A signing key with its certificate and the chain above it (PEM). */
export type SealCertificate = { keyPem: string; certificatePem: string; chainPem: string[] };

const { asn1 } = forge;
const OIDS = {
  data: "1.2.840.113549.1.7.1",
  signedData: "1.2.840.113549.1.7.2",
  contentType: "1.2.840.113549.1.9.3",
  messageDigest: "1.2.840.113549.1.9.4",
  signingCertificateV2: "1.2.840.113549.1.9.16.2.47",
  sha256: "2.16.840.1.101.3.4.2.1",
  rsaEncryption: "1.2.840.113549.1.1.1",
  ecdsaWithSha256: "1.2.840.10045.4.3.2",
} as const;

const universal = (type: number, constructed: boolean, value: string | forge.asn1.Asn1[]) =>
  asn1.create(asn1.Class.UNIVERSAL, type, constructed, value);
const sequence = (items: forge.asn1.Asn1[]) => universal(asn1.Type.SEQUENCE, true, items);
const set = (items: forge.asn1.Asn1[]) => universal(asn1.Type.SET, true, items);
const oid = (id: string) => universal(asn1.Type.OID, false, asn1.oidToDer(id).getBytes());
const octets = (bytes: Buffer) => universal(asn1.Type.OCTETSTRING, false, bytes.toString("binary"));
const integer = (value: number) => universal(asn1.Type.INTEGER, false, asn1.integerToDer(value).getBytes());
const der = (node: forge.asn1.Asn1) => Buffer.from(asn1.toDer(node).getBytes(), "binary");
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest();

/**
 * A detached CAdES signature (CMS SignedData, RFC 5652) over `content`, as PAdES baseline B-B asks
 * (ETSI EN 319 142-1 §6.3): signed attributes content-type, message-digest and
 * signing-certificate-v2 (the hash of the signer's certificate, so it cannot be swapped), and no
 * signing-time attribute (the PDF's /M says when). RSA or ECDSA keys, SHA-256.
 */
export function cadesDetachedSignature(content: Buffer, certificate: SealCertificate): Buffer {
  const certificates = [certificate.certificatePem, ...certificate.chainPem].map((pem) =>
    forge.pki.certificateToAsn1(forge.pki.certificateFromPem(pem)),
  );
  const signerCertificate = certificates[0] as forge.asn1.Asn1;
  const tbs = (signerCertificate.value as forge.asn1.Asn1[])[0] as forge.asn1.Asn1;
  // TBSCertificate: [0] version, serialNumber, signature, issuer, …
  const [, serialNumber, , issuer] = tbs.value as forge.asn1.Asn1[];
  const sha256Algorithm = sequence([oid(OIDS.sha256)]);

  const attributes = [
    sequence([oid(OIDS.contentType), set([oid(OIDS.data)])]),
    sequence([oid(OIDS.messageDigest), set([octets(sha256(content))])]),
    sequence([
      oid(OIDS.signingCertificateV2),
      set([sequence([sequence([sequence([octets(sha256(der(signerCertificate)))])])])]),
    ]),
  ]
    // DER sorts a SET OF by its members' encodings.
    .map((attribute) => ({ attribute, bytes: der(attribute) }))
    .sort((a, b) => Buffer.compare(a.bytes, b.bytes))
    .map(({ attribute }) => attribute);

  const key = createPrivateKey(certificate.keyPem);
  const isEc = key.asymmetricKeyType === "ec";
  const signature = createSign("sha256")
    .update(der(set(attributes)))
    .sign(key);
  const signatureAlgorithm = isEc
    ? sequence([oid(OIDS.ecdsaWithSha256)])
    : sequence([oid(OIDS.rsaEncryption), universal(asn1.Type.NULL, false, "")]);

  const signerInfo = sequence([
    integer(1),
    sequence([issuer as forge.asn1.Asn1, serialNumber as forge.asn1.Asn1]),
    sha256Algorithm,
    asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, attributes),
    signatureAlgorithm,
    octets(signature),
  ]);
  const signedData = sequence([
    integer(1),
    set([sha256Algorithm]),
    sequence([oid(OIDS.data)]),
    asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, certificates),
    set([signerInfo]),
  ]);
  return der(
    sequence([oid(OIDS.signedData), asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [signedData])]),
  );
}

/** The seal as @signpdf/signpdf asks for it: the bytes outside /Contents in, the CMS out. */
export class CadesSigner extends Signer {
  constructor(private readonly certificate: SealCertificate) {
    super();
  }
  override async sign(pdfBuffer: Buffer): Promise<Buffer> {
    return cadesDetachedSignature(pdfBuffer, this.certificate);
  }
}
