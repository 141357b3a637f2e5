import { dragon, fish, koi, lotus, planet, rooster } from './motifs-nature.ts';
import { ball, cards, chip, dice, gamepad, lotteryBalls, wheel } from './motifs-objects.ts';
import { chart, stopwatch } from './motifs-objects.ts';
import { themes, type ThemeName } from './palette.ts';
import { gold, ink, linear, round, sharedGradients, svgDocument } from './svg-kit.ts';

/** A vendor's mark: an emblem and the vendor's name set as a wordmark. */
export interface VendorMark {
  /** The brand name (a logo is not translated): first word large, the rest small. */
  name: string;
  emblem: () => string;
  theme: ThemeName;
}

const mark = (name: string, emblem: () => string, theme: ThemeName): VendorMark => ({
  name,
  emblem,
  theme,
});

/** Every demo vendor's mark, by its file name (`<vendor>-<game type>`, as the seed names it). */
export const vendorMarks: Record<string, VendorMark> = {
  'lobby-rng': mark('Lobby Originals', lotus, 'rose'),
  'spn-rng': mark('Spinwell Studios', () => chip(120, 120, 90), 'ocean'),
  'rvg-rng': mark('Riverglow Gaming', dragon, 'jade'),
  'nbx-rng': mark('Nebula Reels', planet, 'cosmos'),
  'lobbylive-live': mark('Lobby Live', wheel, 'rose'),
  'slv-live': mark('Silverline Live', cards, 'ocean'),
  'crw-live': mark('Crown Table Live', cards, 'crimson'),
  'lobbysb-sports': mark('Lobby Sports', ball, 'rose'),
  'kck-sports': mark('Kickoff Sports', ball, 'pitch'),
  'pts-sports': mark('Pitchside Sports', ball, 'ocean'),
  'lobbyes-esports': mark('Lobby E-Sports', gamepad, 'rose'),
  'av-esports': mark('Arena Vortex', gamepad, 'neon'),
  'imes-esports': mark('Icemark E-Sports', gamepad, 'lagoon'),
  'fsh-fish': mark('Deep Reef Fishing', fish, 'lagoon'),
  'ocn-fish': mark('Coral Catch', koi, 'rose'),
  'pkr-pvp': mark('River Card Club', () => chip(120, 120, 90), 'felt'),
  'lobby-arcade': mark('Lobby Arcade', dice, 'violet'),
  'lott-lott': mark('Lobby Lottery', () => lotteryBalls(['7', '3', '1']), 'amber'),
  'tcg_lotto_vn-lott': mark('Vietnam Lottery', chart, 'crimson'),
  'elott-elott': mark('Lobby e-Lottery', stopwatch, 'violet'),
  'ds88-cockfight': mark('Rooster Derby', rooster, 'ember'),
  'lobbycf-cockfight': mark('Lobby Sabong', rooster, 'crimson'),
};

/** Estimated width of upper-case text in the wordmark face, in em. */
const capitalWidth = 0.72;

/** The plate's size: the 18:11 of the lobby's vendor tiles, so a tile crops nothing. */
const plate = { width: 240, height: 146 };

/** One line of the wordmark, centred and shrunk to fit `room` pixels. */
function wordLine(text: string, y: number, preferredSize: number, room: number, fill: string) {
  const size = Math.min(preferredSize, room / (text.length * capitalWidth));
  return `<text x="120" y="${y}" text-anchor="middle" font-family="'Arial Black','Segoe UI Black','Helvetica Neue',Arial,sans-serif" font-weight="900" font-size="${round(size)}" fill="${fill}" stroke="${ink}" stroke-width="${round(size / 7)}" paint-order="stroke" letter-spacing="${round(size * 0.04)}">${text.toUpperCase()}</text>`;
}

/**
 * A vendor's wordmark plate: the emblem in a gold ring above the name (stacked, so a square
 * crop such as the side menu's icon still shows the emblem).
 */
export function drawVendorMark({ name, emblem, theme }: VendorMark): string {
  const colours = themes[theme];
  const [first = name, ...rest] = name.split(' ');
  const { width, height } = plate;
  const defs =
    linear('plate', colours.glow, colours.deep) +
    sharedGradients(colours) +
    `<clipPath id="ring"><circle cx="120" cy="48" r="32"/></clipPath>`;
  const body = [
    `<rect width="${width}" height="${height}" rx="18" fill="url(#plate)"/>`,
    `<path d="M0 120C60 104 160 142 240 116V128C240 138 232 146 222 146H18C8 146 0 138 0 128Z" fill="#fff" fill-opacity=".06"/>`,
    `<circle cx="120" cy="48" r="34" fill="${colours.deep}" stroke="url(#gold)" stroke-width="4"/>`,
    `<g clip-path="url(#ring)"><g transform="translate(120 48) scale(.27) translate(-120 -120)">${emblem()}</g></g>`,
    wordLine(first, rest.length > 0 ? 110 : 118, 28, 212, '#fff'),
    rest.length > 0 ? wordLine(rest.join(' '), 132, 15, 212, gold.light) : '',
  ].join('');
  return svgDocument(width, height, defs, body);
}
