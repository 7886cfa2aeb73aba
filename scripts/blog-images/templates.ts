import {
  C,
  card,
  check,
  circle,
  FIGURE_HEIGHT,
  FIGURE_WIDTH,
  figure,
  paragraph,
  rect,
  text,
  wrap,
} from "./draw";

const TOP = 150;
const MARGIN = 60;

/** Numbered (or ticked) cards, three to a row. */
export function cardGrid(title: string, items: string[], marker: "number" | "check" = "number"): string {
  const columns = 3;
  const rows = Math.ceil(items.length / columns);
  const gap = 28;
  const width = (FIGURE_WIDTH - 2 * MARGIN - (columns - 1) * gap) / columns;
  const height = (FIGURE_HEIGHT - TOP - MARGIN - (rows - 1) * gap) / rows;
  const body = items.map((item, index) => {
    const row = Math.floor(index / columns);
    const inRow = Math.min(columns, items.length - row * columns);
    // A short last row is centred.
    const offset = ((columns - inRow) * (width + gap)) / 2;
    const x = MARGIN + offset + (index % columns) * (width + gap);
    const y = TOP + row * (height + gap);
    const badge =
      marker === "number"
        ? `${circle(x + 52, y + 56, 30, C.primary)}${text(x + 52, y + 67, String(index + 1), { size: 30, weight: 700, fill: "#ffffff", anchor: "middle" })}`
        : check(x + 48, y + 54);
    const label = paragraph(x + 30, y + (marker === "number" ? 130 : 118), item, width - 60, {
      size: 28,
      weight: 600,
      lineHeight: 35,
    });
    return `${card(x, y, width, height)}${badge}${label.svg}`;
  });
  return figure(title, body);
}

export type Column = { heading: string; lines: string[]; tone?: "primary" | "accent" | "olive" };

const toneColor = { primary: C.primary, accent: C.accent, olive: C.olive } as const;

/** Side-by-side columns with a coloured heading band and ticked lines. */
export function columns(title: string, cols: Column[], { arrows = false } = {}): string {
  const gap = arrows ? 56 : 28;
  const width = (FIGURE_WIDTH - 2 * MARGIN - (cols.length - 1) * gap) / cols.length;
  const height = FIGURE_HEIGHT - TOP - MARGIN;
  const body = cols.map((col, index) => {
    const x = MARGIN + index * (width + gap);
    const color = toneColor[col.tone ?? "primary"];
    const heading = wrap(col.heading, width - 48, 30);
    const bandHeight = 40 + heading.length * 38;
    const parts = [
      card(x, TOP, width, height),
      rect(x, TOP, width, bandHeight, color, 'rx="22"'),
      rect(x, TOP + bandHeight - 22, width, 22, color),
      ...heading.map((line, i) =>
        text(x + 24, TOP + 50 + i * 38, line, { size: 30, weight: 700, fill: "#ffffff" }),
      ),
    ];
    let y = TOP + bandHeight + 50;
    for (const line of col.lines) {
      parts.push(check(x + 40, y - 9, color));
      const para = paragraph(x + 72, y, line, width - 96, { size: 27, lineHeight: 34 });
      parts.push(para.svg);
      y += para.height + 26;
    }
    if (arrows && index < cols.length - 1) {
      const ax = x + width + 12;
      const ay = TOP + height / 2;
      parts.push(
        `<path d="M${ax} ${ay} h24 m-12 -12 l12 12 l-12 12" fill="none" stroke="${C.accent}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`,
      );
    }
    return parts.join("");
  });
  return figure(title, body);
}

export type Bar = { label: string; value: number; valueLabel: string };

/** Vertical bars with their value on top and a label under each; optional note at the bottom. */
export function barChart(title: string, bars: Bar[], note?: string): string {
  const chartTop = TOP + 50;
  const baseline = FIGURE_HEIGHT - (note ? 150 : 110);
  const max = Math.max(...bars.map((bar) => bar.value));
  const slot = (FIGURE_WIDTH - 2 * MARGIN) / bars.length;
  const barWidth = Math.min(150, slot * 0.6);
  const body = [rect(MARGIN, baseline, FIGURE_WIDTH - 2 * MARGIN, 3, C.border)];
  bars.forEach((bar, index) => {
    const h = ((baseline - chartTop) * bar.value) / max;
    const cx = MARGIN + slot * index + slot / 2;
    const color = index === 0 ? C.primary : index === bars.length - 1 ? C.accent : "#3b7d74";
    body.push(rect(cx - barWidth / 2, baseline - h, barWidth, h, color, 'rx="10"'));
    body.push(text(cx, baseline - h - 16, bar.valueLabel, { size: 30, weight: 700, anchor: "middle" }));
    for (const [i, line] of wrap(bar.label, slot - 12, 24).entries()) {
      body.push(text(cx, baseline + 36 + i * 28, line, { size: 24, fill: C.muted, anchor: "middle" }));
    }
  });
  if (note) body.push(text(MARGIN, FIGURE_HEIGHT - 40, note, { size: 24, fill: C.muted }));
  return figure(title, body);
}

export type StackedRow = { label: string; segments: number[]; totalLabel: string };

/** Horizontal stacked bars sharing one scale, with a legend under them. */
export function stackedBars(title: string, legend: string[], rows: StackedRow[]): string {
  const palette = [C.primary, C.accent, "#3b7d74", C.olive, C.indigo];
  const labelWidth = 210;
  const chartLeft = MARGIN + labelWidth;
  const chartWidth = FIGURE_WIDTH - chartLeft - MARGIN - 170;
  const max = Math.max(...rows.map((row) => row.segments.reduce((a, b) => a + b, 0)));
  const body: string[] = [];
  rows.forEach((row, index) => {
    const y = TOP + 40 + index * 140;
    body.push(text(MARGIN, y + 50, row.label, { size: 30, weight: 700 }));
    let x = chartLeft;
    row.segments.forEach((value, i) => {
      const w = (chartWidth * value) / max;
      body.push(rect(x, y, Math.max(w, 4), 80, palette[i % palette.length] ?? C.primary));
      x += w;
    });
    body.push(text(x + 16, y + 52, row.totalLabel, { size: 30, weight: 700 }));
  });
  const legendTop = TOP + 40 + rows.length * 140 + 20;
  let lx = MARGIN;
  legend.forEach((name, i) => {
    body.push(rect(lx, legendTop, 26, 26, palette[i % palette.length] ?? C.primary, 'rx="5"'));
    body.push(text(lx + 36, legendTop + 22, name, { size: 26, fill: C.muted }));
    lx += 60 + name.length * 14;
  });
  return figure(title, body);
}
