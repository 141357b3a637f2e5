import { eq } from 'drizzle-orm';
import type { SportsSettings } from '@lobby/contracts';
import type { Executor } from '../../db/rows.ts';
import { sbBrandSettings, sbMemberSettings } from '../../db/schema/index.ts';

/** The book's settings of a brand (defaults without a row). */
export interface BookSettings {
  /** 3–10 s: live bets are checked again after it (docs/sportsbook.md "Live delay"). */
  liveDelaySeconds: number;
  cashOutMarginBp: number;
  parlayMaxPayout: bigint;
  parlayMaxOdds: number;
  /** An abandoned match not resumed within it is void, bar decided markets: 24–48 h. */
  abandonWindowHours: number;
  /** Corrections are taken this long after a fixture's last result; then rounds close. */
  resettleWindowHours: number;
}

/** The abandonment window within its legal range (24–48 h; 36 by default). */
export const clampAbandonHours = (hours: number) => Math.min(48, Math.max(24, hours));

export interface MemberBetSettings {
  oddsFormat: SportsSettings['oddsFormat'];
  oddsChange: SportsSettings['oddsChange'];
  maxSlippageBp: number;
  quickStakes: bigint[];
}

/** The columns of a brand's settings row that the book reads, as stored. */
type BookSettingsRow = Pick<
  typeof sbBrandSettings.$inferSelect,
  | 'liveDelaySeconds'
  | 'cashOutMarginBp'
  | 'parlayMaxPayout'
  | 'parlayMaxOdds'
  | 'abandonWindowHours'
  | 'resettleWindowHours'
>;

/** A brand's settings from its row, each within its range; defaults without a row. */
export function bookSettingsFrom(row: Partial<BookSettingsRow> | undefined): BookSettings {
  return {
    liveDelaySeconds: Math.min(10, Math.max(3, row?.liveDelaySeconds ?? 5)),
    cashOutMarginBp: row?.cashOutMarginBp ?? 500,
    parlayMaxPayout: row?.parlayMaxPayout ?? 100_000_000n,
    parlayMaxOdds: row?.parlayMaxOdds ?? 1_000_000,
    abandonWindowHours: clampAbandonHours(row?.abandonWindowHours ?? 36),
    resettleWindowHours: Math.max(1, row?.resettleWindowHours ?? 72),
  };
}

export async function bookSettingsOf(db: Executor, merchantId: number): Promise<BookSettings> {
  const [row] = await db
    .select()
    .from(sbBrandSettings)
    .where(eq(sbBrandSettings.merchantId, merchantId));
  return bookSettingsFrom(row);
}

/** Quick stakes until the member picks their own: 10, 50, 100, 500 (in minor units × 100). */
const defaultQuickStakes = [1_000n, 5_000n, 10_000n, 50_000n];

/** A member's bet settings from their row; the defaults without one. */
export function memberSettingsFrom(
  row: Partial<typeof sbMemberSettings.$inferSelect> | undefined,
): MemberBetSettings {
  return {
    oddsFormat: row?.oddsFormat ?? 'decimal',
    oddsChange: row?.oddsChange ?? 'reject',
    maxSlippageBp: row?.maxSlippageBp ?? 0,
    quickStakes: row?.quickStakes ?? defaultQuickStakes,
  };
}

export async function memberSettingsOf(db: Executor, memberId: number): Promise<MemberBetSettings> {
  const [row] = await db
    .select()
    .from(sbMemberSettings)
    .where(eq(sbMemberSettings.memberId, memberId));
  return memberSettingsFrom(row);
}

export async function saveMemberSettings(
  db: Executor,
  merchantId: number,
  memberId: number,
  settings: MemberBetSettings,
): Promise<void> {
  await db
    .insert(sbMemberSettings)
    .values({ merchantId, memberId, ...settings })
    .onConflictDoUpdate({ target: sbMemberSettings.memberId, set: { ...settings } });
}
