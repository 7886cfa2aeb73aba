/** Homes and land seen from outside; shops and warehouses are in `premises.ts`. */
import type { Random } from "../random";
import {
  circle,
  diagonalGradient,
  ellipse,
  SCENE_HEIGHT as H,
  line,
  polygon,
  rect,
  SHADOW,
  sky,
  svgDocument,
  verticalGradient,
  SCENE_WIDTH as W,
} from "./svg";

export const WALLS = ["#ecdcc0", "#d99f7c", "#f3eee6", "#c77e5e", "#e5c483", "#c9d0cf", "#e9c9b0"] as const;
export const SHUTTERS = ["#3e6b4f", "#7b4f2e", "#2f4b6e", "#6d6d6d", "#8c3b2f"] as const;
const ROOFS = ["#a5452f", "#b5583a", "#7d3a2a", "#5b5f66"] as const;
const GREENS = ["#5f8f3e", "#6f9a48", "#4d7f3a", "#7ea653"] as const;

export const glassDefs = () => [
  diagonalGradient("glass", "#a9cbe8", "#3e5c7e"),
  verticalGradient("pavement", "#b9b4ab", "#8f8a82"),
];

function tree(x: number, baseY: number, scale: number, green: string): string {
  return [
    rect(x - 9 * scale, baseY - 120 * scale, 18 * scale, 120 * scale, "#6b4a2f"),
    circle(x, baseY - 170 * scale, 70 * scale, green),
    circle(x - 45 * scale, baseY - 140 * scale, 50 * scale, green),
    circle(x + 45 * scale, baseY - 140 * scale, 52 * scale, green),
    circle(x + 10 * scale, baseY - 200 * scale, 45 * scale, "#ffffff", 'opacity="0.08"'),
  ].join("");
}

export function window(x: number, y: number, width: number, height: number, shutter: string | null): string {
  const parts = [
    rect(x - 6, y - 6, width + 12, height + 12, "#f7f4ee"),
    rect(x, y, width, height, "url(#glass)"),
    line(x + width / 2, y, x + width / 2, y + height, "#f7f4ee", 4),
  ];
  if (shutter) {
    parts.push(rect(x - 6 - width * 0.42, y - 6, width * 0.42, height + 12, shutter));
    parts.push(rect(x + width + 6, y - 6, width * 0.42, height + 12, shutter));
  }
  return parts.join("");
}

function railing(x: number, y: number, width: number): string {
  const bars: string[] = [
    rect(x - 10, y, width + 20, 8, "#2f2f2f"),
    rect(x - 10, y + 8, width + 20, 10, "#00000022"),
  ];
  for (let bx = x - 4; bx <= x + width + 4; bx += 14) bars.push(line(bx, y + 8, bx, y + 62, "#2f2f2f", 3));
  bars.push(rect(x - 10, y + 60, width + 20, 6, "#2f2f2f"));
  return bars.join("");
}

/** An apartment block seen from the street: the cover of most flats. */
export function facadeScene(rng: Random): string {
  const horizon = 900;
  const { defs, body } = sky(rng, horizon);
  const wall = rng.pick(WALLS);
  const shutter = rng.chance(0.7) ? rng.pick(SHUTTERS) : null;
  const left = rng.between(140, 280);
  const right = W - rng.between(140, 280);
  const top = rng.between(90, 200);
  const groundFloor = 190;
  const floors = rng.int(4, 6);
  const columns = rng.int(4, 6);
  const floorHeight = (horizon - groundFloor - top - 30) / floors;
  const columnWidth = (right - left) / columns;
  const hasBalconies = rng.chance(0.6);

  body.push(rect(left + 18, top + 18, right - left, horizon - top, "#000000", SHADOW));
  body.push(rect(left, top, right - left, horizon - top, wall));
  body.push(rect(left - 14, top - 10, right - left + 28, 34, "#00000033"));
  for (let floor = 0; floor < floors; floor++) {
    const y = top + 50 + floor * floorHeight;
    for (let column = 0; column < columns; column++) {
      const width = columnWidth * 0.42;
      const x = left + column * columnWidth + (columnWidth - width) / 2;
      body.push(window(x, y, width, floorHeight * 0.62, shutter));
      if (hasBalconies && (column + floor) % 2 === 0)
        body.push(railing(x, y + floorHeight * 0.62 - 54, width));
    }
  }
  const groundY = horizon - groundFloor;
  body.push(rect(left, groundY, right - left, groundFloor, "#00000022"));
  const doorX = left + (right - left) / 2 - 60;
  body.push(rect(doorX, groundY + 30, 120, groundFloor - 30, "#5a3b24"));
  body.push(rect(doorX + 14, groundY + 46, 92, 70, "url(#glass)"));
  body.push(rect(left + 50, groundY + 40, doorX - left - 110, groundFloor - 80, "url(#glass)"));
  body.push(rect(doorX + 180, groundY + 40, right - doorX - 230, groundFloor - 80, "url(#glass)"));
  body.push(rect(0, horizon, W, H - horizon, "url(#pavement)"));
  body.push(rect(0, horizon + 70, W, 12, "#d8d4cc"));
  body.push(tree(rng.chance(0.5) ? 90 : W - 90, horizon + 40, rng.between(1.1, 1.5), rng.pick(GREENS)));
  return svgDocument([...defs, ...glassDefs()], body);
}

/** A detached house with a garden; `withPool` turns it into a chalet with a swimming pool. */
export function houseScene(rng: Random, { withPool }: { withPool: boolean }): string {
  const horizon = 640;
  const { defs, body } = sky(rng, horizon + 40);
  const green = rng.pick(GREENS);
  body.push(
    `<path d="M0 ${horizon} Q 300 ${horizon - 120} 650 ${horizon - 30} T 1600 ${horizon - 60} V ${horizon + 40} H 0 Z" fill="#8aa27a" opacity="0.7"/>`,
  );
  body.push(rect(0, horizon, W, H - horizon, "url(#lawn)"));

  const wall = rng.pick(WALLS);
  const roof = rng.pick(ROOFS);
  const houseLeft = rng.between(300, 480);
  const houseWidth = rng.between(720, 860);
  const houseTop = rng.between(360, 420);
  const houseBottom = horizon + 160;
  const shutter = rng.chance(0.6) ? rng.pick(SHUTTERS) : null;

  body.push(rect(houseLeft + 20, houseTop + 20, houseWidth, houseBottom - houseTop, "#000000", SHADOW));
  body.push(rect(houseLeft, houseTop, houseWidth, houseBottom - houseTop, wall));
  body.push(
    polygon(
      [
        [houseLeft - 50, houseTop + 6],
        [houseLeft + houseWidth / 2, houseTop - rng.between(150, 220)],
        [houseLeft + houseWidth + 50, houseTop + 6],
      ],
      roof,
    ),
  );
  const rowHeight = (houseBottom - houseTop) / 2;
  for (let row = 0; row < 2; row++) {
    for (let column = 0; column < 4; column++) {
      if (row === 1 && column === 1) continue;
      const x = houseLeft + 70 + column * ((houseWidth - 140) / 4) + 20;
      body.push(window(x, houseTop + 40 + row * rowHeight, 90, rowHeight * 0.55, shutter));
    }
  }
  const doorX = houseLeft + 70 + (houseWidth - 140) / 4 + 30;
  body.push(rect(doorX, houseBottom - 190, 110, 190, "#6a4327"));
  body.push(circle(doorX + 90, houseBottom - 95, 6, "#d9b35b"));
  body.push(
    polygon(
      [
        [doorX - 40, houseBottom],
        [doorX + 150, houseBottom],
        [doorX + 260, H],
        [doorX - 160, H],
      ],
      "#d8c9ad",
    ),
  );

  if (withPool) {
    body.push(
      polygon(
        [
          [880, 900],
          [1500, 900],
          [1580, 1040],
          [800, 1040],
        ],
        "#e9e4da",
      ),
    );
    body.push(
      polygon(
        [
          [905, 915],
          [1478, 915],
          [1545, 1025],
          [835, 1025],
        ],
        "url(#pool)",
      ),
    );
    for (let index = 0; index < 4; index++) {
      const y = 940 + index * 22;
      body.push(line(900 + index * 20, y, 1200 + index * 30, y + 6, "#ffffff", 3, 'opacity="0.45"'));
    }
  }
  body.push(rect(0, houseBottom + 10, houseLeft - 40, 60, green));
  body.push(tree(140, houseBottom + 20, 1.3, green));
  body.push(tree(W - 120, houseBottom + 30, 1.2, rng.pick(GREENS)));
  return svgDocument(
    [
      ...defs,
      ...glassDefs(),
      verticalGradient("lawn", "#86b05a", "#4f7d32"),
      diagonalGradient("pool", "#5ec4e6", "#1d7fb5"),
    ],
    body,
  );
}

const FIELDS = ["#c9b06b", "#a9b562", "#d6c38a", "#8fae55", "#b89a5a"] as const;

/** Open land: hills, fields and olive trees, for 'Terreno'. */
export function landScene(rng: Random): string {
  const horizon = rng.between(420, 520);
  const { defs, body } = sky(rng, horizon + 40);
  body.push(
    `<path d="M0 ${horizon} Q 260 ${horizon - 110} 560 ${horizon - 20} T 1100 ${horizon - 40} T 1600 ${horizon - 10} V ${H} H 0 Z" fill="#8c9f86" opacity="0.85"/>`,
  );
  let y = horizon + 20;
  while (y < H) {
    const depth = (y - horizon) / (H - horizon);
    const height = 40 + depth * 160;
    body.push(
      `<path d="M0 ${y} Q 800 ${y - 30 + rng.between(-15, 15)} 1600 ${y + rng.between(-20, 20)} V ${y + height} H 0 Z" fill="${rng.pick(FIELDS)}"/>`,
    );
    y += height * 0.8;
  }
  const trees = rng.int(5, 9);
  for (let index = 0; index < trees; index++) {
    const depth = rng.between(0.15, 0.9);
    const ty = horizon + depth * (H - horizon);
    const scale = 0.3 + depth * 0.9;
    const tx = rng.between(60, 1540);
    body.push(ellipse(tx + 10 * scale, ty, 60 * scale, 12 * scale, "#000000", SHADOW));
    body.push(rect(tx - 6 * scale, ty - 70 * scale, 12 * scale, 70 * scale, "#5b4632"));
    body.push(ellipse(tx, ty - 100 * scale, 75 * scale, 50 * scale, "#6b7f4a"));
  }
  for (let x = 40; x < W; x += 120) {
    body.push(rect(x, H - 170, 10, 120, "#7a6248"));
  }
  body.push(line(0, H - 140, W, H - 140, "#7a6248", 3));
  body.push(line(0, H - 100, W, H - 100, "#7a6248", 3));
  return svgDocument(defs, body);
}
