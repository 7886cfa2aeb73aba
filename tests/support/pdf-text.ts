import { createRequire } from "node:module";
import path from "node:path";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** PDF.js reads the metrics of the 14 standard fonts (our PDFs' Helvetica) from its own package. */
const STANDARD_FONTS = `${path.join(path.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json")), "standard_fonts")}/`;

/**
 * The text of one page of a PDF, as a reader would copy it (PDF.js's own parser: no canvas, no
 * binary). Runs of spaces, including the non-breaking ones money is printed with, become one space.
 */
export async function pdfPageText(bytes: Uint8Array, pageNumber = 1): Promise<string> {
  const document = await getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: STANDARD_FONTS,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  try {
    const page = await document.getPage(pageNumber);
    const content = await page.getTextContent();
    const text = content.items
      .map((item) => ("str" in item ? `${item.str}${item.hasEOL ? "\n" : ""}` : ""))
      .join("");
    return text.replace(/[ \u00a0]+/g, " ");
  } finally {
    await document.destroy();
  }
}
