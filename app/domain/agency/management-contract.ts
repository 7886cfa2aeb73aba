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

/**
 * Contracts are named `{userId}/{id}/{timestamp}-management-contract.pdf`, but all three parts
 * can be read off public pages (photo URLs, the listing URL, its publication time), and one
 * public-read policy on the wrong bucket would then publish signed mandates. So every key also
 * carries 128 random bits: `{userId}/{id}/{timestamp}-{32 hex}-management-contract.pdf`. The
 * timestamp stays for the orphan sweep; files stored under the old names keep working, because
 * every read goes through the key stored in the row.
 */
export function managementContractKey(userId: string, propertyId: string, timestamp: number): string {
  return `${userId}/${propertyId}/${timestamp}-${unguessablePart()}-management-contract.pdf`;
}

/** Where the signed collaboration contract's PDF goes, beside the management contract. */
export function collaborationContractKey(userId: string, propertyId: string, timestamp: number): string {
  return `${userId}/${propertyId}/${timestamp}-${unguessablePart()}-collaboration-contract.pdf`;
}

/** 16 random bytes as hex; Web Crypto, so this module stays isomorphic. */
function unguessablePart(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
