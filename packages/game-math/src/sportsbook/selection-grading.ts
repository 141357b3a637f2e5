/**
 * Grading one selection against a result. Lines are in quarter goals (−0.75 → −3) so no line
 * is a float. A quarter line splits the stake over the two nearest half/whole lines; each half
 * wins (> 0), loses (< 0) or is void (= 0), and the halves combine into one outcome.
 */
export type LegOutcome = 'win' | 'lose' | 'void' | 'half_win' | 'half_lose';

/** The score a market is settled on (90 minutes plus stoppage, the half for first-half markets). */
export interface Score {
  home: number;
  away: number;
}

export type MarketKind = 'match_1x2' | 'handicap' | 'over_under' | 'odd_even' | 'correct_score';

/** What a selection backs. */
export type SelectionPick =
  | { kind: 'match_1x2'; side: 'home' | 'draw' | 'away' }
  | { kind: 'handicap'; side: 'home' | 'away'; quarters: number }
  | { kind: 'over_under'; side: 'over' | 'under'; quarters: number }
  | { kind: 'odd_even'; side: 'odd' | 'even' }
  | { kind: 'correct_score'; home: number; away: number };

function sign(n: number): -1 | 0 | 1 {
  return n > 0 ? 1 : n < 0 ? -1 : 0;
}

/**
 * The outcome of a line bet whose edge, in quarter goals, is `edgeQuarters` (goal difference
 * × 4 plus the line): a quarter line (odd edge) is the two halves at edge ± 1.
 */
export function gradeLine(edgeQuarters: number): LegOutcome {
  if (edgeQuarters % 2 === 0) {
    const s = sign(edgeQuarters);
    return s > 0 ? 'win' : s < 0 ? 'lose' : 'void';
  }
  const halves = [sign(edgeQuarters - 1), sign(edgeQuarters + 1)];
  const total = halves[0]! + halves[1]!;
  if (total === 2) return 'win';
  if (total === -2) return 'lose';
  return total > 0 ? 'half_win' : 'half_lose';
}

/** Parses a handicap or total line ("-0.75", "2.5") into quarter goals; undefined if not one. */
export function lineQuarters(line: string): number | undefined {
  if (!/^[+-]?\d{1,3}(\.(0|00|25|5|50|75))?$/.test(line)) return undefined;
  return Math.round(Number(line) * 4);
}

/** The line in quarter goals as text ("-3" → "-0.75"). */
export function quartersText(quarters: number): string {
  const value = quarters / 4;
  return quarters > 0 ? `+${value}` : String(value);
}

/**
 * Grades a selection. `atBet` is the score when a live handicap bet was placed: a live
 * handicap counts only goals after the bet; every other market counts all goals.
 */
export function gradeSelection(pick: SelectionPick, score: Score, atBet?: Score): LegOutcome {
  switch (pick.kind) {
    case 'match_1x2': {
      const result = sign(score.home - score.away);
      const picked = pick.side === 'home' ? 1 : pick.side === 'away' ? -1 : 0;
      return result === picked ? 'win' : 'lose';
    }
    case 'handicap': {
      const home = score.home - (atBet?.home ?? 0);
      const away = score.away - (atBet?.away ?? 0);
      const margin = pick.side === 'home' ? home - away : away - home;
      return gradeLine(margin * 4 + pick.quarters);
    }
    case 'over_under': {
      const totalQuarters = (score.home + score.away) * 4;
      const edge =
        pick.side === 'over' ? totalQuarters - pick.quarters : pick.quarters - totalQuarters;
      return gradeLine(edge);
    }
    case 'odd_even': {
      const odd = (score.home + score.away) % 2 === 1;
      return odd === (pick.side === 'odd') ? 'win' : 'lose';
    }
    case 'correct_score':
      return score.home === pick.home && score.away === pick.away ? 'win' : 'lose';
    default:
      return pick satisfies never;
  }
}
