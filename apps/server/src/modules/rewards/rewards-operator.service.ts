import { and, eq } from 'drizzle-orm';
import {
  promotionInputSchema,
  trialType,
  type BoPromotion,
  type BonusView,
  type GrantBonusRequest,
  type PromotionInput,
  type RewardSettings,
} from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit-trail.ts';
import type { Merchant } from '../../platform/merchant-context.ts';
import { parseMoneyInput } from '../../platform/money-input.ts';
import type { WalletService } from '../wallet/index.ts';
import { ruleProblems } from './bonus-award.ts';
import type { BonusLifecycle } from './bonus-lifecycle.ts';
import { bonusesRepository as bonuses } from './bonuses.repository.ts';
import {
  promotionValuesOf,
  promotionsRepository as promotions,
  type PromotionRow,
} from './promotions.repository.ts';
import { readRewardSettings, writeRewardSettings } from './reward-settings.ts';
import { toBonusView } from './reward-views.ts';

/** The staff member acting, for the audit trail. */
export interface StaffActor {
  staffId: number;
  ip: string;
}

function toBoPromotion(row: PromotionRow): BoPromotion {
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    title: row.title,
    summary: row.summary,
    body: row.body,
    imageUrl: row.imageUrl,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    sortOrder: row.sortOrder,
    rules: row.rules,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Amount texts of the rules must parse in the brand's currency; else a field error. */
function checkedValues(merchant: Merchant, input: PromotionInput) {
  const parsed = promotionInputSchema.parse(input);
  if (ruleProblems(parsed.rules, merchant.currencyDecimals).length > 0)
    throw new AppError('amount_invalid');
  if (parsed.startsAt && parsed.endsAt && parsed.startsAt >= parsed.endsAt) {
    throw new AppError('validation_failed');
  }
  return promotionValuesOf(parsed);
}

/**
 * The operator API of rewards (/bo/rewards…): promotions, the brand's bonus rules, and a
 * member's bonuses (grant, cancel, list). Every change writes the audit trail in its own
 * transaction.
 */
export function createRewardsOperator(deps: {
  db: Db;
  wallet: Pick<WalletService, 'transact' | 'lockMember'>;
  lifecycle: BonusLifecycle;
  now?: () => Date;
}) {
  const { db, wallet } = deps;
  const now = deps.now ?? (() => new Date());

  async function memberOf(merchant: Merchant, memberId: number) {
    const [row] = await db
      .select({ id: members.id, type: members.type })
      .from(members)
      .where(and(eq(members.id, memberId), eq(members.merchantId, merchant.id)));
    if (!row) throw new AppError('member_not_found');
    return row;
  }

  return {
    async listPromotions(merchant: Merchant) {
      return { content: (await promotions.listAll(db, merchant.id)).map(toBoPromotion) };
    },

    async createPromotion(merchant: Merchant, actor: StaffActor, input: PromotionInput) {
      const values = checkedValues(merchant, input);
      const row = await db.transaction(async (tx) => {
        const created = await promotions.insert(tx, merchant.id, values);
        await recordAudit(tx, {
          merchantId: merchant.id,
          actorKind: 'staff',
          actorId: actor.staffId,
          action: 'promotion.create',
          subjectKind: 'promotion',
          subjectId: created.id,
          after: toBoPromotion(created),
          ip: actor.ip,
        });
        return created;
      });
      return toBoPromotion(row);
    },

    async updatePromotion(
      merchant: Merchant,
      actor: StaffActor,
      id: number,
      input: PromotionInput,
    ) {
      const values = checkedValues(merchant, input);
      const row = await db.transaction(async (tx) => {
        const before = await promotions.find(tx, merchant.id, id);
        if (!before) throw new AppError('promotion_not_found');
        const updated = await promotions.update(tx, merchant.id, id, values);
        await recordAudit(tx, {
          merchantId: merchant.id,
          actorKind: 'staff',
          actorId: actor.staffId,
          action: 'promotion.update',
          subjectKind: 'promotion',
          subjectId: id,
          before: toBoPromotion(before),
          after: toBoPromotion(updated!),
          ip: actor.ip,
        });
        return updated!;
      });
      return toBoPromotion(row);
    },

    settings(merchant: Merchant): Promise<RewardSettings> {
      return readRewardSettings(db, merchant.id);
    },

    async updateSettings(merchant: Merchant, actor: StaffActor, settings: RewardSettings) {
      await db.transaction(async (tx) => {
        const before = await readRewardSettings(tx, merchant.id);
        await writeRewardSettings(tx, merchant.id, settings);
        await recordAudit(tx, {
          merchantId: merchant.id,
          actorKind: 'staff',
          actorId: actor.staffId,
          action: 'rewards.settings',
          subjectKind: 'merchant',
          subjectId: merchant.id,
          before,
          after: settings,
          ip: actor.ip,
        });
      });
      return readRewardSettings(db, merchant.id);
    },

    async grant(
      merchant: Merchant,
      actor: StaffActor,
      input: GrantBonusRequest,
    ): Promise<BonusView> {
      const amount = parseMoneyInput(input.amount, merchant.currencyDecimals);
      const member = await memberOf(merchant, input.memberId);
      if (member.type === trialType) throw new AppError('member_not_found');
      const row = await wallet.transact(async (money) => {
        const started = await deps.lifecycle.start(
          money,
          {
            merchantId: merchant.id,
            memberId: member.id,
            promotionId: null,
            entryId: null,
            amount,
            depositAmount: 0n,
            wageringBase: input.wageringBase ?? 'bonus',
            multiplier: input.multiplier,
            validDays: input.validDays ?? 30,
            grantedBy: actor.staffId,
            reason: input.reason,
          },
          now(),
        );
        await recordAudit(money.tx, {
          merchantId: merchant.id,
          actorKind: 'staff',
          actorId: actor.staffId,
          action: 'bonus.grant',
          subjectKind: 'bonus',
          subjectId: started.id,
          reason: input.reason,
          after: {
            memberId: member.id,
            amount,
            multiplier: input.multiplier,
            status: started.status,
          },
          ip: actor.ip,
        });
        return started;
      });
      return toBonusView(row, undefined, 'en', merchant.currencyDecimals);
    },

    async cancel(
      merchant: Merchant,
      actor: StaffActor,
      bonusId: number,
      reason: string,
    ): Promise<BonusView> {
      const row = await wallet.transact(async (money) => {
        const bonus = await bonuses.findOwn(money.tx, merchant.id, bonusId);
        if (!bonus) throw new AppError('bonus_not_found');
        const ended = await deps.lifecycle.end(
          money,
          bonus,
          'cancelled',
          `operator: ${reason}`,
          now(),
        );
        if (!ended) throw new AppError('bonus_not_cancellable');
        await recordAudit(money.tx, {
          merchantId: merchant.id,
          actorKind: 'staff',
          actorId: actor.staffId,
          action: 'bonus.cancel',
          subjectKind: 'bonus',
          subjectId: bonusId,
          reason,
          before: { status: bonus.status },
          after: { status: ended.status },
          ip: actor.ip,
        });
        return ended;
      });
      return toBonusView(row, undefined, 'en', merchant.currencyDecimals);
    },

    async memberBonuses(merchant: Merchant, memberId: number) {
      await memberOf(merchant, memberId);
      const rows = await bonuses.listOwn(db, merchant.id, memberId, 200);
      const titles = new Map(
        (
          await promotions.byIds(
            db,
            rows.flatMap((row) => (row.promotionId ? [row.promotionId] : [])),
          )
        ).map((row) => [row.id, row]),
      );
      return {
        content: rows.map((row) =>
          toBonusView(row, titles.get(row.promotionId ?? -1), 'en', merchant.currencyDecimals),
        ),
      };
    },
  };
}
export type RewardsOperator = ReturnType<typeof createRewardsOperator>;
