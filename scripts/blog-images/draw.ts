/**
 * Flat SVG diagrams for the blog's figures, in the site's palette. Text is drawn large (≥ 26 px on
 * a 1200 px canvas) so it stays readable in the 600 px variant phones get.
 */

export const FIGURE_WIDTH = 1200;
export const FIGURE_HEIGHT = 675;

export const C = {
  bg: "#fbf8f3",
  card: "#ffffff",
  primary: "#0e5a52",
  primarySoft: "#e2efeb",
  accent: "#a8471f",
  accentSoft: "#f8e7dc",
  fg: "#1c2725",
  muted: "#535e5a",
  border: "#e2d8c8",
  sand: "#f3ede3",
  olive: "#5b6b2f",
  indigo: "#3f4f8a",
} as const;

const FONT = "Liberation Sans, DejaVu Sans, Arial, sans-serif";

const xml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

type TextOptions = { size?: number; weight?: number; fill?: string; anchor?: "start" | "middle" | "end" };

export function text(x: number, y: number, content: string, options: TextOptions = {}): string {
  const { size = 28, weight = 400, fill = C.fg, anchor = "start" } = options;
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${xml(content)}</text>`;
}

/** Greedy word wrap by an average glyph width (0.5 em suits Liberation Sans). */
export function wrap(content: string, width: number, size: number): string[] {
  const maxChars = Math.max(4, Math.floor(width / (size * 0.5)));
  const lines: string[] = [];
  let line = "";
  for (const word of content.split(/\s+/)) {
    if (line && `${line} ${word}`.length > maxChars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

export function paragraph(
  x: number,
  y: number,
  content: string,
  width: number,
  options: TextOptions & { lineHeight?: number } = {},
): { svg: string; height: number } {
  const size = options.size ?? 28;
  const lineHeight = options.lineHeight ?? size * 1.3;
  const lines = wrap(content, width, size);
  return {
    svg: lines.map((line, index) => text(x, y + index * lineHeight, line, options)).join(""),
    height: lines.length * lineHeight,
  };
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = "") =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`;

export const card = (x: number, y: number, w: number, h: number, fill: string = C.card) =>
  rect(x, y, w, h, fill, `rx="22" stroke="${C.border}" stroke-width="2"`);

export const circle = (cx: number, cy: number, r: number, fill: string, extra = "") =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`;

export const check = (cx: number, cy: number, color: string = C.primary) =>
  `${circle(cx, cy, 17, C.primarySoft)}<path d="M${cx - 8} ${cy} l6 6 l11 -12" fill="none" stroke="${color}" stroke-width="4.5" stroke-linecap="round" stroke-linejoin="round"/>`;

/** The canvas every figure shares: sand background and a title at the top. */
export function figure(title: string, body: string[]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${FIGURE_WIDTH}" height="${FIGURE_HEIGHT}" viewBox="0 0 ${FIGURE_WIDTH} ${FIGURE_HEIGHT}">${rect(0, 0, FIGURE_WIDTH, FIGURE_HEIGHT, C.bg)}${text(60, 82, title, { size: 40, weight: 700 })}${rect(60, 104, 90, 6, C.accent, 'rx="3"')}${body.join("")}</svg>`;
}
