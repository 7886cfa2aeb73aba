/** Rooms of a home; an office and a garage are in `premises.ts`. */
import type { Random } from "../random";
import {
  circle,
  ellipse,
  SCENE_HEIGHT as H,
  line,
  polygon,
  rect,
  SHADOW,
  svgDocument,
  verticalGradient,
  SCENE_WIDTH as W,
} from "./svg";

const WALLS = ["#f3efe7", "#e9e3d8", "#f6f1ea", "#dde6e8", "#efe4d4", "#e6ebe1"] as const;
const WOODS = [
  ["#c89b6d", "#9c7148"],
  ["#d9b98f", "#b08a5e"],
  ["#a97b52", "#7a5534"],
  ["#e2cfb2", "#c2a780"],
] as const;
export const FABRICS = ["#4f6d7a", "#8a9a5b", "#c2703d", "#6b5b7b", "#9aa5ab", "#d4b483", "#3f4e5e"] as const;
const ACCENTS = ["#e0a458", "#5b8e7d", "#bc4b51", "#3f6e9e", "#f1c453"] as const;

const FLOOR_Y = 760;
export const VANISHING_X = W / 2;

type Room = { defs: string[]; body: string[]; windowX: number };

/** Wall, wooden floor in perspective, skirting and a window that lets the light in. */
function room(rng: Random): Room {
  const [woodLight, woodDark] = rng.pick(WOODS);
  const windowX = rng.chance(0.5) ? rng.between(120, 260) : rng.between(1040, 1160);
  const defs = [
    verticalGradient("wall", rng.pick(WALLS), "#d9d3c8"),
    verticalGradient("floor", woodLight, woodDark),
    verticalGradient("view", "#8fc1ea", "#e9f3fb"),
    verticalGradient("light", "#fff8e0", "#fff8e000"),
  ];
  const body = [rect(0, 0, W, FLOOR_Y, "url(#wall)"), rect(0, FLOOR_Y, W, H - FLOOR_Y, "url(#floor)")];
  for (let x = -2400; x <= W + 2400; x += 150) {
    body.push(line(VANISHING_X + (x - VANISHING_X) * 0.45, FLOOR_Y, x, H, "#00000026", 3));
  }
  body.push(rect(0, FLOOR_Y - 22, W, 22, "#f8f6f2"));
  body.push(rect(windowX - 18, 130, 376, 500, "#fbfaf7"));
  body.push(rect(windowX, 148, 340, 464, "url(#view)"));
  body.push(rect(windowX, 430, 340, 182, "#9db58a", 'opacity="0.55"'));
  body.push(line(windowX + 170, 148, windowX + 170, 612, "#fbfaf7", 10));
  body.push(line(windowX, 330, windowX + 340, 330, "#fbfaf7", 8));
  body.push(
    polygon(
      [
        [windowX, 612],
        [windowX + 340, 612],
        [windowX + 520, H],
        [windowX - 120, H],
      ],
      "url(#light)",
      'opacity="0.55"',
    ),
  );
  return { defs, body, windowX };
}

function plant(x: number, baseY: number, scale: number): string {
  const leaves: string[] = [];
  for (let index = 0; index < 7; index++) {
    const angle = -80 + index * 27;
    leaves.push(
      ellipse(
        x,
        baseY - 150 * scale,
        22 * scale,
        80 * scale,
        index % 2 ? "#4f7d45" : "#5f9154",
        `transform="rotate(${angle} ${x} ${baseY - 90 * scale})"`,
      ),
    );
  }
  return [
    ...leaves,
    polygon(
      [
        [x - 45 * scale, baseY - 90 * scale],
        [x + 45 * scale, baseY - 90 * scale],
        [x + 32 * scale, baseY],
        [x - 32 * scale, baseY],
      ],
      "#b56a45",
    ),
  ].join("");
}

function picture(rng: Random, x: number, y: number, width: number, height: number): string {
  return [
    rect(x - 10, y - 10, width + 20, height + 20, "#2f2f2f"),
    rect(x, y, width, height, "#f4f1ea"),
    rect(x + width * 0.1, y + height * 0.15, width * 0.45, height * 0.5, rng.pick(ACCENTS)),
    circle(x + width * 0.68, y + height * 0.6, Math.min(width, height) * 0.2, rng.pick(ACCENTS)),
  ].join("");
}

/** A living room: sofa, rug, coffee table, plant and a picture. */
export function livingScene(rng: Random): string {
  const { defs, body, windowX } = room(rng);
  const sofaX = windowX < W / 2 ? rng.between(640, 760) : rng.between(160, 300);
  const fabric = rng.pick(FABRICS);
  body.push(picture(rng, sofaX + 170, 240, 300, 200));
  body.push(ellipse(sofaX + 330, 930, 520, 90, rng.pick(["#d8cbb5", "#b9c4c9", "#c9a98a"] as const)));
  body.push(ellipse(sofaX + 320, 820, 360, 26, "#000000", SHADOW));
  body.push(rect(sofaX, 560, 640, 170, fabric, 'rx="30"'));
  body.push(rect(sofaX - 30, 640, 700, 150, fabric, 'rx="26"'));
  body.push(rect(sofaX - 50, 600, 90, 200, fabric, 'rx="26"'));
  body.push(rect(sofaX + 610, 600, 90, 200, fabric, 'rx="26"'));
  body.push(rect(sofaX + 50, 590, 150, 110, rng.pick(ACCENTS), 'rx="20"'));
  body.push(rect(sofaX + 440, 590, 150, 110, rng.pick(ACCENTS), 'rx="20"'));
  body.push(rect(sofaX + 30, 650, 580, 60, "#ffffff", 'opacity="0.12" rx="20"'));
  body.push(rect(sofaX + 140, 880, 380, 30, "#5c4330", 'rx="6"'));
  body.push(rect(sofaX + 170, 910, 16, 70, "#5c4330"));
  body.push(rect(sofaX + 476, 910, 16, 70, "#5c4330"));
  body.push(plant(windowX < W / 2 ? W - 150 : 150, FLOOR_Y + 40, 1.4));
  return svgDocument(defs, body);
}

/** A bedroom: bed with headboard and pillows, bedside tables with lamps. */
export function bedroomScene(rng: Random): string {
  const { defs, body, windowX } = room(rng);
  const bedX = windowX < W / 2 ? rng.between(650, 760) : rng.between(200, 320);
  const linen = rng.pick(["#f4f1ea", "#e7ecef", "#efe6dc"] as const);
  const throwColour = rng.pick(FABRICS);
  body.push(picture(rng, bedX + 200, 200, 240, 150));
  body.push(ellipse(bedX + 320, 1000, 420, 40, "#000000", SHADOW));
  body.push(rect(bedX, 430, 640, 330, rng.pick(["#7a5c45", "#d7c9b2", "#4f5d6b"] as const), 'rx="18"'));
  body.push(
    polygon(
      [
        [bedX - 10, 640],
        [bedX + 650, 640],
        [bedX + 760, 1000],
        [bedX - 120, 1000],
      ],
      linen,
    ),
  );
  body.push(
    polygon(
      [
        [bedX - 60, 820],
        [bedX + 700, 820],
        [bedX + 740, 940],
        [bedX - 100, 940],
      ],
      throwColour,
    ),
  );
  body.push(rect(bedX + 60, 570, 220, 110, "#ffffff", 'rx="26"'));
  body.push(rect(bedX + 360, 570, 220, 110, "#ffffff", 'rx="26"'));
  for (const side of [bedX - 170, bedX + 690]) {
    body.push(rect(side, 640, 130, 170, "#8a6a4f", 'rx="6"'));
    body.push(rect(side + 55, 560, 20, 80, "#3a3a3a"));
    body.push(
      polygon(
        [
          [side + 25, 500],
          [side + 105, 500],
          [side + 120, 565],
          [side + 10, 565],
        ],
        "#f3e3c3",
      ),
    );
    body.push(circle(side + 65, 560, 70, "#fff3c8", 'opacity="0.25"'));
  }
  return svgDocument(defs, body);
}

/** A kitchen: base and wall units, worktop, hob, sink and a tall fridge. */
export function kitchenScene(rng: Random): string {
  const { defs, body, windowX } = room(rng);
  const fronts = rng.pick(["#f5f3ee", "#5d7a8c", "#8a9b7b", "#d9cbb4", "#3f4447"] as const);
  const worktop = rng.pick(["#e9e6e0", "#3b3b3b", "#c4a57c"] as const);
  const [unitsLeft, unitsRight] = windowX < W / 2 ? [560, 1560] : [40, 1040];
  body.push(rect(unitsLeft, 440, unitsRight - unitsLeft, 130, "#ffffff", 'opacity="0.6"'));
  for (let x = unitsLeft; x < unitsRight; x += 40) body.push(line(x, 440, x, 570, "#00000012", 2));
  body.push(rect(unitsLeft, 170, unitsRight - unitsLeft, 230, fronts));
  body.push(rect(unitsLeft, 570, unitsRight - unitsLeft, 230, fronts));
  for (let x = unitsLeft + 170; x < unitsRight; x += 170) {
    body.push(line(x, 170, x, 400, "#00000030", 3));
    body.push(line(x, 600, x, 800, "#00000030", 3));
    body.push(rect(x - 40, 620, 6, 50, "#8c8c8c"));
  }
  body.push(rect(unitsLeft - 20, 548, unitsRight - unitsLeft + 40, 30, worktop));
  body.push(rect(unitsLeft + 120, 540, 180, 14, "#bfc5c9"));
  body.push(rect(unitsLeft + 560, 536, 220, 16, "#222222"));
  body.push(circle(unitsLeft + 610, 532, 28, "#3a3a3a"));
  body.push(circle(unitsLeft + 730, 532, 28, "#3a3a3a"));
  body.push(rect(unitsLeft + 200, 480, 8, 60, "#9aa0a4"));
  body.push(rect(unitsRight - 200, 150, 200, 650, "#d6d9dc"));
  body.push(line(unitsRight - 200, 420, unitsRight, 420, "#9aa0a4", 4));
  for (const x of [unitsLeft + 200, unitsLeft + 420]) {
    body.push(rect(x, 830, 16, 200, "#3a3a3a"));
    body.push(ellipse(x + 8, 830, 60, 18, rng.pick(ACCENTS)));
  }
  return svgDocument(defs, body);
}
