import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, rewardPaths, type BonusView, type RewardSettings } from '@lobby/contracts';
import { ledgerRowCounts } from '../../../test/ledger-kit.ts';
import { rowCounts } from '../../../test/row-count-kit.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  demoPaymentPassword,
  memberHeaders,
  requestWithdrawal,
  setUpWithdrawalTests,
  type WithdrawalTestSetup,
} from '../payments/testing/withdrawal-kit.ts';
import { defaultRewardSettings } from './reward-settings.ts';
import { bonusRowsOf, boRewards, setMain, walletOf } from './testing/rewards-kit.ts';

describe('the withdrawal gate and the operator API of bonuses', () => {
  let setup: WithdrawalTestSetup<'admin' | 'cashier'>;
  setUpWithdrawalTests({ staff: ['admin', 'cashier'] }, (ready) => {
    setup = ready;
  });
  const db = () => setup.ctx.database.db;
  const app = () => setup.ctx.app;
  const withdraw = (amount: string) =>
    requestWithdrawal(app(), setup.demo, {
      bankAccountId: setup.ids.bankAccountId,
      amount,
      paymentPassword: demoPaymentPassword,
    });

  async function setRule(rule: RewardSettings['withdrawalRule'], feePercent = 0) {
    const response = await boRewards(app(), setup.admin, 'PUT', rewardPaths.boSettings, {
      ...defaultRewardSettings,
      withdrawalRule: rule,
      withdrawalFeePercent: feePercent,
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  async function grant(amount = '100.00', multiplier = 10): Promise<BonusView> {
    const response = await boRewards(app(), setup.admin, 'POST', rewardPaths.boBonuses, {
      memberId: setup.ids.demoId,
      amount,
      multiplier,
      reason: 'goodwill after an outage',
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value as BonusView;
  }

  async function cancel(id: number, reason = 'granted by mistake') {
    return boRewards(
      app(),
      setup.admin,
      'POST',
      rewardPaths.boBonusCancel.replace(':bonusId', String(id)),
      { reason },
    );
  }

  async function unchanged(work: () => Promise<void>) {
    const before = { rows: await rowCounts(db()), ledger: await ledgerRowCounts(db()) };
    await work();
    expect({ rows: await rowCounts(db()), ledger: await ledgerRowCounts(db()) }).toEqual(before);
  }

  beforeAll(async () => {
    await setMain(db(), setup.ids.merchantId, setup.ids.demoId, 5_000_00n);
  });

  it('blocks a withdrawal while wagering is open, shows why, and moves nothing', async () => {
    await setRule('block');
    const bonus = await grant();
    const settings = await app().inject({
      method: 'GET',
      url: apiPaths.withdrawalSettings,
      headers: memberHeaders(setup.demo),
    });
    expect(settings.json().value.openTurnover).toMatchObject({
      rule: 'block',
      wageringRemaining: '1000.00',
      bonusBalance: '100.00',
    });
    await unchanged(async () => {
      const response = await withdraw('100.00');
      expect({ status: response.statusCode, code: response.json().code }).toEqual({
        status: 409,
        code: 'withdrawal_turnover_open',
      });
      expect(response.json().details).toMatchObject({ remaining: '1000.00' });
    });
    await cancel(bonus.id);
  });

  it('forfeits the bonus under the forfeit rule and lets the cash go', async () => {
    await setRule('forfeit');
    const bonus = await grant();
    const before = await walletOf(db(), setup.ids.demoId);
    const response = await withdraw('100.00');
    expect(response.statusCode, response.body).toBe(200);
    expect(
      (await bonusRowsOf(db(), setup.ids.demoId)).find((row) => row.id === bonus.id)?.status,
    ).toBe('forfeited');
    expect(await walletOf(db(), setup.ids.demoId)).toMatchObject({
      main: before.main - 100_00n,
      bonus: 0n,
      held: before.held + 100_00n,
    });
  });

  it('charges the fee under the fee rule; refuses when the fee does not fit, moving nothing', async () => {
    await setRule('fee', 10);
    await grant();
    const before = await walletOf(db(), setup.ids.demoId);
    const response = await withdraw('200.00');
    expect(response.statusCode, response.body).toBe(200);
    expect(await walletOf(db(), setup.ids.demoId)).toMatchObject({
      main: before.main - 220_00n,
      bonus: 0n,
    });
    const open = await grant();
    await setMain(db(), setup.ids.merchantId, setup.ids.demoId, 200_00n);
    await unchanged(async () => {
      const refused = await withdraw('200.00');
      expect({ status: refused.statusCode, code: refused.json().code }).toEqual({
        status: 400,
        code: 'insufficient_funds',
      });
    });
    await setMain(db(), setup.ids.merchantId, setup.ids.demoId, 5_000_00n);
    await setRule('block');
    await cancel(open.id);
  });

  it('queues a second bonus, cancels with a reason, and records both in the audit trail', async () => {
    const first = await grant('50.00', 5);
    const second = await grant('70.00', 5);
    expect(first.status).toBe('active');
    expect(second.status).toBe('pending');
    const response = await cancel(first.id, 'duplicate grant');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value).toMatchObject({
      status: 'cancelled',
      endReason: 'operator: duplicate grant',
    });
    expect(await walletOf(db(), setup.ids.demoId)).toMatchObject({ bonus: 70_00n });
    await unchanged(async () => {
      const again = await cancel(first.id);
      expect({ status: again.statusCode, code: again.json().code }).toEqual({
        status: 409,
        code: 'bonus_not_cancellable',
      });
    });
    const audit = await rowsOf<{ action: string; reason: string | null }>(
      db(),
      sql`select action, reason from audit_log where subject_kind = 'bonus' and subject_id = ${String(first.id)} order by id`,
    );
    expect(audit).toEqual([
      { action: 'bonus.grant', reason: 'goodwill after an outage' },
      { action: 'bonus.cancel', reason: 'duplicate grant' },
    ]);
    const list = await boRewards(
      app(),
      setup.admin,
      'GET',
      rewardPaths.boMemberBonuses.replace(':memberId', String(setup.ids.demoId)),
    );
    expect((list.json().value.content as BonusView[]).map((row) => row.status)).toContain('active');
    await cancel(second.id);
  });

  it('refuses bad operator input and roles without the right, changing nothing', async () => {
    await unchanged(async () => {
      const badAmount = await boRewards(app(), setup.admin, 'POST', rewardPaths.boBonuses, {
        memberId: setup.ids.demoId,
        amount: '-5',
        multiplier: 1,
        reason: 'test reason',
      });
      expect({ status: badAmount.statusCode, code: badAmount.json().code }).toEqual({
        status: 400,
        code: 'amount_invalid',
      });
      const noReason = await boRewards(app(), setup.admin, 'POST', rewardPaths.boBonuses, {
        memberId: setup.ids.demoId,
        amount: '5.00',
        multiplier: 1,
        reason: '',
      });
      expect(noReason.statusCode).toBe(400);
      const unknown = await boRewards(app(), setup.admin, 'POST', rewardPaths.boBonuses, {
        memberId: 999_999,
        amount: '5.00',
        multiplier: 1,
        reason: 'test reason',
      });
      expect(unknown.statusCode).toBe(404);
      const cashier = await boRewards(app(), setup.cashier, 'POST', rewardPaths.boBonuses, {
        memberId: setup.ids.demoId,
        amount: '5.00',
        multiplier: 1,
        reason: 'test reason',
      });
      expect(cashier.statusCode).toBe(403);
      const weights = await boRewards(app(), setup.admin, 'PUT', rewardPaths.boSettings, {
        ...defaultRewardSettings,
        contributionWeights: { ...defaultRewardSettings.contributionWeights, LIVE: 101 },
      });
      expect(weights.statusCode).toBe(400);
      const promo = await boRewards(app(), setup.admin, 'POST', rewardPaths.boPromotions, {
        kind: 'deposit_bonus',
      });
      expect(promo.statusCode).toBe(400);
    });
  });

  it('creates and edits a promotion (audited)', async () => {
    const input = {
      kind: 'deposit_bonus',
      state: 'coming_soon',
      title: { en: 'Weekend reload', th: 'รีโหลดสุดสัปดาห์', tl: 'Weekend reload' },
      summary: { en: '50%', th: '50%', tl: '50%' },
      body: { en: 'Rules', th: 'กติกา', tl: 'Mga patakaran' },
      rules: {
        award: { type: 'deposit_percent', percent: 50, cap: '500.00' },
        depositOrdinal: 'any',
        minDeposit: '100.00',
        wageringBase: 'bonus',
        multiplier: 5,
        claimDays: 3,
        bonusValidDays: 7,
        maxClaims: 4,
      },
    };
    const created = await boRewards(app(), setup.admin, 'POST', rewardPaths.boPromotions, input);
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().value.id as number;
    const edited = await boRewards(
      app(),
      setup.admin,
      'PUT',
      rewardPaths.boPromotion.replace(':id', String(id)),
      { ...input, state: 'open' },
    );
    expect(edited.json().value).toMatchObject({ id, state: 'open' });
    const audit = await rowsOf<{ action: string }>(
      db(),
      sql`select action from audit_log where subject_kind = 'promotion' and subject_id = ${String(id)} order by id`,
    );
    expect(audit.map((row) => row.action)).toEqual(['promotion.create', 'promotion.update']);
  });
});
