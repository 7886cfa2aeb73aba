import { inflateSync } from "node:zlib";
import jsQR from "jsqr";

const POINTS_PER_MM = 72 / 25.4;

/** A QR code as a reader of the PDF finds it: what it says, and where and how big it is printed. */
export type PdfQrCode = {
  text: string;
  /** The printed image's side (with its quiet zone), its distance from the page's top and left edges. */
  sideMm: number;
  /** The symbol's own side, without the quiet zone (between the corners jsQR located). */
  symbolMm: number;
  topMm: number;
  leftMm: number;
};

type PdfObject = { dictionary: string; stream: Buffer | null };

/**
 * Every QR code printed on the first page of a PDF written by app/lib/pdf.server.ts, top first:
 * each image XObject the page draws is decoded to pixels (inflated, its PNG row predictors undone,
 * as pdfkit stores a PNG) and read by jsQR, as a phone's camera would read the paper. Where it is
 * printed comes from the page's `cm … /Name Do`: pdfkit turns the page upside down first
 * (`1 0 0 -1 0 H cm`), so an image's matrix is `w 0 0 -h x y` with y its bottom edge from the top.
 */
export function pdfQrCodes(pdf: Buffer | Uint8Array): PdfQrCode[] {
  const objects = readObjects(Buffer.from(pdf));
  const page = [...objects.values()].find((object) => /\/Type \/Page\b(?!s)/.test(object.dictionary));
  if (!page) return [];
  const content = objects.get(reference(page.dictionary, "Contents") ?? -1)?.stream;
  const resources = objects.get(reference(page.dictionary, "Resources") ?? -1)?.dictionary ?? "";
  const xobjects = /\/XObject\s*<<([\s\S]*?)>>/.exec(resources)?.[1] ?? "";
  if (!content) return [];
  const drawing = inflateSync(content).toString("latin1");
  const codes: PdfQrCode[] = [];
  for (const draw of drawing.matchAll(/([\d.-]+) 0 0 ([\d.-]+) ([\d.-]+) ([\d.-]+) cm\s+\/(\w+) Do/g)) {
    const [, width, height, x, y, name] = draw;
    const id = new RegExp(`/${name} (\\d+) 0 R`).exec(xobjects)?.[1];
    const image = objects.get(Number(id));
    if (!image || !/\/Subtype \/Image/.test(image.dictionary)) continue;
    const code = readQr(image, objects);
    if (code === null) continue;
    const side = Math.abs(Number(width));
    const imagePixels = numberIn(image.dictionary, "Width");
    codes.push({
      text: code.data,
      sideMm: side / POINTS_PER_MM,
      // The symbol spans as many image pixels as its modules span in the decoded image.
      symbolMm: (side * code.symbolPixels) / imagePixels / POINTS_PER_MM,
      topMm: (Number(y) + Number(height)) / POINTS_PER_MM,
      leftMm: Number(x) / POINTS_PER_MM,
    });
  }
  return codes.sort((a, b) => a.topMm - b.topMm);
}

/** The text of the only QR code on the first page; fails when there is none or more than one. */
export function pdfQrText(pdf: Buffer | Uint8Array): string {
  const codes = pdfQrCodes(pdf);
  if (codes.length !== 1) throw new Error(`expected one QR code on the first page, found ${codes.length}`);
  return codes[0]?.text ?? "";
}

/** Each `N 0 obj`: its dictionary, and its stream's bytes cut by its /Length (binary may hold any text). */
function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const raw = pdf.toString("latin1");
  const objects = new Map<number, PdfObject>();
  const header = /(\d+) 0 obj\s*/g;
  for (let match = header.exec(raw); match; match = header.exec(raw)) {
    const end = raw.indexOf("endobj", header.lastIndex);
    const streamAt = raw.indexOf("stream", header.lastIndex);
    if (streamAt === -1 || streamAt > end) {
      objects.set(Number(match[1]), { dictionary: raw.slice(header.lastIndex, end), stream: null });
      continue;
    }
    const dictionary = raw.slice(header.lastIndex, streamAt);
    const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1]);
    const start = streamAt + "stream".length + (raw[streamAt + "stream".length] === "\r" ? 2 : 1);
    objects.set(Number(match[1]), { dictionary, stream: pdf.subarray(start, start + length) });
    header.lastIndex = start + length;
  }
  return objects;
}

function reference(dictionary: string, key: string): number | undefined {
  const id = new RegExp(`/${key} (\\d+) 0 R`).exec(dictionary)?.[1];
  return id === undefined ? undefined : Number(id);
}

const numberIn = (dictionary: string, key: string) =>
  Number(new RegExp(`/${key} (\\d+)`).exec(dictionary)?.[1]);

/** The image's pixels as RGBA, then jsQR; null when the image holds no readable QR code. */
function readQr(
  image: PdfObject,
  objects: Map<number, PdfObject>,
): { data: string; version: number; symbolPixels: number } | null {
  const { dictionary, stream } = image;
  if (!stream || !/\/Filter \/FlateDecode/.test(dictionary)) return null;
  const width = numberIn(dictionary, "Width");
  const height = numberIn(dictionary, "Height");
  const colors = /\/ColorSpace \/DeviceGray/.test(dictionary) ? 1 : 3;
  if (numberIn(dictionary, "BitsPerComponent") !== 8) throw new Error("only 8-bit images are read");
  const parmsId = reference(dictionary, "DecodeParms");
  const parms = parmsId === undefined ? "" : (objects.get(parmsId)?.dictionary ?? "");
  const inflated = inflateSync(stream);
  const samples =
    numberIn(parms, "Predictor") >= 10 ? undoPngPredictors(inflated, width * colors, colors) : inflated;
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let pixel = 0; pixel < width * height; pixel++) {
    for (let channel = 0; channel < 3; channel++)
      rgba[pixel * 4 + channel] = samples[pixel * colors + (colors === 1 ? 0 : channel)] ?? 0;
    rgba[pixel * 4 + 3] = 255;
  }
  const code = jsQR(rgba, width, height);
  if (!code) return null;
  const { topLeftCorner, topRightCorner } = code.location;
  return {
    data: code.data,
    version: code.version,
    symbolPixels: Math.hypot(topRightCorner.x - topLeftCorner.x, topRightCorner.y - topLeftCorner.y),
  };
}

/** PNG filtering (RFC 2083 § 6): each row starts with its filter type, 0 none to 4 Paeth. */
function undoPngPredictors(data: Buffer, rowBytes: number, bytesPerPixel: number): Buffer {
  const rows = data.length / (rowBytes + 1);
  const out = Buffer.alloc(rows * rowBytes);
  for (let row = 0; row < rows; row++) {
    const filter = data[row * (rowBytes + 1)];
    const input = row * (rowBytes + 1) + 1;
    const at = row * rowBytes;
    for (let i = 0; i < rowBytes; i++) {
      const left = i >= bytesPerPixel ? (out[at + i - bytesPerPixel] ?? 0) : 0;
      const up = row > 0 ? (out[at + i - rowBytes] ?? 0) : 0;
      const upLeft = row > 0 && i >= bytesPerPixel ? (out[at + i - rowBytes - bytesPerPixel] ?? 0) : 0;
      const raw = data[input + i] ?? 0;
      const predicted =
        filter === 1
          ? left
          : filter === 2
            ? up
            : filter === 3
              ? (left + up) >> 1
              : filter === 4
                ? paeth(left, up, upLeft)
                : 0;
      out[at + i] = (raw + predicted) & 0xff;
    }
  }
  return out;
}

function paeth(left: number, up: number, upLeft: number): number {
  const estimate = left + up - upLeft;
  const toLeft = Math.abs(estimate - left);
  const toUp = Math.abs(estimate - up);
  const toUpLeft = Math.abs(estimate - upLeft);
  if (toLeft <= toUp && toLeft <= toUpLeft) return left;
  return toUp <= toUpLeft ? up : upLeft;
}
