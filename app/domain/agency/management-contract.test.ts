import { describe, expect, test } from "vitest";
import { renderPdf } from "#app/lib/pdf.server";
import {
  checkPdfBytes,
  collaborationContractKey,
  MAX_MANAGEMENT_CONTRACT_BYTES,
  managementContractKey,
} from "./management-contract";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("management contract: PDF only, from the bytes", () => {
  test("a real PDF passes", async () => {
    const pdf = await renderPdf({
      title: "Encargo de venta",
      blocks: [{ type: "paragraph", text: "Texto." }],
    });
    expect(checkPdfBytes(new Uint8Array(pdf))).toEqual({ ok: true });
  });

  test("a JPEG renamed .pdf, plain text and a truncated PDF are refused", async () => {
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
    expect(checkPdfBytes(jpeg).ok).toBe(false);
    expect(checkPdfBytes(bytes("Esto no es un contrato")).ok).toBe(false);
    expect(checkPdfBytes(bytes("%PDF-1.7\nnada más")).ok).toBe(false);
    const pdf = await renderPdf({ title: "Encargo", blocks: [] });
    expect(checkPdfBytes(new Uint8Array(pdf.subarray(0, pdf.length - 200))).ok).toBe(false);
  });

  test("a startxref pointing nowhere is refused", () => {
    expect(checkPdfBytes(bytes("%PDF-1.4\n1 0 obj\n<<>>\nendobj\nstartxref\n999999\n%%EOF\n")).ok).toBe(
      false,
    );
  });

  test("empty and oversized files are refused with their own message", () => {
    expect(checkPdfBytes(new Uint8Array())).toEqual({ ok: false, message: "El archivo está vacío." });
    const big = new Uint8Array(MAX_MANAGEMENT_CONTRACT_BYTES + 1);
    expect(checkPdfBytes(big)).toEqual({ ok: false, message: "El PDF no puede ocupar más de 10 MB." });
  });

  test("stored at {userId}/{id}/{timestamp}-{128 random bits}-management-contract.pdf", () => {
    const key = managementContractKey("u1", "p1", 1700000000000);
    expect(key).toMatch(/^u1\/p1\/1700000000000-[0-9a-f]{32}-management-contract\.pdf$/);
    // Nothing public predicts it: the same user, property and millisecond give another key.
    expect(managementContractKey("u1", "p1", 1700000000000)).not.toBe(key);
  });

  test("the collaboration contract's key is as unguessable", () => {
    const key = collaborationContractKey("u1", "p1", 1700000000000);
    expect(key).toMatch(/^u1\/p1\/1700000000000-[0-9a-f]{32}-collaboration-contract\.pdf$/);
    expect(collaborationContractKey("u1", "p1", 1700000000000)).not.toBe(key);
  });
});
