import { gunzipSync, gzipSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deflatePiece, spliceGzip } from "./gzip-splice.server";

/** Fixed pieces and per-response values, alternating as in a kept page split around its nonce. */
function splice(fixed: string[], values: string[]) {
  const pieces = fixed.flatMap((text, index) => {
    const raw = Buffer.from(text);
    const value = values[index];
    return [
      { raw, deflated: deflatePiece(raw) },
      ...(value === undefined ? [] : [{ raw: Buffer.from(value) }]),
    ];
  });
  const whole = Buffer.concat(pieces.map((piece) => piece.raw));
  return { body: spliceGzip(pieces), whole };
}

/** What a browser does with the body: its streaming gzip decoder, not Node's one-shot one. */
async function decodeAsABrowserDoes(body: Buffer): Promise<string> {
  const stream = new Blob([new Uint8Array(body)]).stream().pipeThrough(new DecompressionStream("gzip"));
  return await new Response(stream).text();
}

describe("spliceGzip", () => {
  it("decodes to the pieces in order, whatever they hold", () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: "binary" }), { minLength: 1, maxLength: 6 }),
        fc.array(fc.string({ unit: "binary", maxLength: 40 }), { maxLength: 5 }),
        (fixed, values) => {
          const { body, whole } = splice(fixed, values);
          expect(gunzipSync(body).equals(whole)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
    // 300 pages deflated and inflated: CPU-bound, a second or two alone, over Vitest's 5 s when the
    // unit layer shares the 2 cores with a browser run. The limit is there to catch a hang, not speed.
  }, 30_000);

  it("is read by a browser's streaming decoder, accents, euro signs and a 70 kB value included", async () => {
    const page = [
      '<!DOCTYPE html><html lang="es"><head><script nonce="',
      '"></script></head><body><h1>Ático en Benalmádena</h1><p>785.000 €</p><input value="',
      '"></body></html>',
    ];
    const { body, whole } = splice(page, ["bm9uY2U=", "é".repeat(35_000)]);
    expect(await decodeAsABrowserDoes(body)).toBe(whole.toString());
  });

  it("costs a real page hardly more bytes than compressing it whole", () => {
    const card = (n: number) =>
      `<article class="card"><h2>Piso ${n} en Valencia</h2><p>${200_000 + n * 1_000} €</p></article>`;
    const page = Array.from({ length: 300 }, (_, n) => card(n)).join("");
    const { body, whole } = splice([page.slice(0, 20_000), page.slice(20_000)], ["nonce-de-prueba"]);
    expect(body.length).toBeLessThan(gzipSync(whole).length * 1.1);
  });
});
