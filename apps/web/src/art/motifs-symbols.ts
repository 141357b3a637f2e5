import { ink, outline, starPath, thinOutline } from './svg-kit.ts';

/** Motifs only the slot reels use, on a 240×240 canvas. */

/** A glowing pearl in a gold setting (Jade Dragon's scatter). */
export function pearl() {
  return [
    `<path d="M56 176L84 150H156L184 176L164 200H76Z" fill="url(#gold)" ${outline}/>`,
    `<circle cx="120" cy="108" r="66" fill="#f4fffa" ${outline}/>`,
    `<circle cx="120" cy="108" r="50" fill="url(#lead)" fill-opacity=".35"/>`,
    `<ellipse cx="96" cy="84" rx="18" ry="12" transform="rotate(-30 96 84)" fill="#fff"/>`,
    `<path d="${starPath(176, 52, 14, 4, 4)}" fill="#fff"/>`,
  ].join('');
}

/** A turtle seen from above, its shell in jade plates. */
export function turtle() {
  return [
    `<path d="M120 30C134 30 140 44 136 54H104C100 44 106 30 120 30Z" fill="url(#lead)" ${outline}/>`,
    `<path d="M64 78L40 62L50 96ZM176 78L200 62L190 96ZM64 162L40 182L74 178ZM176 162L200 182L166 178ZM112 196L120 214L128 196Z" fill="url(#lead)" ${outline}/>`,
    `<ellipse cx="120" cy="124" rx="68" ry="76" fill="url(#gold)" ${outline}/>`,
    `<path d="M120 80L146 96V128L120 144L94 128V96Z" fill="url(#lead)" ${thinOutline}/>`,
    `<path d="M120 80V52M146 96L180 84M146 128L182 150M120 144V198M94 128L58 150M94 96L60 84" stroke="${ink}" stroke-width="3"/>`,
    `<circle cx="112" cy="40" r="3" fill="${ink}"/><circle cx="128" cy="40" r="3" fill="${ink}"/>`,
  ].join('');
}

/** A folding fan opened wide. */
export function fan() {
  const ribs = Array.from({ length: 9 }, (_, index) => {
    const angle = -80 + index * 20;
    return `<path d="M120 190L120 54" transform="rotate(${angle} 120 190)" stroke="${ink}" stroke-opacity=".55" stroke-width="3"/>`;
  }).join('');
  return [
    `<path d="M120 190L${120 - 134 * Math.sin((80 * Math.PI) / 180)} ${190 - 134 * Math.cos((80 * Math.PI) / 180)}A134 134 0 0 1 ${120 + 134 * Math.sin((80 * Math.PI) / 180)} ${190 - 134 * Math.cos((80 * Math.PI) / 180)}Z" fill="url(#lead)" ${outline}/>`,
    `<path d="M50 130A86 86 0 0 1 190 130" fill="none" stroke="url(#gold)" stroke-width="10"/>`,
    ribs,
    `<circle cx="120" cy="190" r="12" fill="url(#gold)" ${outline}/>`,
    `<path d="M120 202C116 214 110 220 104 224" fill="none" stroke="#e53935" stroke-width="5" stroke-linecap="round"/>`,
  ].join('');
}

/** A card rank drawn as a carved letter. */
export function rankLetter(rank: string) {
  const size = rank.length > 1 ? 118 : 150;
  return [
    `<text x="120" y="${rank.length > 1 ? 162 : 174}" text-anchor="middle" font-family="Georgia,'Times New Roman',serif" font-weight="700" font-size="${size}" fill="url(#lead)" stroke="${ink}" stroke-width="7" paint-order="stroke" letter-spacing="${rank.length > 1 ? -8 : 0}">${rank}</text>`,
    `<path d="M64 196H176" stroke="url(#gold)" stroke-width="8" stroke-linecap="round"/>`,
  ].join('');
}
