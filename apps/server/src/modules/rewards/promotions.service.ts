import type { BonusView, Language, Promotion, PromotionEntry } from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Merchant } from '../../platform/merchant-context.ts';
import type { WalletService } from '../wallet/index.ts';
import type { BonusLifecycle } from './bonus-lifecycle.ts';
import { promotionsRepository as promotions, type PromotionRow } from './promotions.repository.ts';
import type { DepositHistory } from './reward-ports.ts';
import { toBonusView, toEntry, toPromotion } from './reward-views.ts';

/** The member a call is for. */
export interface RewardCaller {
  merchant: Merchant;
  memberId: number;
  lang: Language;
}

/** Whether members may apply now: open, and inside its dates. */
function isOpenAt(promotion: PromotionRow, now: Date): boolean {
  if (promotion.state !== 'open') return false;
  if (promotion.startsAt && promotion.startsAt > now) return false;
  if (promotion.endsAt && promotion.endsAt <= now) return false;
  return true;
}

/**
 * Promotions for members: the list and detail, apply (opt in before depositing: the entry
 * waits as `joined` for the qualifying deposit), and claim (one locked transaction; the
 * bonus's unique entry id makes a second claim impossible even past the lock).
 */
export function createPromotionsService(deps: {
  db: Db;
  wallet: Pick<WalletService, 'transact' | 'lockMember'>;
  lifecycle: BonusLifecycle;
  deposits: DepositHistory;
  now?: () => Date;
}) {
  const { db, wallet } = deps;
  const now = deps.now ?? (() => new Date());

  async function visible(merchant: Merchant, id: number): Promise<PromotionRow> {
    const row = await promotions.find(db, merchant.id, id);
    if (!row || row.state === 'closed') throw new AppError('promotion_not_found');
    return row;
  }

  return {
    async list(merchant: Merchant, lang: Language): Promise<{ content: Promotion[] }> {
      const rows = await promotions.listVisible(db, merchant.id);
      return { content: rows.map((row) => toPromotion(row, lang)) };
    },

    async get(merchant: Merchant, id: number, lang: Language): Promise<Promotion> {
      return toPromotion(await visible(merchant, id), lang);
    },

    async apply(caller: RewardCaller, id: number): Promise<PromotionEntry> {
      const { merchant, memberId } = caller;
      const promotion = await visible(merchant, id);
      if (!isOpenAt(promotion, now())) throw new AppError('promotion_not_open');
      const entry = await wallet.transact(async ({ tx }) => {
        await wallet.lockMember(tx, memberId);
        const claimed = await promotions.claimedCount(tx, promotion.id, memberId);
        if (claimed >= promotion.rules.maxClaims) throw new AppError('promotion_limit_reached');
        if (
          promotion.rules.depositOrdinal === 'first' &&
          (await deps.deposits.completedBefore(tx, merchant.id, memberId, null)) > 0
        ) {
          throw new AppError('promotion_not_eligible');
        }
        const row = await promotions.insertEntry(tx, {
          merchantId: merchant.id,
          promotionId: promotion.id,
          memberId,
          state: 'joined',
          joinedAt: now(),
        });
        if (!row) throw new AppError('promotion_already_joined');
        return row;
      });
      return toEntry(entry, promotion, caller.lang, merchant.currencyDecimals);
    },

    async claim(caller: RewardCaller, entryId: number): Promise<BonusView> {
      const { merchant, memberId } = caller;
      const { bonus, promotion } = await wallet.transact(async (money) => {
        await wallet.lockMember(money.tx, memberId);
        const entry = await promotions.findOwnEntryForUpdate(
          money.tx,
          merchant.id,
          memberId,
          entryId,
        );
        if (!entry) throw new AppError('reward_entry_not_found');
        if (entry.state !== 'claimable' || entry.bonusAmount <= 0n) {
          throw new AppError(
            entry.state === 'expired' ? 'reward_claim_expired' : 'reward_not_claimable',
          );
        }
        if (entry.claimBy && entry.claimBy <= now()) throw new AppError('reward_claim_expired');
        const found = await promotions.find(money.tx, merchant.id, entry.promotionId);
        if (!found) throw new AppError('reward_entry_not_found');
        const at = now();
        await promotions.updateEntry(money.tx, entry.id, { state: 'claimed', claimedAt: at });
        const started = await deps.lifecycle.start(
          money,
          {
            merchantId: merchant.id,
            memberId,
            promotionId: found.id,
            entryId: entry.id,
            amount: entry.bonusAmount,
            depositAmount: entry.depositAmount,
            wageringBase: found.rules.wageringBase,
            multiplier: found.rules.multiplier,
            validDays: found.rules.bonusValidDays,
            grantedBy: null,
            reason: null,
          },
          at,
        );
        return { bonus: started, promotion: found };
      });
      return toBonusView(bonus, promotion, caller.lang, merchant.currencyDecimals);
    },
  };
}
export type PromotionsService = ReturnType<typeof createPromotionsService>;
