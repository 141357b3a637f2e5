import { coin, gold, ink, outline, round, starPath, thinOutline } from './svg-kit.ts';

/** Motifs of buildings, tables and games, on a 240×240 canvas. */

/** A golden temple with a tiered roof. */
export function temple() {
  const roof = (y: number, half: number) =>
    `<path d="M${120 - half} ${y + 18}C${120 - half * 0.6} ${y + 10} ${120 - half * 0.4} ${y} 120 ${y - 14}C${120 + half * 0.4} ${y} ${120 + half * 0.6} ${y + 10} ${120 + half} ${y + 18}Z" fill="url(#lead)" ${outline}/>`;
  return [
    `<path d="M120 22V40" stroke="url(#gold)" stroke-width="6" stroke-linecap="round"/>`,
    roof(54, 44),
    `<rect x="92" y="72" width="56" height="22" fill="url(#gold)" ${outline}/>`,
    roof(98, 66),
    `<rect x="70" y="116" width="100" height="62" fill="url(#gold)" ${outline}/>`,
    `<path d="M104 178V144C104 132 136 132 136 144V178Z" fill="${ink}" fill-opacity=".8"/>`,
    `<path d="M82 130v40M158 130v40" stroke="${gold.dark}" stroke-width="6"/>`,
    `<rect x="50" y="178" width="140" height="18" rx="3" fill="url(#lead)" ${outline}/>`,
  ].join('');
}

/** A paper lantern with a tassel. */
export function lantern(cx = 120, cy = 118, scale = 1) {
  const s = (value: number) => round(value * scale);
  return [
    `<path d="M${cx} ${cy - s(96)}V${cy - s(70)}" stroke="${ink}" stroke-width="4"/>`,
    `<rect x="${cx - s(26)}" y="${cy - s(76)}" width="${s(52)}" height="${s(14)}" rx="3" fill="url(#gold)" ${outline}/>`,
    `<ellipse cx="${cx}" cy="${cy}" rx="${s(64)}" ry="${s(62)}" fill="url(#lead)" ${outline}/>`,
    `<path d="M${cx} ${cy - s(62)}C${cx - s(30)} ${cy - s(40)} ${cx - s(30)} ${cy + s(40)} ${cx} ${cy + s(62)}M${cx} ${cy - s(62)}C${cx + s(30)} ${cy - s(40)} ${cx + s(30)} ${cy + s(40)} ${cx} ${cy + s(62)}M${cx} ${cy - s(62)}V${cy + s(62)}" fill="none" stroke="${ink}" stroke-opacity=".5" stroke-width="3"/>`,
    `<rect x="${cx - s(26)}" y="${cy + s(56)}" width="${s(52)}" height="${s(14)}" rx="3" fill="url(#gold)" ${outline}/>`,
    `<path d="M${cx} ${cy + s(70)}V${cy + s(96)}" stroke="url(#gold)" stroke-width="${s(8)}" stroke-linecap="round"/>`,
  ].join('');
}

/** A string of three lanterns over a market night. */
export function lanterns() {
  return [
    `<path d="M20 40C80 70 160 70 220 40" fill="none" stroke="${ink}" stroke-width="4"/>`,
    lantern(60, 116, 0.55),
    lantern(180, 116, 0.55),
    lantern(120, 138, 0.72),
  ].join('');
}

/** A pyramid under a sun disc, with the eye of the pharaoh. */
export function pyramid() {
  return [
    `<circle cx="120" cy="72" r="40" fill="url(#gold)" ${outline}/>`,
    `<path d="M26 196L120 88L214 196Z" fill="url(#lead)" ${outline}/>`,
    `<path d="M120 88L150 196" stroke="${ink}" stroke-opacity=".4" stroke-width="4"/>`,
    `<path d="M72 160h38M86 140h30M96 120h20M130 176h40" stroke="${ink}" stroke-opacity=".35" stroke-width="3"/>`,
    `<path d="M92 150C104 136 136 136 148 150C136 164 104 164 92 150Z" fill="#fff" ${thinOutline}/><circle cx="120" cy="150" r="8" fill="#1e88e5" ${thinOutline}/>`,
  ].join('');
}

/** A card with a rank and a suit drawn as a shape. */
function card(x: number, y: number, angle: number, rank: string, suit: 'heart' | 'spade') {
  const suitShape =
    suit === 'heart'
      ? `<path d="M40 86C24 72 18 62 26 54C32 48 40 52 40 58C40 52 48 48 54 54C62 62 56 72 40 86Z" fill="#d32f2f"/>`
      : `<path d="M40 50C24 64 18 74 26 82C32 88 38 84 38 80L34 92H46L42 80C42 84 48 88 54 82C62 74 56 64 40 50Z" fill="${ink}"/>`;
  const colour = suit === 'heart' ? '#d32f2f' : ink;
  return `<g transform="translate(${x} ${y}) rotate(${angle})"><rect width="80" height="112" rx="10" fill="#fffdf6" ${outline}/><text x="12" y="30" font-family="Georgia,'Times New Roman',serif" font-size="26" font-weight="700" fill="${colour}">${rank}</text>${suitShape}</g>`;
}

/** Two playing cards fanned out with a chip. */
export function cards() {
  return [
    card(28, 76, -16, 'A', 'spade'),
    card(124, 50, 12, 'K', 'heart'),
    chip(172, 182, 26),
  ].join('');
}

/** A casino chip. */
export function chip(cx: number, cy: number, r: number) {
  const notches = Array.from({ length: 6 }, (_, index) => {
    const angle = (index / 6) * Math.PI * 2;
    return `<rect x="${round(cx - r * 0.14)}" y="${round(cy - r)}" width="${round(r * 0.28)}" height="${round(r * 0.3)}" fill="#fff" transform="rotate(${round((angle * 180) / Math.PI)} ${cx} ${cy})"/>`;
  }).join('');
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#lead)" ${outline}/>${notches}<circle cx="${cx}" cy="${cy}" r="${round(r * 0.56)}" fill="#fff" fill-opacity=".25" stroke="#fff" stroke-width="2" stroke-dasharray="4 3"/>`;
}

/** A roulette wheel seen from above. */
export function wheel() {
  const pockets = Array.from({ length: 18 }, (_, index) => {
    const from = (index / 18) * Math.PI * 2;
    const to = ((index + 1) / 18) * Math.PI * 2;
    const at = (angle: number, r: number) =>
      `${round(120 + Math.cos(angle) * r)} ${round(120 + Math.sin(angle) * r)}`;
    const fill = index === 0 ? '#2e7d32' : index % 2 === 0 ? '#c62828' : '#1b1033';
    return `<path d="M${at(from, 48)}L${at(from, 80)}A80 80 0 0 1 ${at(to, 80)}L${at(to, 48)}A48 48 0 0 0 ${at(from, 48)}Z" fill="${fill}"/>`;
  }).join('');
  return [
    `<circle cx="120" cy="120" r="96" fill="url(#gold)" ${outline}/>`,
    pockets,
    `<circle cx="120" cy="120" r="80" fill="none" ${outline}/>`,
    `<circle cx="120" cy="120" r="48" fill="url(#lead)" ${outline}/>`,
    `<path d="M120 86V154M86 120H154" stroke="url(#gold)" stroke-width="8" stroke-linecap="round"/>`,
    `<circle cx="120" cy="120" r="10" fill="url(#gold)" ${thinOutline}/>`,
    `<circle cx="178" cy="78" r="8" fill="#fff" ${thinOutline}/>`,
  ].join('');
}

/** One die: a rounded cube face with pips. */
export function die(x: number, y: number, size: number, angle: number, pips: number) {
  const at = [
    [0.5, 0.5],
    [0.25, 0.25],
    [0.75, 0.75],
    [0.75, 0.25],
    [0.25, 0.75],
    [0.25, 0.5],
    [0.75, 0.5],
  ];
  const layouts: Record<number, number[]> = {
    1: [0],
    2: [1, 2],
    3: [1, 0, 2],
    4: [1, 2, 3, 4],
    5: [0, 1, 2, 3, 4],
    6: [1, 2, 3, 4, 5, 6],
  };
  const dots = (layouts[pips] ?? [])
    .map((index) => {
      const [px = 0, py = 0] = at[index] ?? [];
      return `<circle cx="${round(px * size)}" cy="${round(py * size)}" r="${round(size * 0.09)}" fill="${pips === 1 ? '#d32f2f' : ink}"/>`;
    })
    .join('');
  return `<g transform="translate(${x} ${y}) rotate(${angle} ${size / 2} ${size / 2})"><rect width="${size}" height="${size}" rx="${round(size * 0.2)}" fill="#fffdf6" ${outline}/>${dots}</g>`;
}

/** Three dice tumbling. */
export function dice() {
  return [die(40, 96, 76, -12, 5), die(124, 110, 76, 14, 3), die(84, 34, 64, 6, 1)].join('');
}

/** A football. */
export function ball() {
  const patch = `<path d="M120 96L143 113L134 140H106L97 113Z" fill="${ink}"/>`;
  return [
    `<ellipse cx="120" cy="200" rx="64" ry="10" fill="${ink}" fill-opacity=".35"/>`,
    `<circle cx="120" cy="120" r="74" fill="#fff" ${outline}/>`,
    patch,
    `<path d="M120 96V62M143 113L176 102M134 140L154 170M106 140L86 170M97 113L64 102" stroke="${ink}" stroke-width="4"/>`,
    `<path d="M104 50L120 62L136 50M186 94L176 102L184 126M160 188L154 170L130 186M80 188L86 170L110 186M54 94L64 102L56 126" fill="none" stroke="${ink}" stroke-width="4"/>`,
    `<path d="M84 74C96 66 110 62 120 62" fill="none" stroke="url(#lead)" stroke-width="0"/>`,
    `<path d="M150 40l14 6M166 30l6 14M180 58l14-2" stroke="url(#gold)" stroke-width="5" stroke-linecap="round"/>`,
  ].join('');
}

/** A game controller with a trophy star. */
export function gamepad() {
  return [
    `<path d="${starPath(120, 52, 26, 11)}" fill="url(#gold)" ${outline}/>`,
    `<path d="M62 104H178C204 104 216 132 214 160C212 186 192 196 178 180L160 160H80L62 180C48 196 28 186 26 160C24 132 36 104 62 104Z" fill="url(#lead)" ${outline}/>`,
    `<path d="M70 124v28M56 138h28" stroke="#fff" stroke-width="9" stroke-linecap="round"/>`,
    `<circle cx="166" cy="126" r="8" fill="#ffd740" ${thinOutline}/><circle cx="184" cy="142" r="8" fill="#ff5252" ${thinOutline}/><circle cx="148" cy="142" r="8" fill="#69f0ae" ${thinOutline}/>`,
  ].join('');
}

/** A rocket climbing a multiplier curve. */
export function rocket() {
  return [
    `<path d="M26 204C90 200 140 170 176 104" fill="none" stroke="url(#gold)" stroke-width="8" stroke-linecap="round" stroke-dasharray="2 14"/>`,
    `<g transform="rotate(40 150 90)"><path d="M150 22C172 44 176 90 168 122H132C124 90 128 44 150 22Z" fill="#fffdf6" ${outline}/><circle cx="150" cy="70" r="12" fill="url(#lead)" ${outline}/><path d="M132 100L112 130L134 122ZM168 100L188 130L166 122Z" fill="url(#lead)" ${outline}/><path d="M138 124C140 146 150 158 150 158C150 158 160 146 162 124Z" fill="url(#gold)" ${outline}/></g>`,
    `<path d="${starPath(52, 58, 10, 3, 4)}" fill="#fff"/><path d="${starPath(84, 32, 7, 2.5, 4)}" fill="#fff"/>`,
  ].join('');
}

/** A mines board: gems found and one mine. */
export function mines() {
  const tiles: string[] = [];
  for (let row = 0; row < 3; row += 1) {
    for (let column = 0; column < 3; column += 1) {
      const x = 40 + column * 56;
      const y = 40 + row * 56;
      tiles.push(
        `<rect x="${x}" y="${y}" width="48" height="48" rx="10" fill="#fff" fill-opacity=".12" ${thinOutline}/>`,
      );
      if ((row + column) % 2 === 0 && !(row === 1 && column === 1)) {
        tiles.push(
          `<path d="M${x + 10} ${y + 18}L${x + 17} ${y + 10}H${x + 31}L${x + 38} ${y + 18}L${x + 24} ${y + 40}Z" fill="#4dd0e1" ${thinOutline}/>`,
        );
      }
    }
  }
  return [
    ...tiles,
    `<circle cx="120" cy="122" r="30" fill="${ink}" stroke="#fff" stroke-width="3"/>`,
    `<path d="M120 82V92M120 152V162M80 122H90M150 122H160M92 94l7 7M141 143l7 7M148 94l-7 7M99 143l-7 7" stroke="#fff" stroke-width="5" stroke-linecap="round"/>`,
    `<circle cx="110" cy="112" r="7" fill="#fff" fill-opacity=".75"/>`,
  ].join('');
}

/** A plinko triangle of pegs with a falling ball and paying slots. */
export function plinko() {
  const pegs: string[] = [];
  for (let row = 0; row < 6; row += 1) {
    for (let index = 0; index <= row + 1; index += 1) {
      const x = 120 - (row + 1) * 14 + index * 28;
      pegs.push(`<circle cx="${x}" cy="${46 + row * 24}" r="5" fill="#fff"/>`);
    }
  }
  const colours = ['#e53935', '#fb8c00', '#fdd835', '#7cb342', '#fdd835', '#fb8c00', '#e53935'];
  const slots = colours
    .map(
      (colour, index) =>
        `<rect x="${round(24 + index * 27.5)}" y="188" width="24" height="18" rx="4" fill="${colour}" ${thinOutline}/>`,
    )
    .join('');
  return [...pegs, slots, `<circle cx="134" cy="96" r="11" fill="url(#gold)" ${outline}/>`].join(
    '',
  );
}

/** Numbered lottery balls. */
export function lotteryBalls(numbers: readonly string[]) {
  const places = [
    [66, 150, 40],
    [174, 150, 40],
    [120, 96, 46],
    [120, 180, 32],
  ];
  const colours = ['#e53935', '#1e88e5', 'url(#lead)', '#43a047'];
  return numbers
    .map((label, index) => {
      const [cx = 0, cy = 0, r = 0] = places[index] ?? [];
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colours[index]}" ${outline}/><circle cx="${cx}" cy="${cy}" r="${round(r * 0.58)}" fill="#fff"/><text x="${cx}" y="${round(cy + r * 0.24)}" text-anchor="middle" font-family="'Arial Black',Arial,sans-serif" font-weight="900" font-size="${round(r * 0.7)}" fill="${ink}">${label}</text><circle cx="${round(cx - r * 0.5)}" cy="${round(cy - r * 0.5)}" r="${round(r * 0.14)}" fill="#fff" fill-opacity=".7"/>`;
    })
    .join('');
}

/** A rising market chart with a coin. */
export function chart() {
  const bars = [60, 90, 76, 120]
    .map(
      (height, index) =>
        `<rect x="${44 + index * 40}" y="${196 - height}" width="28" height="${height}" rx="4" fill="url(#lead)" ${outline}/>`,
    )
    .join('');
  return [
    bars,
    `<path d="M40 150L84 112L124 126L188 56" fill="none" stroke="url(#gold)" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<path d="M170 52L194 50L190 74Z" fill="url(#gold)" ${thinOutline}/>`,
    coin(64, 66, 22),
  ].join('');
}

/** A keno card with marked numbers. */
export function keno() {
  const cells: string[] = [];
  const marked = new Set([1, 7, 9, 12, 18]);
  for (let index = 0; index < 20; index += 1) {
    const x = 40 + (index % 5) * 34;
    const y = 56 + Math.floor(index / 5) * 34;
    cells.push(
      `<rect x="${x}" y="${y}" width="28" height="28" rx="5" fill="#fff" ${thinOutline}/>`,
    );
    if (marked.has(index)) {
      cells.push(`<circle cx="${x + 14}" cy="${y + 14}" r="11" fill="url(#lead)" ${thinOutline}/>`);
    }
  }
  return [
    `<rect x="28" y="44" width="184" height="152" rx="14" fill="url(#gold)" ${outline}/>`,
    ...cells,
  ].join('');
}

/** A stopwatch with a lottery ball: quick draws. */
export function stopwatch() {
  return [
    `<rect x="106" y="28" width="28" height="18" rx="4" fill="url(#gold)" ${outline}/>`,
    `<circle cx="120" cy="124" r="78" fill="url(#gold)" ${outline}/>`,
    `<circle cx="120" cy="124" r="62" fill="#fffdf6" ${outline}/>`,
    `<path d="M120 124L120 76" stroke="${ink}" stroke-width="6" stroke-linecap="round"/><path d="M120 124L150 140" stroke="#d32f2f" stroke-width="6" stroke-linecap="round"/>`,
    `<path d="M120 124L120 62A62 62 0 0 1 178 104Z" fill="url(#lead)" fill-opacity=".5"/>`,
    `<circle cx="120" cy="124" r="7" fill="${ink}"/>`,
    `<text x="120" y="172" text-anchor="middle" font-family="'Arial Black',Arial,sans-serif" font-weight="900" font-size="22" fill="${ink}">1:00</text>`,
    `<path d="M48 58l14 12M192 58l-14 12" stroke="${gold.dark}" stroke-width="8" stroke-linecap="round"/>`,
  ].join('');
}
