import { sql, type SQL } from 'drizzle-orm';
import { statBuckets } from '../stats/stat-buckets.ts';
import type { SettlementPeriod } from './settlement-periods.ts';

const figureColumns = ['bet_amount', 'valid_bet', 'payout', 'deposit_amount'] as const;
const columns = sql.raw(figureColumns.join(', '));

/** Each member's signed rows for the period: the hour's row, or the day/week/month buckets. */
function memberRows(merchantId: number, period: SettlementPeriod): SQL {
  if (period.grain === 'hour') {
    return sql`select member_id, ${columns} from member_stats_hourly
      where merchant_id = ${merchantId} and hour = ${period.start.toISOString()}::timestamptz`;
  }
  const parts = statBuckets(period.localFrom, period.localTo).map((bucket) => {
    if (bucket.kind !== 'days') {
      return sql`select member_id, ${columns} from member_stats_period
        where merchant_id = ${merchantId} and span = ${bucket.kind} and starts = ${bucket.starts}::date`;
    }
    const sign = bucket.sign === 1 ? '' : '-';
    const signed = sql.raw(figureColumns.map((name) => `${sign}${name} as ${name}`).join(', '));
    return sql`select member_id, ${signed} from member_stats_daily
      where merchant_id = ${merchantId} and day >= ${bucket.from}::date and day <= ${bucket.to}::date`;
  });
  return sql.join(parts, sql` union all `);
}

/**
 * One row per holder: its team's bet, valid bet and payout over the period, and how many of
 * its team reach the active rule (deposit ≥ D and valid bet ≥ B). The team is the holder's
 * whole subtree in `agent_tree`, itself included (depth 0: an account that never plays has no
 * statistics rows). Reads the statistics buckets only, never the bets table.
 */
export function teamSumsSql(
  merchantId: number,
  holderIds: readonly number[],
  period: SettlementPeriod,
  active: { minDeposit: bigint; minValidBet: bigint },
): SQL {
  return sql`
    with members_sum as (
      select member_id, sum(bet_amount) as bet_amount, sum(valid_bet) as valid_bet,
             sum(payout) as payout, sum(deposit_amount) as deposit_amount
      from (${memberRows(merchantId, period)}) s
      group by member_id
    )
    select t.ancestor_id as holder_id,
           coalesce(sum(m.valid_bet), 0) as valid_bet,
           coalesce(sum(m.bet_amount), 0) as bet,
           coalesce(sum(m.payout), 0) as payout,
           count(*) filter (where m.deposit_amount >= ${active.minDeposit.toString()}::bigint
             and m.valid_bet >= ${active.minValidBet.toString()}::bigint) as active
    from agent_tree t
    join members_sum m on m.member_id = t.descendant_id
    where t.ancestor_id = any(${`{${holderIds.join(',')}}`}::bigint[])
      and t.merchant_id = ${merchantId}
    group by t.ancestor_id`;
}
