import type { BoResultInput, SportsLegOutcome } from '@lobby/contracts';
import { gradeSelection, type Score, type SelectionPick } from '@lobby/game-math';
import { AppError } from '../../platform/app-error.ts';

/** A market as grading sees it. */
export interface GradedMarket {
  id: number;
  kind: string;
  period: 'match' | 'first_half';
  lineQuarters: number | null;
  selections: { id: number; code: string }[];
}

/** What a selection backs, from its market and code; undefined for hand-graded markets. */
export function pickOf(market: GradedMarket, code: string): SelectionPick | undefined {
  const line = market.lineQuarters ?? 0;
  switch (market.kind) {
    case 'match_1x2':
      return code === 'home' || code === 'draw' || code === 'away'
        ? { kind: 'match_1x2', side: code }
        : undefined;
    case 'handicap':
    case 'map_handicap':
      // the line is the home side's; the away side gets its mirror
      if (code === 'home') return { kind: 'handicap', side: 'home', quarters: line };
      if (code === 'away') return { kind: 'handicap', side: 'away', quarters: -line };
      return undefined;
    case 'over_under':
      return code === 'over' || code === 'under'
        ? { kind: 'over_under', side: code, quarters: line }
        : undefined;
    case 'odd_even':
      return code === 'odd' || code === 'even' ? { kind: 'odd_even', side: code } : undefined;
    case 'correct_score': {
      const match = /^(\d+)-(\d+)$/.exec(code);
      return match
        ? { kind: 'correct_score', home: Number(match[1]), away: Number(match[2]) }
        : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * The outcome of every selection of a market from the result. Football counts 90 minutes
 * plus stoppage (the score entered); first-half markets the half; e-sports match winner
 * includes overtime (the final score) and a draw is void; map handicap counts maps (the
 * score entered is in maps). Outrights and other hand-graded markets need `winners`.
 */
export function gradeMarket(
  market: GradedMarket,
  result: BoResultInput,
): Map<number, SportsLegOutcome> {
  const outcomes = new Map<number, SportsLegOutcome>();
  let score: Score = { home: result.home, away: result.away };
  if (market.period === 'first_half') {
    if (result.halfHome === undefined || result.halfAway === undefined) {
      throw new AppError('sb_result_invalid', { details: { reason: 'half_time_missing' } });
    }
    score = { home: result.halfHome, away: result.halfAway };
  }
  const winner = result.winners?.[String(market.id)];
  for (const selection of market.selections) {
    if (market.kind === 'match_winner') {
      const side = score.home === score.away ? 'void' : score.home > score.away ? 'home' : 'away';
      outcomes.set(
        selection.id,
        side === 'void' ? 'void' : side === selection.code ? 'win' : 'lose',
      );
      continue;
    }
    const pick = pickOf(market, selection.code);
    if (pick && winner === undefined) {
      outcomes.set(selection.id, gradeSelection(pick, score));
    } else if (winner !== undefined) {
      outcomes.set(selection.id, selection.code === winner ? 'win' : 'lose');
    } else {
      // correct-score "other" and outrights without a named winner: the operator names one
      throw new AppError('sb_result_invalid', { details: { marketId: market.id } });
    }
  }
  return outcomes;
}

/** A live handicap leg: graded on the goals after the bet. */
export function gradeLiveLeg(
  market: GradedMarket,
  code: string,
  result: BoResultInput,
  atBet: Score,
): SportsLegOutcome | undefined {
  const pick = pickOf(market, code);
  if (!pick || pick.kind !== 'handicap') return undefined;
  return gradeSelection(pick, { home: result.home, away: result.away }, atBet);
}
