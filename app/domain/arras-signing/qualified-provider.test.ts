import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { FAKE_QTSP_KEY, QTSP_MARK, startFakeQtsp } from "#tests/support/fake-qtsp";
import { createQualifiedProvider } from "./qualified-provider.server";

/** The adapter against a local stand-in of the provider's API (tests/support/fake-qtsp.ts). */
let qtsp: Awaited<ReturnType<typeof startFakeQtsp>>;
beforeAll(async () => {
  qtsp = await startFakeQtsp();
});
afterAll(() => qtsp.close());

const PDF = Buffer.from("%PDF-1.3\n% contrato de arras\n%%EOF\n", "latin1");
const signers = [
  { name: "Ana Martín López", email: "ana@example.es" },
  { name: "Marta Compradora Ruiz", email: "marta@example.es" },
];

describe("qualified signatures through a provider", () => {
  test("off by default: nothing can be asked", async () => {
    const provider = createQualifiedProvider({ QTSP_PROVIDER: "off" });
    expect(provider.enabled).toBe(false);
    await expect(provider.status("sig-1")).rejects.toThrow(/desactivada/);
  });

  test("a request carries the document and both signers; the signed copy comes back once completed", async () => {
    const provider = createQualifiedProvider({
      QTSP_PROVIDER: "api",
      QTSP_API_URL: qtsp.url,
      QTSP_API_KEY: FAKE_QTSP_KEY,
    });
    const request = await provider.requestSignatures({
      pdf: PDF,
      fileName: "contrato.pdf",
      signers,
      reference: "version-1",
    });
    expect(request.signingUrls.map(({ email }) => email)).toEqual(["ana@example.es", "marta@example.es"]);
    const stored = qtsp.requests.get(request.requestId);
    expect(stored?.pdf).toEqual(PDF);
    expect(stored?.reference).toBe("version-1");
    expect(await provider.status(request.requestId)).toBe("pending");
    qtsp.complete(request.requestId);
    expect(await provider.status(request.requestId)).toBe("completed");
    const signed = await provider.signedDocument(request.requestId);
    expect(signed.toString("latin1")).toBe(`${PDF.toString("latin1")}${QTSP_MARK}`);
  });

  test("a wrong key is refused by the provider, and the adapter says so", async () => {
    const provider = createQualifiedProvider({
      QTSP_PROVIDER: "api",
      QTSP_API_URL: qtsp.url,
      QTSP_API_KEY: "otra",
    });
    await expect(
      provider.requestSignatures({ pdf: PDF, fileName: "c.pdf", signers, reference: "v" }),
    ).rejects.toThrow(/HTTP 401/);
  });
});
