import { drawTypeDigits, padDigits, todNormal, type LotteryLine } from '@lobby/game-math';
import { AppError } from '../../platform/app-error.ts';
import type { DrawGame } from './draw-games.repository.ts';

const sortedDigits = (text: string) => text.split('').sort().join('');

/**
 * What the brand's number rules say of a line: `closed` (refused), `half` (pays half the
 * odds) or nothing. A rule names a number by its digits (`"85"`, `"123"`), so 2-digit and
 * 3-digit bets on "the same" integer are told apart; a 3-digit rule also covers โต๊ด on any
 * order of its digits.
 */
export function lineRule(
  rules: DrawGame['numberRules'],
  line: LotteryLine,
): 'closed' | 'half' | undefined {
  const digits = drawTypeDigits(line.type);
  let found: 'closed' | 'half' | undefined;
  for (const n of line.numbers) {
    const text = padDigits(n, digits);
    const matches =
      line.type === 'tod3'
        ? Object.entries(rules).filter(
            ([key]) => key.length === 3 && sortedDigits(key) === padDigits(todNormal(n), 3),
          )
        : Object.entries(rules).filter(([key]) => key === text);
    for (const [, rule] of matches) {
      if (rule === 'closed') return 'closed';
      found = rule;
    }
  }
  return found;
}

/** Applies the number rules to a bet's lines: a closed number refuses it; half-pay lines flagged. */
export function halfPayOf(game: DrawGame, lines: LotteryLine[]): boolean[] {
  return lines.map((line) => {
    const rule = lineRule(game.numberRules, line);
    if (rule === 'closed') throw new AppError('lottery_number_closed');
    return rule === 'half';
  });
}
