import {
  dragon,
  lotus,
  tiger,
  mango,
  elephant,
  koi,
  phoenix,
  gem,
  coins,
} from './motifs-nature.ts';
import { island, starFruit, panda, buffalo, moonRabbit, planet, fish } from './motifs-nature.ts';
import { shark, wave, rooster } from './motifs-nature.ts';
import { temple, lantern, lanterns, pyramid, cards, wheel, dice, ball } from './motifs-objects.ts';
import { gamepad, rocket, mines, plinko, lotteryBalls, chart, keno } from './motifs-objects.ts';
import { stopwatch } from './motifs-objects.ts';
import { themes, type ThemeName } from './palette.ts';
import { radial, rays, sharedGradients, svgDocument } from './svg-kit.ts';

/** What a game's picture shows: a motif on a theme. */
export interface TileArt {
  motif: () => string;
  theme: ThemeName;
}

const art = (motif: () => string, theme: ThemeName): TileArt => ({ motif, theme });

/**
 * The picture of every demo game, by its file name (`<vendor>-<game code>`, as the seed's
 * `gameIconUrl` names it). Games of one theme share a motif in another colour.
 */
export const gameTiles: Record<string, TileArt> = {
  'lobby-lotus-fortune': art(lotus, 'rose'),
  'lobby-jade-dragon': art(dragon, 'jade'),
  'spn-golden-temple': art(temple, 'crimson'),
  'spn-tiger-treasure': art(tiger, 'ember'),
  'spn-mango-bonanza': art(mango, 'amber'),
  'spn-elephant-king': art(elephant, 'violet'),
  'spn-lucky-koi': art(koi, 'ocean'),
  'spn-night-market': art(lanterns, 'night'),
  'spn-phoenix-rising': art(phoenix, 'ember'),
  'spn-ruby-reels': art(gem, 'crimson'),
  'spn-monsoon-gold': art(coins, 'lagoon'),
  'spn-island-spins': art(island, 'lagoon'),
  'spn-lantern-nights': art(lantern, 'night'),
  'spn-star-fruit': art(starFruit, 'forest'),
  'spn-old-pharaoh': art(pyramid, 'sand'),
  'rvg-river-dragon': art(dragon, 'ocean'),
  'rvg-bamboo-panda': art(panda, 'forest'),
  'rvg-gem-cascade': art(gem, 'violet'),
  'rvg-wild-buffalo': art(buffalo, 'sand'),
  'nbx-cosmic-cash': art(planet, 'cosmos'),
  'nbx-galaxy-gems': art(gem, 'cosmos'),
  'nbx-moon-rabbit': art(moonRabbit, 'night'),
  'lobbylive-baccarat': art(cards, 'rose'),
  'lobbylive-roulette': art(wheel, 'felt'),
  'slv-speed-baccarat': art(cards, 'felt'),
  'slv-dragon-tiger': art(tiger, 'crimson'),
  'slv-sic-bo': art(dice, 'crimson'),
  'crw-blackjack': art(cards, 'violet'),
  'crw-grand-roulette': art(wheel, 'crimson'),
  'lobbysb-sportsbook': art(ball, 'rose'),
  'kck-sportsbook': art(ball, 'pitch'),
  'pts-sportsbook': art(ball, 'ocean'),
  'lobbyes-esports': art(gamepad, 'rose'),
  'av-esports': art(gamepad, 'neon'),
  'imes-esports': art(gamepad, 'ocean'),
  'fsh-reef-hunter': art(fish, 'lagoon'),
  'fsh-golden-shark': art(shark, 'amber'),
  'fsh-dragon-tide': art(wave, 'ocean'),
  'ocn-coral-catch': art(fish, 'rose'),
  'ocn-lantern-fish': art(fish, 'night'),
  'pkr-holdem': art(cards, 'felt'),
  'pkr-omaha': art(cards, 'ocean'),
  'pkr-short-deck': art(cards, 'crimson'),
  'lobby-crash': art(rocket, 'cosmos'),
  'lobby-dice': art(dice, 'violet'),
  'lobby-mines': art(mines, 'jade'),
  'lobby-plinko': art(plinko, 'rose'),
  'lott-daily-4d': art(() => lotteryBalls(['4', 'D', '8', '1']), 'amber'),
  'lott-lucky-3d': art(() => lotteryBalls(['3', '7', '9']), 'rose'),
  'lott-stock-lotto': art(chart, 'pitch'),
  'tcg_lotto_vn-vn-north': art(() => lotteryBalls(['6', '8', '2', '5']), 'crimson'),
  'tcg_lotto_vn-vn-south': art(() => lotteryBalls(['1', '9', '5', '3']), 'lagoon'),
  'lott-vn-north': art(() => lotteryBalls(['7', '8', '2', '5']), 'crimson'),
  'lott-vn-south': art(() => lotteryBalls(['1', '9', '5', '3']), 'lagoon'),
  'lott-vn-central': art(() => lotteryBalls(['4', '0', '6', '2']), 'amber'),
  'lott-thai': art(() => lotteryBalls(['3', '0', '9']), 'rose'),
  'elott-5d': art(() => lotteryBalls(['5', '2', '7', '0']), 'violet'),
  'elott-pk10': art(stopwatch, 'ember'),
  'elott-k3': art(dice, 'violet'),
  'elott-11x5': art(() => lotteryBalls(['1', '1', '0', '5']), 'ember'),
  'elott-keno': art(keno, 'cosmos'),
  'ds88-derby-arena': art(rooster, 'ember'),
  'lobbycf-sabong': art(rooster, 'crimson'),
};

/** The picture a game tile shows: the motif on its theme's glow, lit by faint rays. */
export function drawGameTile({ motif, theme }: TileArt): string {
  const colours = themes[theme];
  const defs = radial('back', colours.glow, colours.deep) + sharedGradients(colours);
  const body = [
    `<rect width="240" height="240" fill="url(#back)"/>`,
    rays(120, 110, 200),
    `<circle cx="120" cy="116" r="92" fill="${colours.light}" fill-opacity=".08"/>`,
    motif(),
  ].join('');
  return svgDocument(240, 240, defs, body);
}
