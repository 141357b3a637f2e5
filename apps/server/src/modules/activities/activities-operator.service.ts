import { randomBytes } from 'node:crypto';
import type {
  ActivityInput,
  ApplicationState,
  BoApplication,
  CouponBatchRequest,
} from '@lobby/contracts';
import { couponBatchRequestSchema } from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import type { Executor } from '../../db/rows.ts';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit-trail.ts';
import type { Merchant } from '../../platform/merchant-context.ts';
import { readBrandFile } from '../../platform/uploads.service.ts';
import type { FileStorage } from '../../platform/file-storage.ts';
import {
  activitiesRepository as repository,
  type ActivityRow,
  type ApplicationRow,
  type CouponRow,
} from './activities.repository.ts';
import { checkedActivityInput, rainAmounts } from './activity-rules.ts';
import { toApplicationView, toBoActivity } from './activity-views.ts';
import type { Raffles } from './raffle.service.ts';

/** The staff member acting, for the audit trail. */
export interface StaffActor {
  staffId: number;
  ip: string;
}

const toCoupon = (row: CouponRow) => ({
  id: row.id,
  code: row.code,
  maxUses: row.maxUses,
  usedCount: row.usedCount,
  expiresAt: row.expiresAt.toISOString(),
});

/** A random code of 10 letters and digits without look-alikes (0/O, 1/I). */
function randomCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return [...randomBytes(10)].map((byte) => alphabet[byte % alphabet.length]).join('');
}

/**
 * The operator API of activities (/bo/activities…): activities of every kind with the wheel's
 * expected cost, coupon batches, and the review of applications. Every change is audited in
 * its own transaction.
 */
export function createActivitiesOperator(deps: {
  db: Db;
  storage: FileStorage;
  raffles: Raffles;
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  function audit(
    tx: Executor,
    merchant: Merchant,
    actor: StaffActor,
    action: string,
    subject: { kind: string; id: number },
    change: { before?: Record<string, unknown>; after?: Record<string, unknown>; reason?: string },
  ) {
    return recordAudit(tx, {
      merchantId: merchant.id,
      actorKind: 'staff',
      actorId: actor.staffId,
      action,
      subjectKind: subject.kind,
      subjectId: subject.id,
      ip: actor.ip,
      ...change,
    });
  }

  /** A rain's whole budget in minor units; null for other kinds. */
  const budgetOf = (rules: ActivityRow['rules'], decimals: number) =>
    rules.kind === 'red_envelope_rain' ? rainAmounts(rules, decimals).budget : null;

  const boView = (merchant: Merchant, row: ActivityRow) =>
    toBoActivity(row, merchant.currencyDecimals, now());

  function boApplication(
    merchant: Merchant,
    row: { application: ApplicationRow; activity: ActivityRow; username: string },
  ): BoApplication {
    return {
      ...toApplicationView(row.application, row.activity, 'en', merchant.currencyDecimals),
      memberId: row.application.memberId,
      username: row.username,
    };
  }

  /** Moves an application under review to `issued` or `rejected`, audited. */
  async function review(
    merchant: Merchant,
    actor: StaffActor,
    id: number,
    to: Extract<ApplicationState, 'issued' | 'rejected'>,
    reason: string | null,
  ) {
    return db.transaction(async (tx) => {
      const before = await repository.applicationForUpdate(tx, merchant.id, id);
      if (!before) throw new AppError('application_not_found');
      if (before.state !== 'applying') throw new AppError('application_not_reviewable');
      const after = await repository.setApplication(tx, id, {
        state: to,
        reason,
        reviewedBy: actor.staffId,
        reviewedAt: now(),
      });
      await audit(
        tx,
        merchant,
        actor,
        to === 'issued' ? 'activity.application.approve' : 'activity.application.reject',
        { kind: 'activity_application', id },
        {
          before: { state: before.state },
          after: { state: after.state },
          reason: reason ?? undefined,
        },
      );
      const [row] = (await repository.applicationsForReview(tx, merchant.id)).filter(
        (item) => item.application.id === id,
      );
      return boApplication(merchant, row!);
    });
  }

  return {
    async list(merchant: Merchant) {
      const rows = await repository.listAll(db, merchant.id);
      return { content: rows.map((row) => boView(merchant, row)) };
    },

    async create(merchant: Merchant, actor: StaffActor, input: ActivityInput) {
      const value = checkedActivityInput(input, merchant.currencyDecimals);
      return db.transaction(async (tx) => {
        const row = await repository.insert(tx, {
          merchantId: merchant.id,
          kind: value.rules.kind,
          ...value,
          budgetLeft: budgetOf(value.rules, merchant.currencyDecimals),
        });
        await audit(
          tx,
          merchant,
          actor,
          'activity.create',
          { kind: 'activity', id: row.id },
          {
            after: boView(merchant, row),
          },
        );
        return boView(merchant, row);
      });
    },

    async update(merchant: Merchant, actor: StaffActor, id: number, input: ActivityInput) {
      const value = checkedActivityInput(input, merchant.currencyDecimals);
      return db.transaction(async (tx) => {
        const before = await repository.find(tx, merchant.id, id);
        if (!before) throw new AppError('activity_not_found');
        if (before.kind !== value.rules.kind) throw new AppError('activity_invalid');
        // a drawn raffle's prizes are what its winners claim: they no longer change
        if (before.kind === 'raffle' && (await deps.raffles.isDrawn(tx, id))) {
          throw new AppError('raffle_already_drawn');
        }
        // a new budget moves what is left by the difference, never below nothing
        const budget = budgetOf(value.rules, merchant.currencyDecimals);
        const previous = budgetOf(before.rules, merchant.currencyDecimals);
        const budgetLeft =
          budget === null || previous === null || before.budgetLeft === null
            ? budget
            : [before.budgetLeft + budget - previous, 0n].reduce((a, b) => (a > b ? a : b));
        const row = await repository.update(tx, id, { ...value, budgetLeft });
        await audit(
          tx,
          merchant,
          actor,
          'activity.update',
          { kind: 'activity', id },
          {
            before: boView(merchant, before),
            after: boView(merchant, row),
          },
        );
        return boView(merchant, row);
      });
    },

    /** Draws a raffle before its close (audited); a drawn raffle is refused. */
    async drawRaffle(merchant: Merchant, actor: StaffActor, id: number) {
      await deps.raffles.prepareDraw(merchant, id);
      return db.transaction(async (tx) => {
        const result = await deps.raffles.drawEarly(tx, merchant, id, actor.staffId);
        await audit(
          tx,
          merchant,
          actor,
          'activity.raffle.draw',
          { kind: 'activity', id },
          { after: { ticketListHash: result.ticketListHash, winners: result.winners.length } },
        );
        return result;
      });
    },

    async applications(merchant: Merchant, state?: ApplicationState) {
      const rows = await repository.applicationsForReview(db, merchant.id, state);
      return { content: rows.map((row) => boApplication(merchant, row)) };
    },

    approve: (merchant: Merchant, actor: StaffActor, id: number) =>
      review(merchant, actor, id, 'issued', null),

    reject: (merchant: Merchant, actor: StaffActor, id: number, reason: string) =>
      review(merchant, actor, id, 'rejected', reason),

    /** An image of an application of the brand: only a file the application names. */
    async applicationImage(merchant: Merchant, id: number, fileId: number) {
      const [row] = (await repository.applicationsForReview(db, merchant.id)).filter(
        (item) => item.application.id === id,
      );
      if (!row || !row.application.fileIds.includes(fileId)) throw new AppError('file_not_found');
      return readBrandFile(deps, { merchantId: merchant.id, fileId });
    },

    async coupons(merchant: Merchant, activityId: number) {
      const rows = await repository.couponsOf(db, merchant.id, activityId);
      return { content: rows.map(toCoupon) };
    },

    async createCoupons(
      merchant: Merchant,
      actor: StaffActor,
      activityId: number,
      input: CouponBatchRequest,
    ) {
      const batch = couponBatchRequestSchema.parse(input);
      const codes = batch.codes ?? Array.from({ length: batch.count ?? 0 }, () => randomCode());
      if (codes.length === 0 || batch.expiresAt <= now()) throw new AppError('activity_invalid');
      return db.transaction(async (tx) => {
        const activity = await repository.find(tx, merchant.id, activityId);
        if (!activity) throw new AppError('activity_not_found');
        if (activity.kind !== 'coupon') throw new AppError('activity_wrong_kind');
        const rows = await repository
          .insertCoupons(
            tx,
            codes.map((code) => ({
              merchantId: merchant.id,
              activityId,
              code,
              maxUses: batch.maxUses,
              expiresAt: batch.expiresAt,
            })),
          )
          .catch((error: unknown) => {
            throw new AppError('activity_invalid', { cause: error });
          });
        await audit(
          tx,
          merchant,
          actor,
          'activity.coupons.create',
          { kind: 'activity', id: activityId },
          {
            after: {
              codes: rows.length,
              maxUses: batch.maxUses,
              expiresAt: batch.expiresAt.toISOString(),
            },
          },
        );
        return { content: rows.map(toCoupon) };
      });
    },
  };
}
export type ActivitiesOperator = ReturnType<typeof createActivitiesOperator>;
