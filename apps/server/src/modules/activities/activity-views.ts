import type {
  ActivityDetail,
  ActivitySummary,
  ApplicationView,
  BoActivity,
  Language,
  LocalizedText,
} from '@lobby/contracts';
import { applicationLimits, formatMinorUnits } from '@lobby/contracts';
import { expectedCost } from '@lobby/game-math';

import type { ActivityRow, ApplicationRow } from './activities.repository.ts';
import { prizeOf, stateOf, type Prize } from './activity-rules.ts';

const textIn = (text: LocalizedText, lang: Language) => text[lang] || text.en;

export function prizeView(prize: Prize, decimals: number) {
  return {
    amount: formatMinorUnits(prize.amount, decimals),
    bonusMultiplier: prize.bonusMultiplier,
    points: prize.points ?? 0,
  };
}

export function toActivitySummary(row: ActivityRow, lang: Language, now: Date): ActivitySummary {
  return {
    id: row.id,
    kind: row.kind,
    state: stateOf(row, now),
    title: textIn(row.title, lang),
    summary: textIn(row.summary, lang),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
  };
}

/** The detail without the member's part (guests, and the base of the member's detail). */
export function toActivityDetail(
  row: ActivityRow,
  lang: Language,
  now: Date,
  play: ActivityDetail['play'],
): ActivityDetail {
  return { ...toActivitySummary(row, lang, now), body: textIn(row.body, lang), play };
}

/** The expected cost of one spin of a wheel activity, or null for other kinds. */
export function expectedCostOf(row: ActivityRow, decimals: number): string | null {
  if (row.rules.kind !== 'lucky_wheel') return null;
  const slices = row.rules.slices.map((slice) => ({
    prize: prizeOf(slice.prize, decimals).amount,
    weight: slice.weight,
  }));
  return formatMinorUnits(expectedCost(slices), decimals);
}

export function toBoActivity(row: ActivityRow, decimals: number, now: Date): BoActivity {
  return {
    id: row.id,
    kind: row.kind,
    state: stateOf(row, now),
    title: row.title,
    summary: row.summary,
    body: row.body,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    sortOrder: row.sortOrder,
    rules: row.rules,
    expectedCostPerSpin: expectedCostOf(row, decimals),
  };
}

/** The prize an application's activity promises (application kind; else nothing). */
export function applicationPrizeOf(row: ActivityRow, decimals: number): Prize {
  return row.rules.kind === 'application'
    ? prizeOf(row.rules.prize, decimals)
    : { amount: 0n, bonusMultiplier: 0 };
}

export function toApplicationView(
  application: ApplicationRow,
  activity: ActivityRow,
  lang: Language,
  decimals: number,
): ApplicationView {
  return {
    id: application.id,
    activityId: activity.id,
    activityTitle: textIn(activity.title, lang),
    state: application.state,
    comment: application.comment,
    fileIds: application.fileIds,
    prize: prizeView(applicationPrizeOf(activity, decimals), decimals),
    reason: application.reason,
    createdAt: application.createdAt.toISOString(),
    reviewedAt: application.reviewedAt?.toISOString() ?? null,
    claimedAt: application.claimedAt?.toISOString() ?? null,
  };
}

export const applicationLimitsView = applicationLimits;
