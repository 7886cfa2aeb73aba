import PDFDocument from "pdfkit";

/** A document as plain blocks; the caller decides the words, this file only lays them out. */
export type PdfBlock =
  | { type: "heading"; text: string }
  | { type: "paragraph"; text: string }
  | { type: "list"; items: string[] }
  | { type: "fields"; fields: { label: string; value: string }[] };

export type PdfContent = {
  title: string;
  subtitle?: string;
  blocks: PdfBlock[];
  /** Small print at the end of the document (e.g. when and by whom it was accepted). */
  footer?: string;
  /** Written into the file's metadata, so the same content gives a stable creation date. */
  createdAt?: Date;
  author?: string;
};

const MARGIN = 56;

/**
 * Renders text blocks to an A4 PDF with the standard Helvetica fonts (WinAnsi covers Spanish:
 * accents, ñ, «», €), so nothing is downloaded or embedded.
 */
export function renderPdf(content: PdfContent): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: "A4",
      margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
      info: {
        Title: content.title,
        Author: content.author ?? "",
        CreationDate: content.createdAt ?? new Date(),
      },
    });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);

    doc.font("Helvetica-Bold").fontSize(16).text(content.title, { align: "center" });
    if (content.subtitle)
      doc.moveDown(0.5).font("Helvetica").fontSize(10).text(content.subtitle, { align: "center" });
    doc.moveDown();
    for (const block of content.blocks) writeBlock(doc, block);
    if (content.footer) {
      doc.moveDown(1.5).font("Helvetica-Oblique").fontSize(8).fillColor("#555555").text(content.footer);
    }
    doc.end();
  });
}

function writeBlock(doc: PDFKit.PDFDocument, block: PdfBlock) {
  switch (block.type) {
    case "heading":
      doc.moveDown(0.6).font("Helvetica-Bold").fontSize(12).fillColor("#000000").text(block.text);
      doc.moveDown(0.3);
      return;
    case "paragraph":
      doc.font("Helvetica").fontSize(10).fillColor("#000000").text(block.text, { align: "justify" });
      doc.moveDown(0.5);
      return;
    case "list":
      doc.font("Helvetica").fontSize(10).list(block.items, { bulletRadius: 2, textIndent: 12 });
      doc.moveDown(0.5);
      return;
    case "fields":
      for (const { label, value } of block.fields) {
        doc.font("Helvetica-Bold").fontSize(10).text(`${label}: `, { continued: true });
        doc.font("Helvetica").text(value);
      }
      doc.moveDown(0.5);
      return;
  }
}
