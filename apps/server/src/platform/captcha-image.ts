import { randomInt } from 'node:crypto';
import svgCaptcha from 'svg-captcha';

/**
 * The captcha picture (issue 12, F2). svg-captcha draws each character as a path of its own
 * whose list of commands is the same for every drawing of that character, so a short script
 * read it by counting commands. Here the glyph outlines are redrawn as polygons with a random
 * number of points per curve, bent by a random wave, started at a random corner, mixed with
 * crossing bands and specks, shuffled, and merged into ONE path: reading it takes rendering
 * and real character recognition. Dark on light (contrast above 7:1) so people still can.
 */
type Point = [number, number];

const width = 150;
const height = 50;
const ink = '#22223b';
const paper = '#f4f4f6';

// the package's default export also renders a given text, but its typings only declare `create`
const renderGlyphs = svgCaptcha as unknown as (
  text: string,
  options: Parameters<typeof svgCaptcha.create>[0],
) => string;

/** A uniform number in [min, max) from a cryptographic source. */
function uniform(min: number, max: number): number {
  return min + (randomInt(1_000_000) / 1_000_000) * (max - min);
}

/** The outlines of the characters: every subpath of svg-captcha's filled paths, as points. */
function glyphOutlines(answer: string): Point[][] {
  const svg = renderGlyphs(answer, { width, height, noise: 0, color: false, fontSize: 52 });
  const outlines: Point[][] = [];
  for (const [, data = ''] of svg.matchAll(/<path fill="[^"]*" d="([^"]+)"/g)) {
    let current: Point[] = [];
    let at: Point = [0, 0];
    for (const [, command = '', args = ''] of data.matchAll(/([MLQCZ])([^MLQCZ]*)/g)) {
      const n = args
        .trim()
        .split(/[\s,]+/)
        .filter(Boolean)
        .map(Number);
      if (command === 'M') {
        if (current.length > 2) outlines.push(current);
        at = [n[0]!, n[1]!];
        current = [at];
      } else if (command === 'L') {
        at = [n[0]!, n[1]!];
        current.push(at);
      } else if (command === 'Q' || command === 'C') {
        // a random number of points per curve: the count no longer tells the character
        const controls: Point[] = [];
        for (let index = 0; index + 1 < n.length; index += 2)
          controls.push([n[index]!, n[index + 1]!]);
        const steps = randomInt(1, 4);
        for (let step = 1; step <= steps; step += 1)
          current.push(bezierAt([at, ...controls], step / steps));
        at = controls[controls.length - 1] ?? at;
      } else if (command === 'Z') {
        if (current.length > 2) outlines.push(current);
        current = [];
      }
    }
    if (current.length > 2) outlines.push(current);
  }
  return outlines;
}

/** A point of a Bézier curve (de Casteljau). */
function bezierAt(points: Point[], t: number): Point {
  let level = points;
  while (level.length > 1) {
    level = level.slice(1).map((point, index) => {
      const previous = level[index]!;
      return [
        previous[0] + (point[0] - previous[0]) * t,
        previous[1] + (point[1] - previous[1]) * t,
      ];
    });
  }
  return level[0]!;
}

/** A random smooth bend of the whole picture. */
function randomWave(): (point: Point) => Point {
  const [ax, ay] = [uniform(1.5, 3), uniform(2, 4)];
  const [fx, fy] = [uniform(0.08, 0.16), uniform(0.04, 0.09)];
  const [px, py] = [uniform(0, Math.PI * 2), uniform(0, Math.PI * 2)];
  const shear = uniform(-0.15, 0.15);
  return ([x, y]) => [
    x + ax * Math.sin(y * fx + px) + shear * (y - height / 2),
    y + ay * Math.sin(x * fy + py),
  ];
}

/** A thin wavy band across the picture, as a closed outline (same ink, same path). */
function crossingBand(): Point[] {
  const [y0, y1] = [uniform(10, 40), uniform(10, 40)];
  const [amplitude, phase, thickness] = [uniform(2, 6), uniform(0, Math.PI * 2), uniform(1.2, 2)];
  const top: Point[] = [];
  for (let x = 0; x <= width; x += uniform(6, 12)) {
    top.push([x, y0 + ((y1 - y0) * x) / width + amplitude * Math.sin(x / 14 + phase)]);
  }
  const bottom = top.map(([x, y]): Point => [x, y + thickness]).reverse();
  return [...top, ...bottom];
}

/** A small irregular speck. */
function speck(): Point[] {
  const [cx, cy, r] = [uniform(0, width), uniform(0, height), uniform(0.8, 2.2)];
  const corners = randomInt(3, 7);
  return Array.from({ length: corners }, (_, index): Point => {
    const angle = (index / corners) * Math.PI * 2;
    const reach = r * uniform(0.6, 1.3);
    return [cx + reach * Math.cos(angle), cy + reach * Math.sin(angle)];
  });
}

function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

/** A polygon as subpath data, started at a random corner. */
function subpath(points: Point[]): string {
  const start = randomInt(points.length);
  const turned = [...points.slice(start), ...points.slice(0, start)];
  const [first, ...rest] = turned.map(([x, y]) => `${x.toFixed(1)} ${y.toFixed(1)}`);
  return `M${first}${rest.map((point) => `L${point}`).join('')}Z`;
}

/** The picture of `answer`: an SVG data URL whose characters only a reader of images can tell. */
export function captchaImage(answer: string): string {
  const bend = randomWave();
  const shapes = [
    ...glyphOutlines(answer),
    ...Array.from({ length: randomInt(1, 3) }, crossingBand),
    ...Array.from({ length: randomInt(8, 16) }, speck),
  ].map((points) => points.map(bend));
  const data = shuffled(shapes).map(subpath).join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="${paper}"/>` +
    `<path fill="${ink}" fill-rule="nonzero" d="${data}"/></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
