import QRCode from "qrcode";

/** A QR code as an `<img>` source (an SVG data URI: the CSP allows data: images, no script needed). */
export async function qrImageSource(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}
