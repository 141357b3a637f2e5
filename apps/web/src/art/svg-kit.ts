/** Small helpers shared by every drawing: one outline, one gold, one way to write a gradient. */

/** The outline every shape of the art set wears: a dark ink line, round joins. */
export const ink = '#1b1033';
export const outline = `stroke="${ink}" stroke-width="4" stroke-linejoin="round" stroke-linecap="round"`;
export const thinOutline = `stroke="${ink}" stroke-width="2.5" stroke-linejoin="round" stroke-linecap="round"`;

/** The gold of the set (coins, frames, crowns). */
export const gold = { light: '#ffe38a', mid: '#f5b301', dark: '#b8730a' };

/** A theme: the two colours of a picture's background and its lead colour. */
export interface Theme {
  /** Centre of the background glow. */
  glow: string;
  /** Edge of the background. */
  deep: string;
  /** The lead colour of the motif. */
  lead: string;
  /** A lighter shade of the lead colour (highlights). */
  light: string;
}

/** A linear gradient from top-left to bottom-right. */
export const linear = (id: string, from: string, to: string) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;

/** A radial gradient lit from just above the centre. */
export const radial = (id: string, inner: string, outer: string) =>
  `<radialGradient id="${id}" cx=".5" cy=".42" r=".75"><stop offset="0" stop-color="${inner}"/><stop offset="1" stop-color="${outer}"/></radialGradient>`;

/** The gradients every picture may use: `url(#lead)`, `url(#gold)`. */
export const sharedGradients = (theme: Theme) =>
  linear('lead', theme.light, theme.lead) + linear('gold', gold.light, gold.dark);

/** Rays from a centre, faint: the light behind a motif. */
export function rays(cx: number, cy: number, radius: number, count = 16) {
  const parts: string[] = [];
  for (let index = 0; index < count; index += 2) {
    const from = (index / count) * Math.PI * 2;
    const to = ((index + 1) / count) * Math.PI * 2;
    const point = (angle: number) =>
      `${round(cx + Math.cos(angle) * radius)} ${round(cy + Math.sin(angle) * radius)}`;
    parts.push(`M${cx} ${cy}L${point(from)}L${point(to)}Z`);
  }
  return `<path d="${parts.join('')}" fill="#fff" fill-opacity=".06"/>`;
}

/** A number with at most one decimal, as SVG text. */
export const round = (value: number) => Math.round(value * 10) / 10;

/** A regular star of `points` points. */
export function starPath(cx: number, cy: number, outer: number, inner: number, points = 5) {
  const steps = points * 2;
  let path = '';
  for (let index = 0; index < steps; index += 1) {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (index / steps) * Math.PI * 2;
    path += `${index === 0 ? 'M' : 'L'}${round(cx + Math.cos(angle) * radius)} ${round(cy + Math.sin(angle) * radius)}`;
  }
  return `${path}Z`;
}

/** A gold coin with a square hole (the old Asian cash coin). */
export const coin = (cx: number, cy: number, r: number) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#gold)" ${outline}/><circle cx="${cx}" cy="${cy}" r="${round(r * 0.72)}" fill="none" stroke="${gold.dark}" stroke-width="2"/><rect x="${round(cx - r * 0.22)}" y="${round(cy - r * 0.22)}" width="${round(r * 0.44)}" height="${round(r * 0.44)}" fill="${ink}" fill-opacity=".75"/>`;

/** Wraps drawn content in an SVG document of the given size. */
export const svgDocument = (width: number, height: number, defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><defs>${defs}</defs>${body}</svg>\n`;
