import { inflateSync } from "node:zlib";

// WinAnsi (windows-1252) differs from Latin-1 only in 0x80–0x9F; Node's TextDecoder decodes that
// label as Latin-1, so those are mapped here (€, dashes, quotes…). Undefined codes stay as they are.
const WIN_ANSI_HIGH = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";
const decodeWinAnsi = (bytes: Buffer) =>
  [...bytes]
    .map((byte) =>
      byte >= 0x80 && byte <= 0x9f ? (WIN_ANSI_HIGH[byte - 0x80] ?? "") : String.fromCharCode(byte),
    )
    .join("");

/**
 * The text of a PDF written by app/lib/pdf.server.ts (pdfkit, standard fonts): one array of lines per
 * page, each in reading order. pdfkit writes each run as `x y Tm … [<hex> kern <hex>] TJ` in WinAnsi
 * and one compressed content stream per page, in page order, so inflating the streams and decoding
 * those runs is all it takes; no PDF library (and no native canvas binary) is needed for the tests
 * to read what a customer reads. No-break spaces become plain spaces, so "605,00 €" can be searched
 * as typed.
 */
export function pdfPages(pdf: Buffer | Uint8Array): string[][] {
  const raw = Buffer.from(pdf).toString("latin1");
  const pages: string[][] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1] ?? "", "latin1")).toString("latin1");
    } catch {
      continue; // not a compressed stream (fonts, metadata)
    }
    const lines = new Map<number, string>();
    for (const block of content.matchAll(/BT([\s\S]*?)ET/g)) {
      const body = block[1] ?? "";
      const position = /[\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ ([\d.-]+) ([\d.-]+) Tm/.exec(body);
      const y = position ? Math.round(Number(position[2])) : 0;
      const text = [...body.matchAll(/\[([^\]]*)\]\s*TJ/g)]
        .flatMap((run) => [...(run[1] ?? "").matchAll(/<([0-9a-fA-F]*)>/g)])
        .map((hex) => decodeWinAnsi(Buffer.from(hex[1] ?? "", "hex")))
        .join("");
      lines.set(y, (lines.get(y) ?? "") + text);
    }
    if (lines.size === 0) continue; // a stream without text is not a page's content
    // PDF y grows upwards: the top line has the largest y.
    pages.push(
      [...lines.entries()].sort((a, b) => b[0] - a[0]).map(([, text]) => text.replace(/\u00a0/g, " ").trim()),
    );
  }
  return pages;
}

/** The first page's lines (an invoice has one page). */
export function pdfText(pdf: Buffer | Uint8Array): string[] {
  return pdfPages(pdf)[0] ?? [];
}

/** One page's text as a reader would copy it: lines joined, runs of spaces made one. */
export async function pdfPageText(pdf: Buffer | Uint8Array, pageNumber = 1): Promise<string> {
  return (pdfPages(pdf)[pageNumber - 1] ?? []).join("\n").replace(/ +/g, " ");
}
