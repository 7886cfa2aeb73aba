import PDFDocument from "pdfkit";
import QRCode from "qrcode";
import { addSignatureField, type PdfSignatureField } from "./pdf-signature-field.server";

/** A document as plain blocks; the caller decides the words, this file only lays them out. */
export type PdfBlock =
  | { type: "heading"; text: string }
  | { type: "paragraph"; text: string }
  | { type: "list"; items: string[] }
  | { type: "fields"; fields: { label: string; value: string }[] }
  | PdfQrCode;

/**
 * A QR code (ISO/IEC 18004), centred, drawn as one image with its quiet zone, with a line above and
 * below it; on screen a click on it opens what it holds when that is a web address.
 */
export type PdfQrCode = {
  type: "qr";
  /** What the code holds. */
  text: string;
  errorCorrection: "L" | "M" | "Q" | "H";
  /** The side of the symbol without its quiet zone, in millimetres. */
  symbolMm: number;
  above?: string;
  below?: string;
};

export type PdfContent = {
  /** Printed before the title, at the top of the first page (e.g. a code the reader must find first). */
  header?: PdfBlock[];
  title: string;
  subtitle?: string;
  blocks: PdfBlock[];
  /** Small print at the end of the document (e.g. when and by whom it was accepted). */
  footer?: string;
  /** Written into the file's metadata, so the same content gives a stable creation date. */
  createdAt?: Date;
  author?: string;
  /** Pages after the footer, starting on a new page (e.g. the signing record of a sealed copy). */
  appendix?: { title: string; blocks: PdfBlock[] };
  /** An empty signature field to be sealed afterwards (`sealPdf`, app/lib/pdf-seal.server.ts). */
  signatureField?: PdfSignatureField;
};

const MARGIN = 56;
const POINTS_PER_MM = 72 / 25.4;
/** The blank margin ISO/IEC 18004 asks around a QR symbol, in modules. */
const QR_QUIET_ZONE = 4;
/**
 * Image pixels per module: 4 keeps a module's edges sharp where a viewer smooths an enlarged image
 * (about 150 pixels per inch at 32 mm), for a few milliseconds a PDF; 8 cost 17–30 ms more each.
 */
const QR_PIXELS_PER_MODULE = 4;

type QrImage = { png: Buffer; modules: number };

/**
 * Renders text blocks to an A4 PDF with the standard Helvetica fonts (WinAnsi covers Spanish:
 * accents, ñ, «», €), so nothing is downloaded or embedded.
 */
export async function renderPdf(content: PdfContent): Promise<Buffer> {
  const qrImages = await renderQrImages([
    ...(content.header ?? []),
    ...content.blocks,
    ...(content.appendix?.blocks ?? []),
  ]);
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

    for (const block of content.header ?? []) writeBlock(doc, block, qrImages);
    doc.font("Helvetica-Bold").fontSize(16).text(content.title, { align: "center" });
    if (content.subtitle)
      doc.moveDown(0.5).font("Helvetica").fontSize(10).text(content.subtitle, { align: "center" });
    doc.moveDown();
    for (const block of content.blocks) writeBlock(doc, block, qrImages);
    if (content.footer) {
      doc.moveDown(1.5).font("Helvetica-Oblique").fontSize(8).fillColor("#555555").text(content.footer);
    }
    if (content.appendix) {
      doc.addPage();
      doc
        .font("Helvetica-Bold")
        .fontSize(14)
        .fillColor("#000000")
        .text(content.appendix.title, { align: "center" });
      doc.moveDown();
      for (const block of content.appendix.blocks) writeBlock(doc, block, qrImages);
    }
    if (content.signatureField) addSignatureField(doc, content.signatureField);
    doc.end();
  });
}

/**
 * Each QR as a greyscale PNG (pdfkit embeds a PNG's compressed rows as they are), rendered before
 * the document starts because the encoder is asynchronous. The same text gives the same bytes.
 */
async function renderQrImages(blocks: PdfBlock[]): Promise<Map<PdfQrCode, QrImage>> {
  const images = new Map<PdfQrCode, QrImage>();
  for (const block of blocks) {
    if (block.type !== "qr") continue;
    const png = await QRCode.toBuffer(block.text, {
      errorCorrectionLevel: block.errorCorrection,
      margin: QR_QUIET_ZONE,
      type: "png",
      scale: QR_PIXELS_PER_MODULE,
      // pngjs's colour type 0: one grey byte a pixel, no alpha channel for pdfkit to split off.
      rendererOpts: { colorType: 0 } as { deflateLevel?: number },
    });
    // The PNG's width (IHDR, bytes 16–19) is the symbol's modules and its quiet zone, scaled.
    const modules = png.readUInt32BE(16) / QR_PIXELS_PER_MODULE - QR_QUIET_ZONE * 2;
    images.set(block, { png, modules });
  }
  return images;
}

function writeQrCode(doc: PDFKit.PDFDocument, block: PdfQrCode, image: QrImage) {
  const contentWidth = doc.page.width - MARGIN * 2;
  const side = ((block.symbolMm * POINTS_PER_MM) / image.modules) * (image.modules + QR_QUIET_ZONE * 2);
  if (block.above)
    doc
      .font("Helvetica-Bold")
      .fontSize(10)
      .fillColor("#000000")
      .text(block.above, MARGIN, doc.y, { align: "center", width: contentWidth });
  const x = (doc.page.width - side) / 2;
  const y = doc.y;
  doc.image(image.png, x, y, { width: side, height: side });
  if (/^https:\/\//.test(block.text)) doc.link(x, y, side, side, block.text);
  doc.y = y + side;
  if (block.below)
    doc
      .font("Helvetica")
      .fontSize(8)
      .fillColor("#000000")
      .text(block.below, MARGIN, doc.y, { align: "center", width: contentWidth });
  // Clear white below, so the code and its legend read as apart from what follows.
  doc.moveDown(2.5);
}

function writeBlock(doc: PDFKit.PDFDocument, block: PdfBlock, qrImages: Map<PdfQrCode, QrImage>) {
  switch (block.type) {
    case "qr": {
      const image = qrImages.get(block);
      if (image) writeQrCode(doc, block, image);
      return;
    }
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
