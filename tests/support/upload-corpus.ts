import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { renderPdf } from "#app/lib/pdf.server";
import { jpegPhoto, pngDeclaring } from "#tests/factories/images";

/**
 * Disguised and hostile uploads, generated in code (no binary in the repository): the real images
 * come from sharp, the malicious ones are assembled from bytes. `kind` says what a safe server may do:
 * 'refuse' it, or 're-encode' it (a real image inside, whatever rides along is dropped).
 */
export type CorpusFile = {
  label: string;
  name: string;
  bytes: Buffer;
  kind: "refuse" | "re-encode" | "either";
};

const HTML = Buffer.from("<!doctype html><html><body><script>alert(document.cookie)</script></body></html>");
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" onload="alert(1)"><script>alert(2)</script><rect width="800" height="600" fill="red"/></svg>',
);

/** A one-entry ZIP (stored, no compression): enough for a JAR/ZIP reader to open it. */
export function zipWith(name: string, content: Buffer): Buffer {
  const fileName = Buffer.from(name);
  const crc = crc32(content);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(content.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(content.length, 20);
  central.writeUInt32LE(content.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const localPart = Buffer.concat([local, fileName, content]);
  const centralPart = Buffer.concat([central, fileName]);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(centralPart.length, 12);
  end.writeUInt32LE(localPart.length, 16);
  return Buffer.concat([localPart, centralPart, end]);
}

/** A 1×1 GIF: the front of a GIFAR. */
const GIF_1X1 = Buffer.from("R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==", "base64");

/** Deterministic bit flips after the first `keep` bytes (headers intact, data damaged). */
export function bitFlipped(bytes: Buffer, seed: number, flips = 24, keep = 64): Buffer {
  const copy = Buffer.from(bytes);
  let state = seed;
  for (let index = 0; index < flips; index++) {
    state = (state * 1103515245 + 12345) >>> 0;
    const at = keep + (state % Math.max(1, copy.length - keep));
    copy[at] = (copy[at] ?? 0) ^ (1 << (state % 8));
  }
  return copy;
}

/** A real JPEG whose frame header (SOF0) now declares width×height. */
export function jpegDeclaring(jpeg: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(jpeg);
  for (let at = 2; at < copy.length - 9; at++) {
    if (copy[at] === 0xff && (copy[at + 1] === 0xc0 || copy[at + 1] === 0xc2)) {
      copy.writeUInt16BE(height, at + 5);
      copy.writeUInt16BE(width, at + 7);
      return copy;
    }
  }
  throw new Error("no SOF marker");
}

/** A real lossy WebP wrapped in an extended (VP8X) header that declares a width×height canvas. */
export function webpDeclaring(webp: Buffer, width: number, height: number): Buffer {
  const chunks = webp.subarray(12);
  const vp8x = Buffer.alloc(18);
  vp8x.write("VP8X", 0);
  vp8x.writeUInt32LE(10, 4);
  vp8x.writeUIntLE(width - 1, 12, 3);
  vp8x.writeUIntLE(height - 1, 15, 3);
  const body = Buffer.concat([Buffer.from("WEBP"), vp8x, chunks]);
  const riff = Buffer.alloc(8);
  riff.write("RIFF", 0);
  riff.writeUInt32LE(body.length, 4);
  return Buffer.concat([riff, body]);
}

/** A JPEG whose comment segment carries HTML: valid pixels, hostile metadata. */
function jpegWithComment(jpeg: Buffer, comment: Buffer): Buffer {
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(comment.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, comment, jpeg.subarray(2)]);
}

export async function photoCorpus(): Promise<CorpusFile[]> {
  const jpeg = await jpegPhoto(640, 480, 200);
  const png = await sharp(jpeg).png().toBuffer();
  const webp = await sharp(jpeg).webp().toBuffer();
  const pdf = await renderPdf({ title: "Contrato", blocks: [{ type: "paragraph", text: "Nada que ver." }] });
  const zip = zipWith("evil.html", HTML);
  const corpus: CorpusFile[] = [
    { label: "HTML renamed .jpg", name: "salon.jpg", bytes: HTML, kind: "refuse" },
    { label: "SVG with script renamed .jpg", name: "salon.jpg", bytes: SVG, kind: "refuse" },
    { label: "SVG as .svg", name: "plano.svg", bytes: SVG, kind: "refuse" },
    { label: "PDF renamed .jpg", name: "salon.jpg", bytes: pdf, kind: "refuse" },
    { label: "ZIP renamed .jpg", name: "salon.jpg", bytes: zip, kind: "refuse" },
    { label: "GIFAR (GIF + ZIP)", name: "salon.gif", bytes: Buffer.concat([GIF_1X1, zip]), kind: "refuse" },
    { label: "HTML + JPEG", name: "salon.jpg", bytes: Buffer.concat([HTML, jpeg]), kind: "refuse" },
    { label: "JPEG + ZIP polyglot", name: "salon.jpg", bytes: Buffer.concat([jpeg, zip]), kind: "re-encode" },
    {
      label: "JPEG + HTML polyglot",
      name: "salon.jpg",
      bytes: Buffer.concat([jpeg, HTML]),
      kind: "re-encode",
    },
    {
      label: "JPEG with HTML comment",
      name: "salon.jpg",
      bytes: jpegWithComment(jpeg, HTML),
      kind: "re-encode",
    },
    { label: "zero-length-ish (1 byte)", name: "salon.jpg", bytes: Buffer.from([0xff]), kind: "refuse" },
    { label: "JPEG header only", name: "salon.jpg", bytes: jpeg.subarray(0, 20), kind: "refuse" },
    { label: "PNG header only", name: "salon.png", bytes: png.subarray(0, 33), kind: "refuse" },
    { label: "WebP header only", name: "salon.webp", bytes: webp.subarray(0, 30), kind: "refuse" },
  ];
  for (const [format, bytes] of [
    ["JPEG", jpeg],
    ["PNG", png],
    ["WebP", webp],
  ] as const) {
    for (const fraction of [0.25, 0.5, 0.9])
      corpus.push({
        label: `${format} truncated at ${fraction * 100} %`,
        name: `cortada.${format.toLowerCase()}`,
        bytes: bytes.subarray(0, Math.floor(bytes.length * fraction)),
        kind: "either",
      });
    for (const seed of [1, 2, 3])
      corpus.push({
        label: `${format} bit-flipped (seed ${seed})`,
        name: `danada.${format.toLowerCase()}`,
        bytes: bitFlipped(bytes, seed),
        kind: "either",
      });
  }
  corpus.push(...(await pixelBombs()));
  return corpus;
}

/** Small files that declare huge images: refused before a pixel is decoded. */
export async function pixelBombs(): Promise<CorpusFile[]> {
  const jpeg = await jpegPhoto(320, 240, 120);
  const webp = await sharp(jpeg).webp().toBuffer();
  const realBomb = grayPngOfZeros(8_000, 8_000);
  return [
    {
      label: "PNG declaring 100000×100000",
      name: "bomba.png",
      bytes: pngDeclaring(100_000, 100_000),
      kind: "refuse",
    },
    {
      label: "PNG declaring 7000×7000",
      name: "bomba.png",
      bytes: pngDeclaring(7_000, 7_000),
      kind: "refuse",
    },
    {
      label: "JPEG declaring 65500×65500",
      name: "bomba.jpg",
      bytes: jpegDeclaring(jpeg, 65_500, 65_500),
      kind: "refuse",
    },
    {
      label: "WebP declaring 16000×16000",
      name: "bomba.webp",
      bytes: webpDeclaring(webp, 16_000, 16_000),
      kind: "refuse",
    },
    { label: "real 8000×8000 PNG of zeros", name: "bomba-real.png", bytes: realBomb, kind: "refuse" },
  ];
}

/** A real, valid 8-bit grey PNG of zeros: 64 MP in about 60 KB, a true decompression bomb. */
export function grayPngOfZeros(width: number, height: number): Buffer {
  const chunk = (type: string, body: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(body.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), body])) >>> 0);
    return Buffer.concat([length, Buffer.from(type), body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  // Each row: filter byte 0, then `width` zero pixels.
  const pixels = deflateSync(Buffer.alloc((width + 1) * height), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", pixels),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Valid photos under hostile names: stored under a clean name inside the owner's folder. */
export async function hostileNames(): Promise<Array<{ name: string; bytes: Buffer }>> {
  const jpeg = await jpegPhoto(320, 240, 60);
  return [
    `${"a".repeat(996)}.jpg`,
    `${"ñ".repeat(1_000)}.jpg`,
    "../../../etc/passwd.jpg",
    "..\\..\\..\\windows\\win.ini.jpg",
    "/etc/passwd",
    "....//....//salon.jpg",
    "%2e%2e%2fsalon.jpg",
    "salon.jpg\u0000.html",
    '"><img src=x onerror=alert(1)>.jpg',
    "salon.html",
    ".htaccess",
  ].map((name) => ({ name, bytes: jpeg }));
}

/** What the management-contract upload gets: only a real PDF may pass. */
export async function contractCorpus(): Promise<CorpusFile[]> {
  const pdf = await renderPdf({ title: "Encargo", blocks: [{ type: "paragraph", text: "Firmado." }] });
  const jpeg = await jpegPhoto(320, 240);
  return [
    { label: "HTML renamed .pdf", name: "encargo.pdf", bytes: HTML, kind: "refuse" },
    { label: "SVG renamed .pdf", name: "encargo.pdf", bytes: SVG, kind: "refuse" },
    { label: "JPEG renamed .pdf", name: "encargo.pdf", bytes: jpeg, kind: "refuse" },
    { label: "ZIP renamed .pdf", name: "encargo.pdf", bytes: zipWith("evil.html", HTML), kind: "refuse" },
    { label: "HTML + PDF", name: "encargo.pdf", bytes: Buffer.concat([HTML, pdf]), kind: "refuse" },
    {
      label: "PDF truncated at half",
      name: "encargo.pdf",
      bytes: pdf.subarray(0, pdf.length >> 1),
      kind: "refuse",
    },
    { label: "PDF header only", name: "encargo.pdf", bytes: Buffer.from("%PDF-1.7\n"), kind: "refuse" },
    { label: "PDF bit-flipped", name: "encargo.pdf", bytes: bitFlipped(pdf, 7, 24, 16), kind: "either" },
    { label: "1.000-character name", name: `${"e".repeat(996)}.pdf`, bytes: pdf, kind: "re-encode" },
    {
      label: "traversal name",
      name: "../../../property-images/x/../encargo.pdf",
      bytes: pdf,
      kind: "re-encode",
    },
    // A real PDF with HTML after %%EOF: a PDF, kept private and only ever served as application/pdf.
    { label: "PDF + trailing HTML", name: "encargo.pdf", bytes: Buffer.concat([pdf, HTML]), kind: "either" },
  ];
}
