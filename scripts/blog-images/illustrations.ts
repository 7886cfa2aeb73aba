import { C, card, check, circle, figure, paragraph, rect, text } from "./draw";

/** A room seen from its corner, a phone held level in landscape, and the three rules beside it. */
export function photoFraming(title: string): string {
  const room = [
    // Back wall, floor and side walls in perspective.
    `<polygon points="120,170 620,170 540,250 200,250" fill="#efe6d8"/>`,
    rect(200, 250, 340, 230, "#f6f0e6"),
    `<polygon points="120,170 200,250 200,480 120,600" fill="#e6dac7"/>`,
    `<polygon points="620,170 540,250 540,480 620,600" fill="#e6dac7"/>`,
    `<polygon points="200,480 540,480 620,600 120,600" fill="#d9c6a8"/>`,
    // Window with light, sofa and plant.
    rect(300, 285, 140, 110, "#cfe3ee", 'stroke="#ffffff" stroke-width="8"'),
    rect(250, 420, 240, 60, C.primary, 'rx="12"'),
    rect(240, 400, 40, 80, "#0a4741", 'rx="10"'),
    rect(460, 400, 40, 80, "#0a4741", 'rx="10"'),
    circle(560, 430, 30, "#5f8a4e"),
    rect(550, 450, 20, 40, C.accent),
    // The phone, level and in landscape, at chest height.
    rect(250, 520, 240, 130, "#1c2725", 'rx="18"'),
    rect(262, 532, 216, 106, "#cfe3ee", 'rx="8"'),
    `<path d="M334 532 v106 M406 532 v106 M262 567 h216 M262 603 h216" stroke="#ffffff" stroke-width="2" opacity="0.8"/>`,
    // Height marker.
    `<path d="M90 600 V 585 M90 600 H110" stroke="${C.accent}" stroke-width="4"/>`,
  ];
  const rules = [
    "En horizontal, nunca en vertical",
    "Desde una esquina o la puerta",
    "A la altura del pecho, unos 1,20 m",
    "Móvil recto: paredes verticales",
    "Luces encendidas y persianas subidas",
  ];
  const list = rules.map((rule, index) => {
    const y = 200 + index * 88;
    return `${check(720, y - 10)}${paragraph(752, y, rule, 360, { size: 26, weight: 600, lineHeight: 32 }).svg}`;
  });
  return figure(title, [card(680, 140, 470, 480), ...room, ...list]);
}

/** The same living room before (cluttered, dim) and after (clear, light) an afternoon of home staging. */
export function stagingBeforeAfter(title: string): string {
  const room = (x: number, after: boolean) => {
    const wall = after ? "#f7f2ea" : "#d8c9ae";
    const parts = [
      card(x, 150, 500, 440, wall),
      rect(x + 40, 200, 150, 120, after ? "#cfe3ee" : "#8d9aa1", 'stroke="#ffffff" stroke-width="8"'),
      rect(x + 60, 440, 300, 80, after ? C.primary : "#6b4f3a", 'rx="14"'),
      rect(x + 40, 410, 50, 110, after ? "#0a4741" : "#5a4030", 'rx="10"'),
      rect(x + 330, 410, 50, 110, after ? "#0a4741" : "#5a4030", 'rx="10"'),
      rect(x + 20, 540, 460, 14, after ? "#d9c6a8" : "#8c7a60"),
    ];
    if (after) {
      parts.push(circle(x + 430, 470, 34, "#5f8a4e"), rect(x + 420, 495, 20, 45, C.accent));
      parts.push(rect(x + 250, 220, 120, 80, C.accentSoft, 'rx="6" stroke="#ffffff" stroke-width="6"'));
      parts.push(
        rect(x + 110, 455, 60, 40, C.accentSoft, 'rx="10"'),
        rect(x + 250, 455, 60, 40, C.primarySoft, 'rx="10"'),
      );
    } else {
      // Clutter: boxes, piles and frames everywhere.
      const clutter = [
        [230, 230, 40, 50],
        [280, 210, 30, 70],
        [320, 240, 60, 40],
        [390, 200, 50, 80],
        [250, 380, 50, 40],
        [420, 470, 60, 50],
        [110, 500, 50, 30],
        [180, 400, 70, 30],
        [300, 395, 40, 30],
      ] as const;
      const colors = ["#a8471f", "#3f4f8a", "#c9a227", "#7a5c9e"];
      for (const [i, [cx, cy, w, h]] of clutter.entries()) {
        parts.push(rect(x + cx, cy, w, h, colors[i % colors.length] ?? C.accent, 'rx="4"'));
      }
    }
    parts.push(
      text(x + 250, 635, after ? "Después" : "Antes", {
        size: 32,
        weight: 700,
        anchor: "middle",
        fill: after ? C.primary : C.muted,
      }),
    );
    return parts.join("");
  };
  const arrow = `<path d="M575 370 h50 m-16 -16 l16 16 l-16 16" fill="none" stroke="${C.accent}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`;
  return figure(title, [room(60, false), arrow, room(640, true)]);
}

/** A week with two viewing slots, and what each viewing takes. */
export function weeklyAgenda(title: string): string {
  const days = ["Lun", "Mar", "Mié", "Jue", "Vie", "Sáb", "Dom"];
  const slots: Record<string, string> = { Jue: "18–20 h", Sáb: "10–13 h" };
  const width = 92;
  const parts = [card(60, 150, 700, 470)];
  days.forEach((day, index) => {
    const x = 90 + index * width;
    parts.push(text(x + width / 2 - 6, 200, day, { size: 26, weight: 700, anchor: "middle", fill: C.muted }));
    parts.push(rect(x, 220, width - 12, 370, C.sand, 'rx="12"'));
    const slot = slots[day];
    if (slot) {
      const y = day === "Jue" ? 420 : 270;
      parts.push(rect(x + 2, y, width - 16, 140, C.primary, 'rx="10"'));
      parts.push(
        text(x + width / 2 - 6, y + 60, "Visitas", {
          size: 19,
          weight: 700,
          anchor: "middle",
          fill: "#ffffff",
        }),
      );
      parts.push(text(x + width / 2 - 6, y + 92, slot, { size: 17, anchor: "middle", fill: "#ffffff" }));
    }
  });
  const steps = [
    "Filtra por teléfono",
    "Confirma la víspera",
    "30–40 min por visita",
    "Pide el DNI",
    "Seguimiento al día siguiente",
  ];
  steps.forEach((step, index) => {
    const y = 205 + index * 86;
    parts.push(check(815, y - 10));
    parts.push(paragraph(848, y, step, 300, { size: 28, weight: 600 }).svg);
  });
  return figure(title, parts);
}
