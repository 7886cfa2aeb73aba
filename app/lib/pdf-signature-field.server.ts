import { ANNOTATION_FLAGS, DEFAULT_BYTE_RANGE_PLACEHOLDER, SIG_FLAGS } from "@signpdf/utils";

/** What the signature dictionary of a sealed PDF says about the seal, before it is signed. */
export type PdfSignatureField = {
  /** The signer as readers show it (the company). */
  name: string;
  reason: string;
  location: string;
  contactInfo: string;
  signingTime: Date;
};

/**
 * Room for the CMS signature, in bytes: an RSA-4096 signature, the certificate chain of a real
 * provider (three certificates) and the signed attributes fit with room to spare.
 */
export const SIGNATURE_BYTES = 16_384;

/**
 * An invisible signature field on the last page with its signature dictionary: a /ByteRange and
 * /Contents placeholder that `sealPdf` fills (ISO 32000-1 §12.8; PAdES, ETSI EN 319 142-1, asks the
 * SubFilter ETSI.CAdES.detached). pdfkit writes a Buffer as a hex string, a String object as a
 * literal and a plain string as a name, which is what each entry needs.
 */
export function addSignatureField(doc: PDFKit.PDFDocument, field: PdfSignatureField) {
  const signature = doc.ref({
    Type: "Sig",
    Filter: "Adobe.PPKLite",
    SubFilter: "ETSI.CAdES.detached",
    ByteRange: [
      0,
      DEFAULT_BYTE_RANGE_PLACEHOLDER,
      DEFAULT_BYTE_RANGE_PLACEHOLDER,
      DEFAULT_BYTE_RANGE_PLACEHOLDER,
    ],
    Contents: Buffer.alloc(SIGNATURE_BYTES),
    Name: new String(field.name),
    Reason: new String(field.reason),
    Location: new String(field.location),
    ContactInfo: new String(field.contactInfo),
    M: field.signingTime,
  });
  // pdfkit's form (initForm) writes the AcroForm at doc.end(); its page and root are untyped.
  doc.initForm();
  const root = (doc as unknown as { _root: { data: { AcroForm: { data: Record<string, unknown> } } } })._root;
  const form = root.data.AcroForm.data;
  delete form.NeedAppearances;
  form.SigFlags = SIG_FLAGS.SIGNATURES_EXIST | SIG_FLAGS.APPEND_ONLY;
  const page = (doc as unknown as { page: { dictionary: { data: Record<string, unknown> } } }).page;
  const widget = doc.ref({
    Type: "Annot",
    Subtype: "Widget",
    FT: "Sig",
    Rect: [0, 0, 0, 0],
    V: signature,
    T: new String("Sello"),
    F: ANNOTATION_FLAGS.PRINT,
    P: page.dictionary,
  });
  page.dictionary.data.Annots = [widget];
  (form.Fields as unknown[]).push(widget);
  // A reference without a stream is written by end() (pdfkit ends only a field with kids itself);
  // its types ask for a chunk.
  for (const ref of [signature, widget]) (ref as unknown as { end(): void }).end();
}
