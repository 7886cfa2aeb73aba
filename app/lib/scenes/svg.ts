import type { Random } from "../random";

/** Every demo photo is drawn at this size: 3:2, as a phone camera after the browser's 1920 px cap. */
export const SCENE_WIDTH = 1600;
export const SCENE_HEIGHT = 1067;

const round = (value: number) => Math.round(value * 10) / 10;

export function rect(x: number, y: number, width: number, height: number, fill: string, extra = ""): string {
  return `<rect x="${round(x)}" y="${round(y)}" width="${round(width)}" height="${round(height)}" fill="${fill}" ${extra}/>`;
}

export function polygon(points: readonly (readonly [number, number])[], fill: string, extra = ""): string {
  return `<polygon points="${points.map(([x, y]) => `${round(x)},${round(y)}`).join(" ")}" fill="${fill}" ${extra}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ""): string {
  return `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" fill="${fill}" ${extra}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ""): string {
  return `<ellipse cx="${round(cx)}" cy="${round(cy)}" rx="${round(rx)}" ry="${round(ry)}" fill="${fill}" ${extra}/>`;
}

export function line(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  extra = "",
): string {
  return `<line x1="${round(x1)}" y1="${round(y1)}" x2="${round(x2)}" y2="${round(y2)}" stroke="${stroke}" stroke-width="${width}" ${extra}/>`;
}

export function verticalGradient(id: string, top: string, bottom: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
}

export function diagonalGradient(id: string, from: string, to: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

export function svgDocument(defs: string[], body: string[]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" viewBox="0 0 ${SCENE_WIDTH} ${SCENE_HEIGHT}"><defs>${defs.join("")}</defs>${body.join("")}</svg>`;
}

const SKIES = [
  ["#4f8fd6", "#d6e7f7"],
  ["#6aa5e0", "#eef5fc"],
  ["#3f7cc4", "#bcd9f2"],
  ["#e9a66b", "#fbe3c4"],
] as const;

/** A sky gradient with a few soft clouds; `sky` must be declared in the defs. */
export function sky(rng: Random, height: number): { defs: string[]; body: string[] } {
  const [top, bottom] = rng.pick(SKIES);
  const body = [rect(0, 0, SCENE_WIDTH, height, "url(#sky)")];
  if (rng.chance(0.4))
    body.push(circle(rng.between(200, 1400), rng.between(90, 200), 60, "#fff6d5", 'opacity="0.85"'));
  const clouds = rng.int(1, 3);
  for (let index = 0; index < clouds; index++) {
    const cx = rng.between(100, 1500);
    const cy = rng.between(60, height * 0.45);
    const size = rng.between(50, 110);
    body.push(
      `<g opacity="0.8">${ellipse(cx, cy, size * 1.6, size * 0.5, "#ffffff")}${ellipse(cx - size * 0.7, cy + 8, size, size * 0.42, "#ffffff")}${ellipse(cx + size * 0.8, cy + 10, size * 1.1, size * 0.4, "#ffffff")}</g>`,
    );
  }
  return { defs: [verticalGradient("sky", top, bottom)], body };
}

/** A soft shadow for furniture and buildings, so flat shapes read as objects. */
export const SHADOW = 'opacity="0.18"';
