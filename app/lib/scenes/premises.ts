import type { Random } from "../random";
import { FABRICS, VANISHING_X } from "./indoor";
import { glassDefs, SHUTTERS, WALLS, window } from "./outdoor";
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

/**
 * The property types that are not homes: a shop and an industrial building from the street, an
 * office and a garage from inside.
 */

const AWNINGS = [
  ["#2f5d8a", "#f2efe8"],
  ["#8c2f2f", "#f2efe8"],
  ["#2f6b4f", "#efe7d4"],
  ["#3b3b3b", "#d9a441"],
] as const;

/** A street-level shop with shop windows and an awning. */
export function shopfrontScene(rng: Random): string {
  const wall = rng.pick(WALLS);
  const [stripe, gap] = rng.pick(AWNINGS);
  const body = [rect(0, 0, W, 560, wall)];
  for (let column = 0; column < 4; column++) {
    body.push(window(140 + column * 360, 120, 150, 240, rng.chance(0.5) ? rng.pick(SHUTTERS) : null));
  }
  body.push(rect(0, 520, W, 420, "#3a3a3a"));
  body.push(rect(60, 560, 620, 360, "url(#glass)"));
  body.push(rect(920, 560, 620, 360, "url(#glass)"));
  body.push(
    polygon(
      [
        [60, 560],
        [380, 560],
        [160, 920],
        [60, 920],
      ],
      "#ffffff",
      'opacity="0.12"',
    ),
  );
  body.push(
    polygon(
      [
        [920, 560],
        [1180, 560],
        [1020, 920],
        [920, 920],
      ],
      "#ffffff",
      'opacity="0.12"',
    ),
  );
  body.push(rect(720, 580, 160, 340, "url(#glass)"));
  body.push(line(800, 580, 800, 920, "#2a2a2a", 6));
  for (let index = 0; index < 16; index++) {
    const x = 40 + index * 95;
    body.push(
      polygon(
        [
          [x, 470],
          [x + 95, 470],
          [x + 115, 560],
          [x + 20, 560],
        ],
        index % 2 ? gap : stripe,
      ),
    );
  }
  body.push(rect(30, 455, W - 60, 20, stripe));
  body.push(rect(0, 940, W, H - 940, "url(#pavement)"));
  body.push(rect(0, 1020, W, 10, "#d8d4cc"));
  return svgDocument(glassDefs(), body);
}

/** An industrial building with roller doors, for 'Nave industrial'. */
export function warehouseScene(rng: Random): string {
  const horizon = 620;
  const { defs, body } = sky(rng, horizon + 20);
  const cladding = rng.pick(["#c7ccd1", "#b9c2c9", "#d2cbbd", "#9fb0bf"] as const);
  body.push(rect(0, horizon, W, H - horizon, "url(#asphalt)"));
  body.push(rect(170, 300, 1300, 420, "#000000", SHADOW));
  body.push(rect(150, 280, 1300, 420, cladding));
  body.push(
    polygon(
      [
        [130, 290],
        [800, 200],
        [1470, 290],
      ],
      "#8b949c",
    ),
  );
  for (let x = 160; x < 1450; x += 22) body.push(line(x, 290, x, 700, "#00000018", 4));
  body.push(rect(150, 330, 1300, 40, "url(#glass)"));
  for (let door = 0; door < 3; door++) {
    const x = 560 + door * 290;
    body.push(rect(x, 460, 220, 240, "#6f777e"));
    for (let y = 470; y < 700; y += 18) body.push(line(x, y, x + 220, y, "#5a6168", 3));
  }
  body.push(rect(190, 470, 280, 230, "#eef1f3"));
  body.push(rect(215, 500, 230, 70, "url(#glass)"));
  body.push(rect(290, 600, 80, 100, "#3b4a5a"));
  for (let mark = 0; mark < 6; mark++) body.push(rect(560 + mark * 160, 880, 90, 14, "#e7e2d4"));
  return svgDocument([...defs, ...glassDefs(), verticalGradient("asphalt", "#6c6c6c", "#3f3f3f")], body);
}

/** An open-plan office with a glazed wall over the city. */
export function officeScene(rng: Random): string {
  const defs = [
    verticalGradient("view", "#8db8de", "#e3eef7"),
    verticalGradient("carpet", "#8e949a", "#60666c"),
    diagonalGradient("tint", "#ffffff44", "#ffffff00"),
  ];
  const body = [rect(0, 0, W, 90, "#e9e9e6"), rect(0, 90, W, 600, "url(#view)")];
  let x = 0;
  while (x < W) {
    const width = rng.between(80, 190);
    const height = rng.between(120, 420);
    body.push(
      rect(x, 690 - height, width, height, rng.pick(["#6f86a0", "#8799ad", "#5d7189", "#9aaabb"] as const)),
    );
    for (let wy = 690 - height + 20; wy < 680; wy += 36)
      body.push(line(x + 10, wy, x + width - 10, wy, "#c9d6e2", 4));
    x += width + rng.between(5, 40);
  }
  body.push(rect(0, 90, W, 600, "url(#tint)"));
  for (let mx = 0; mx <= W; mx += 320) body.push(rect(mx - 7, 90, 14, 600, "#3a3f44"));
  body.push(rect(0, 680, W, 20, "#3a3f44"));
  body.push(rect(0, 700, W, H - 700, "url(#carpet)"));
  for (let row = 0; row < 2; row++) {
    const y = 760 + row * 150;
    const scale = 1 + row * 0.25;
    for (let column = 0; column < 3; column++) {
      const dx = 160 + column * 480 - row * 60;
      body.push(ellipse(dx + 170 * scale, y + 110 * scale, 210 * scale, 16 * scale, "#000000", SHADOW));
      body.push(rect(dx, y, 340 * scale, 20 * scale, "#f1efea"));
      body.push(rect(dx + 10, y + 20 * scale, 10, 90 * scale, "#4a4a4a"));
      body.push(rect(dx + 320 * scale, y + 20 * scale, 10, 90 * scale, "#4a4a4a"));
      body.push(rect(dx + 110 * scale, y - 100 * scale, 130 * scale, 86 * scale, "#24272b", 'rx="6"'));
      body.push(rect(dx + 168 * scale, y - 14 * scale, 14 * scale, 14 * scale, "#24272b"));
      body.push(rect(dx + 130 * scale, y + 40 * scale, 90 * scale, 70 * scale, rng.pick(FABRICS), 'rx="14"'));
    }
  }
  return svgDocument(defs, body);
}

/** An underground car park with a parked car, for 'Garaje' and 'Trastero'. */
export function garageScene(rng: Random): string {
  const defs = [
    verticalGradient("concrete", "#a7a59f", "#7f7d78"),
    verticalGradient("slab", "#8a8984", "#55544f"),
  ];
  const horizon = 560;
  const body = [
    rect(0, 0, W, 170, "#5a5955"),
    rect(0, 170, W, horizon - 170, "url(#concrete)"),
    rect(0, horizon, W, H - horizon, "url(#slab)"),
  ];
  for (let index = 0; index < 3; index++) {
    body.push(rect(260 + index * 460, 70, 260, 18, "#fdfbe8"));
    body.push(ellipse(390 + index * 460, 110, 220, 40, "#fffbe0", 'opacity="0.12"'));
  }
  body.push(rect(0, 470, W, 90, rng.pick(["#e4c64f", "#5d8bb5", "#bf5d49"] as const), 'opacity="0.7"'));
  for (let index = -2; index <= 7; index++) {
    const top = 200 + index * 260;
    body.push(
      polygon(
        [
          [top, horizon],
          [top + 12, horizon],
          [VANISHING_X + (top - VANISHING_X) * 2.4 + 30, H],
          [VANISHING_X + (top - VANISHING_X) * 2.4, H],
        ],
        "#f3f1e9",
      ),
    );
  }
  for (const px of [120, 1420]) body.push(rect(px, 150, 70, 420, "#b7b5ae"));
  const carX = rng.between(520, 700);
  const car = rng.pick(["#b23a3a", "#2f5d8a", "#d9d9d6", "#2d2d2d", "#5e7f5a"] as const);
  body.push(ellipse(carX + 250, 930, 330, 40, "#000000", 'opacity="0.35"'));
  body.push(rect(carX, 700, 500, 200, car, 'rx="50"'));
  body.push(
    polygon(
      [
        [carX + 70, 705],
        [carX + 130, 600],
        [carX + 370, 600],
        [carX + 440, 705],
      ],
      car,
    ),
  );
  body.push(
    polygon(
      [
        [carX + 100, 700],
        [carX + 145, 620],
        [carX + 355, 620],
        [carX + 410, 700],
      ],
      "#2b3540",
    ),
  );
  body.push(rect(carX + 30, 760, 70, 30, "#f5f0d0", 'rx="10"'));
  body.push(rect(carX + 400, 760, 70, 30, "#f5f0d0", 'rx="10"'));
  body.push(circle(carX + 100, 900, 50, "#1d1d1d"));
  body.push(circle(carX + 400, 900, 50, "#1d1d1d"));
  return svgDocument(defs, body);
}
