import type { PdfBlock } from "#app/lib/pdf.server";
import type { LegalDocument } from "./document";

/** Legal blocks and PDF blocks have the same shape; sections add their heading. */
export function legalDocumentToPdfBlocks(document: LegalDocument): PdfBlock[] {
  return [
    ...document.intro,
    ...document.sections.flatMap((section): PdfBlock[] => [
      { type: "heading", text: section.heading },
      ...section.blocks,
    ]),
    ...document.closing,
  ];
}
