/** The management contract (encargo de venta) an agency uploads: PDF only, checked from its bytes. */
export const MAX_MANAGEMENT_CONTRACT_BYTES = 10 * 1024 * 1024;

export const MANAGEMENT_CONTRACT_ERRORS = {
  notPdf: "El archivo no es un PDF válido.",
  tooLarge: "El PDF no puede ocupar más de 10 MB.",
  empty: "El archivo está vacío.",
} as const;

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(Math.max(0, start), Math.min(bytes.length, end)));

/**
 * Whether the bytes are a PDF a reader can open: the '%PDF-1.x' / '%PDF-2.0' header, an '%%EOF'
 * marker near the end, and a 'startxref' whose offset lands inside the file on a cross-reference
 * table or stream. A renamed image, a text file or a truncated download all fail one of these.
 */
export function checkPdfBytes(bytes: Uint8Array): { ok: true } | { ok: false; message: string } {
  if (bytes.length === 0) return { ok: false, message: MANAGEMENT_CONTRACT_ERRORS.empty };
  if (bytes.length > MAX_MANAGEMENT_CONTRACT_BYTES)
    return { ok: false, message: MANAGEMENT_CONTRACT_ERRORS.tooLarge };
  const notPdf = { ok: false as const, message: MANAGEMENT_CONTRACT_ERRORS.notPdf };
  if (!/^%PDF-(1\.[0-7]|2\.0)/.test(ascii(bytes, 0, 8))) return notPdf;
  const tail = ascii(bytes, bytes.length - 1024, bytes.length);
  if (!tail.includes("%%EOF")) return notPdf;
  const startxref = /startxref\s+(\d+)\s+%%EOF/.exec(tail);
  if (!startxref) return notPdf;
  const offset = Number(startxref[1]);
  if (!Number.isSafeInteger(offset) || offset <= 0 || offset >= bytes.length) return notPdf;
  const atOffset = ascii(bytes, offset, offset + 32);
  if (!/^(xref|\d+\s+\d+\s+obj)/.test(atOffset)) return notPdf;
  return { ok: true };
}

/** Spec §3: `{userId}/{id}/{timestamp}-management-contract.pdf` in the private contracts bucket. */
export function managementContractKey(userId: string, propertyId: string, timestamp: number): string {
  return `${userId}/${propertyId}/${timestamp}-management-contract.pdf`;
}

/** Where the signed collaboration contract's PDF goes, beside the management contract. */
export function collaborationContractKey(userId: string, propertyId: string, timestamp: number): string {
  return `${userId}/${propertyId}/${timestamp}-collaboration-contract.pdf`;
}
