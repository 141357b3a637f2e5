import { createFastRandom } from '../rng/fast-random.ts';
import { type RandomSource, uniformFloat, uniformInt } from '../rng/random-source.ts';
import { firstHalfGoalShare } from './football-pricing.ts';

/**
 * The simulated live football match of the demo brand (labelled as simulated to players).
 * From a seed and the fixture's expected goals λ (home) and μ (away) it plays a whole match
 * minute by minute, deterministically (xoshiro128** seeded with `seed`):
 *
 * 1. Added time: first half 1–4 minutes, second half 3–7 (uniform), drawn first.
 * 2. Each played minute of half H (45 + added minutes) scores Poisson(rate) goals a side, with
 *    rate = λ · s_H / (45 + added_H), s_1 = the first-half goal share (0.4373), s_2 = 1 − s_1;
 *    so a match's expected goals are exactly λ and μ, split between the halves as in the data.
 * 3. Yellow cards: 1.9 a side per match, red cards 0.1, spread evenly (they change no rate).
 *
 * Events carry the clock as shown ("45+2") and `elapsed`, the minutes played so far.
 */

/** What can happen in a simulated match. */
export type LiveEventKind =
  'kick-off' | 'goal' | 'yellow-card' | 'red-card' | 'half-time' | 'second-half' | 'full-time';

/** One event of the timeline. */
export interface LiveEvent {
  kind: LiveEventKind;
  team?: 'home' | 'away';
  period: 1 | 2;
  /** The clock minute shown (1–45, 46–90) and the added-time minute (0 if none): 45+2. */
  minute: number;
  added: number;
  /** Minutes played when it happened (0 at kick-off, the match length at full time). */
  elapsed: number;
  /** The score after the event. */
  score: { home: number; away: number };
}

/** A whole simulated match. */
export interface LiveTimeline {
  seed: number;
  expectedGoals: { home: number; away: number };
  addedTime: { firstHalf: number; secondHalf: number };
  /** Minutes played in all: 90 + both added times. */
  length: number;
  events: LiveEvent[];
}

const yellowCardsPerSide = 1.9;
const redCardsPerSide = 0.1;

/** A Poisson(rate) draw by inversion of the distribution function. */
function drawPoisson(random: RandomSource, rate: number): number {
  const u = uniformFloat(random);
  let k = 0;
  let p = Math.exp(-rate);
  let cumulative = p;
  while (u > cumulative && k < 50) {
    k += 1;
    p *= rate / k;
    cumulative += p;
  }
  return k;
}

/** Plays a whole simulated match from a seed and the expected goals. */
export function createLiveMatch(input: {
  seed: number;
  expectedGoals: { home: number; away: number };
}): LiveTimeline {
  const { home: lambda, away: mu } = input.expectedGoals;
  if (!(lambda >= 0 && mu >= 0 && lambda < 20 && mu < 20))
    throw new RangeError('bad expected goals');
  const random = createFastRandom(input.seed);
  const addedTime = { firstHalf: 1 + uniformInt(random, 4), secondHalf: 3 + uniformInt(random, 5) };
  const score = { home: 0, away: 0 };
  const events: LiveEvent[] = [];
  const push = (
    kind: LiveEventKind,
    period: 1 | 2,
    minute: number,
    added: number,
    elapsed: number,
    team?: 'home' | 'away',
  ) =>
    events.push({
      kind,
      period,
      minute,
      added,
      elapsed,
      score: { ...score },
      ...(team ? { team } : {}),
    });
  push('kick-off', 1, 0, 0, 0);
  let elapsed = 0;
  for (const period of [1, 2] as const) {
    const added = period === 1 ? addedTime.firstHalf : addedTime.secondHalf;
    const minutes = 45 + added;
    const share = period === 1 ? firstHalfGoalShare : 1 - firstHalfGoalShare;
    const rates = { home: (lambda * share) / minutes, away: (mu * share) / minutes };
    const cardRate = {
      yellow: yellowCardsPerSide / 2 / minutes,
      red: redCardsPerSide / 2 / minutes,
    };
    if (period === 2) push('second-half', 2, 45, 0, elapsed);
    for (let j = 1; j <= minutes; j += 1) {
      elapsed += 1;
      const minute = (period - 1) * 45 + Math.min(j, 45);
      const extra = Math.max(0, j - 45);
      for (const team of ['home', 'away'] as const) {
        for (let goals = drawPoisson(random, rates[team]); goals > 0; goals -= 1) {
          score[team] += 1;
          push('goal', period, minute, extra, elapsed, team);
        }
        if (uniformFloat(random) < cardRate.yellow)
          push('yellow-card', period, minute, extra, elapsed, team);
        if (uniformFloat(random) < cardRate.red)
          push('red-card', period, minute, extra, elapsed, team);
      }
    }
    push(period === 1 ? 'half-time' : 'full-time', period, period * 45, added, elapsed);
  }
  return {
    seed: input.seed,
    expectedGoals: { home: lambda, away: mu },
    addedTime,
    length: elapsed,
    events,
  };
}

/** Where a match stands after `elapsed` minutes played. */
export interface LiveState {
  score: { home: number; away: number };
  period: 1 | 2 | 'half-time' | 'full-time';
  /** The last event so far (its clock is the match clock). */
  lastEvent: LiveEvent;
  /** Share of the match's expected goals still to come (1 at kick-off, 0 at full time). */
  remainingShare: number;
  /** Share of the first half's expected goals still to come (0 after half time). */
  remainingFirstHalfShare: number;
}

/** The state of a timeline after `elapsed` minutes played (clamped to the match). */
export function liveStateAt(timeline: LiveTimeline, elapsed: number): LiveState {
  const played = Math.max(0, Math.min(timeline.length, elapsed));
  const firstHalfLength = 45 + timeline.addedTime.firstHalf;
  // at the half-time whistle the second half has not kicked off yet
  const past = timeline.events.filter(
    (event) =>
      event.elapsed <= played && !(played === firstHalfLength && event.kind === 'second-half'),
  );
  const lastEvent = past.at(-1)!;
  const secondHalfLength = 45 + timeline.addedTime.secondHalf;
  const leftInFirst = Math.max(0, firstHalfLength - played) / firstHalfLength;
  const leftInSecond = Math.min(1, Math.max(0, timeline.length - played) / secondHalfLength);
  const period: LiveState['period'] =
    played >= timeline.length
      ? 'full-time'
      : played < firstHalfLength
        ? 1
        : played === firstHalfLength
          ? 'half-time'
          : 2;
  return {
    score: { ...lastEvent.score },
    period,
    lastEvent,
    remainingShare: firstHalfGoalShare * leftInFirst + (1 - firstHalfGoalShare) * leftInSecond,
    remainingFirstHalfShare: leftInFirst,
  };
}

/** The clock text of an event: "67", "45+2", "90+4". */
export function clockLabel(event: Pick<LiveEvent, 'minute' | 'added'>): string {
  return event.added > 0 ? `${event.minute}+${event.added}` : `${event.minute}`;
}
