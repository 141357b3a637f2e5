import { formatMinorUnits, type OpenTurnover } from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import type { ActivityFeed } from '../../platform/activity-feed.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Merchant } from '../../platform/merchant-context.ts';
import type { MoneyTransaction } from '../wallet/index.ts';
import { bonusBalanceOf, type BonusLifecycle } from './bonus-lifecycle.ts';
import { bonusesRepository as bonuses, type BonusRow } from './bonuses.repository.ts';
import { readRewardSettings } from './reward-settings.ts';

const remainingOf = (bonus: BonusRow) =>
  bonus.wageringRequired > bonus.wageringDone ? bonus.wageringRequired - bonus.wageringDone : 0n;

/** A withdrawal as the gate needs it. */
export interface GatedWithdrawal {
  merchant: Merchant;
  memberId: number;
  withdrawalId: number;
  amount: bigint;
}

/**
 * The withdrawal gate (docs/rewards.md "The withdrawal rule"), the payments module's
 * `WithdrawalTurnoverGate`: whether an active bonus with wagering still open stops a
 * withdrawal, by the brand's rule — `block` refuses it; `forfeit` ends the bonus (its money
 * back to the house) and lets the cash go; `fee` does the same and charges a percentage of the
 * amount withdrawn. The member's pending events are counted first.
 */
export function createWithdrawalGate(deps: {
  db: Db;
  activity: Pick<ActivityFeed<MoneyTransaction>, 'drainMember'>;
  lifecycle: BonusLifecycle;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  return {
    async openTurnover(merchant: Merchant, memberId: number): Promise<OpenTurnover | null> {
      await deps.activity.drainMember(memberId);
      const [active] = (await bonuses.activeOf(deps.db, [memberId])).filter(
        (row) => row.merchantId === merchant.id && remainingOf(row) > 0n,
      );
      if (!active) return null;
      const settings = await readRewardSettings(deps.db, merchant.id);
      const money = (minor: bigint) => formatMinorUnits(minor, merchant.currencyDecimals);
      return {
        rule: settings.withdrawalRule,
        bonusId: active.id,
        wageringRemaining: money(remainingOf(active)),
        bonusBalance: money(await bonusBalanceOf(deps.db, merchant.id, memberId)),
        feePercent: settings.withdrawalRule === 'fee' ? settings.withdrawalFeePercent : 0,
      };
    },

    /** In the withdrawal's transaction, under the member lock: refuses, or forfeits (and charges). */
    async settle(money: MoneyTransaction, withdrawal: GatedWithdrawal): Promise<void> {
      const { merchant, memberId } = withdrawal;
      const active = await bonuses.findActiveForUpdate(money.tx, memberId);
      if (!active || active.merchantId !== merchant.id || remainingOf(active) === 0n) return;
      const settings = await readRewardSettings(money.tx, merchant.id);
      const rule = settings.withdrawalRule;
      if (rule === 'block') {
        throw new AppError('withdrawal_turnover_open', {
          details: {
            remaining: formatMinorUnits(remainingOf(active), merchant.currencyDecimals),
            bonusId: active.id,
          },
        });
      }
      await deps.lifecycle.end(
        money,
        active,
        'forfeited',
        `withdrawal:${withdrawal.withdrawalId}`,
        now(),
      );
      if (rule === 'forfeit') return;
      const fee = (withdrawal.amount * BigInt(settings.withdrawalFeePercent)) / 100n;
      if (fee <= 0n) return;
      await money.post({
        merchantId: merchant.id,
        idempotencyKey: `withdrawal:${withdrawal.withdrawalId}:bonus-fee`,
        kind: 'bonus_fee',
        memberId,
        reference: `withdrawal:${withdrawal.withdrawalId}`,
        memo: { bonus: String(active.id) },
        legs: [
          { account: { memberId, kind: 'main' }, amount: -fee },
          { account: { house: 'promotions' }, amount: fee },
        ],
      });
    },
  };
}
export type WithdrawalGate = ReturnType<typeof createWithdrawalGate>;
