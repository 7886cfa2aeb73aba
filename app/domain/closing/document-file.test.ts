import { describe, expect, test } from "vitest";
import { checkDocumentFile, DOCUMENT_ERRORS, MAX_DOCUMENT_BYTES, sniffDocumentType } from "./document-file";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("a closing document is checked by its content", () => {
  test("PDF, JPEG, PNG and WebP are recognised by their first bytes", () => {
    expect(sniffDocumentType(bytes("%PDF-1.7\n"))).toBe("application/pdf");
    expect(sniffDocumentType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg");
    expect(sniffDocumentType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      "image/png",
    );
    expect(sniffDocumentType(bytes("RIFF\0\0\0\0WEBPVP8 "))).toBe("image/webp");
  });

  test("an HTML page named 'nota.pdf' is refused whatever its name says", () => {
    expect(checkDocumentFile({ size: 20, head: bytes("<html><script>") })).toEqual({
      ok: false,
      code: "wrongType",
      error: DOCUMENT_ERRORS.wrongType,
    });
  });

  test("a file over 10 MB is refused before its content is read", () => {
    expect(checkDocumentFile({ size: MAX_DOCUMENT_BYTES + 1, head: bytes("%PDF-") })).toEqual({
      ok: false,
      code: "tooLarge",
      error: DOCUMENT_ERRORS.tooLarge,
    });
    expect(checkDocumentFile({ size: MAX_DOCUMENT_BYTES, head: bytes("%PDF-") })).toMatchObject({ ok: true });
  });

  test("an empty file asks for one", () => {
    expect(checkDocumentFile({ size: 0, head: new Uint8Array() })).toEqual({
      ok: false,
      code: "missing",
      error: DOCUMENT_ERRORS.missing,
    });
  });
});
