/** A closing document: a scan or a PDF, at most this large (a scanned deed fits well under it). */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

export type DocumentContentType = "application/pdf" | "image/jpeg" | "image/png" | "image/webp";

const EXTENSIONS: Record<DocumentContentType, string> = {
  "application/pdf": "pdf",
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
};

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * What the file IS, from its first bytes: a name or a browser's type is whatever the sender says,
 * and a page saved as 'nota.pdf' must not be served as a PDF to the other party.
 */
export function sniffDocumentType(bytes: Uint8Array): DocumentContentType | null {
  if (startsWith(bytes, ascii("%PDF-"))) return "application/pdf";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  return null;
}

export const DOCUMENT_ERRORS = {
  missing: "Elige el archivo que quieres subir.",
  tooLarge: "El archivo pesa más de 10 MB. Sube una copia más ligera (un PDF o una foto).",
  wrongType: "Solo se admiten PDF o fotos (JPG, PNG o WebP). Ese archivo no es ninguno de ellos.",
} as const;

export type DocumentRefusal = keyof typeof DOCUMENT_ERRORS;

/** A refusal says which one (`code`, for a page that words it in its reader's language) and in Spanish. */
export type DocumentCheck =
  | { ok: true; contentType: DocumentContentType; extension: string }
  | { ok: false; code: DocumentRefusal; error: string };

const refused = (code: DocumentRefusal) => ({ ok: false as const, code, error: DOCUMENT_ERRORS[code] });

/** Checks the size first (no need to read a huge file) and then the content. */
export function checkDocumentFile(file: { size: number; head: Uint8Array }): DocumentCheck {
  if (file.size === 0) return refused("missing");
  if (file.size > MAX_DOCUMENT_BYTES) return refused("tooLarge");
  const contentType = sniffDocumentType(file.head);
  if (!contentType) return refused("wrongType");
  return { ok: true, contentType, extension: EXTENSIONS[contentType] };
}
