import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app-kit.ts';
import { healthyLedger, ledgerInvariants, ledgerRowCounts } from '../../../test/ledger-kit.ts';
import { loginToken } from '../../../test/login-kit.ts';
import { rowCounts } from '../../../test/row-count-kit.ts';
import { staffToken } from '../../../test/staff-kit.ts';
import { mainBalance } from '../agents/testing/red-envelope-kit.ts';
import { demoMerchantId, memberIdOf } from '../wallet/testing/wallet-kit.ts';
import {
  missionsCaller,
  missionsOperator,
  queueActivity,
  type ActivityInput,
} from './testing/missions-kit.ts';

describe('missions: progress from the activity feed, claims', () => {
  let ctx: TestContext;
  let merchantId: number;
  let demoId: number;
  let member: ReturnType<typeof missionsCaller>;
  let operator: ReturnType<typeof missionsOperator>;
  const db = () => ctx.database.db;
  const play = async (events: Array<Omit<ActivityInput, 'merchantId' | 'memberId'>>) => {
    const ids = await queueActivity(
      db(),
      events.map((event) => ({ merchantId, memberId: demoId, ...event })),
    );
    await ctx.app.activityFeed.drain();
    return ids;
  };
  const missionOf = async (id: number) =>
    (await member.missions()).missions.find((mission) => mission.id === id)!;

  /** A refusal with `code`, and no row, no ledger row and no balance changed. */
  async function expectRefused(
    send: () => Promise<{ statusCode: number; body: string; json(): unknown }>,
    status: number,
    code: string,
  ) {
    const before = { rows: await rowCounts(db()), ledger: await ledgerRowCounts(db()) };
    const response = await send();
    expect(
      { status: response.statusCode, code: (response.json() as { code?: string }).code },
      response.body,
    ).toEqual({ status, code });
    expect({ rows: await rowCounts(db()), ledger: await ledgerRowCounts(db()) }).toEqual(before);
  }

  beforeAll(async () => {
    ctx = await createTestApp();
    merchantId = await demoMerchantId(db());
    demoId = await memberIdOf(db(), 'demo');
    member = missionsCaller(ctx.app, await loginToken(ctx.app, 'demo', 'Lotus#2026'));
    operator = missionsOperator(ctx.app, await staffToken(ctx.app, 'admin'));
  });
  afterEach(async () => {
    expect(await ledgerInvariants(db())).toEqual(healthyLedger);
  });
  afterAll(async () => ctx?.close());

  it('counts valid bet on the mission game type only, and shows the progress', async () => {
    const mission = await operator.addMission({
      goalKind: 'valid_bet',
      gameType: 'RNG',
      target: '100.00',
    });
    await play([
      { stake: 4_000n },
      { stake: 9_000n, gameType: 'LIVE' },
      { stake: 2_500n, validBet: 2_000n },
    ]);
    expect(await missionOf(mission.id)).toMatchObject({
      target: '100.00',
      progress: '60.00',
      percent: 60,
      state: 'in_progress',
      locked: false,
    });
    await play([{ stake: 5_000n }]);
    expect(await missionOf(mission.id)).toMatchObject({
      progress: '100.00',
      percent: 100,
      state: 'claimable',
    });
  });

  it('counts deposits, different vendors and rounds won at a multiplier', async () => {
    const deposit = await operator.addMission({ goalKind: 'deposit_total', target: '300.00' });
    const vendors = await operator.addMission({ goalKind: 'distinct_vendors', target: '3' });
    const multiplier = await operator.addMission({
      goalKind: 'win_multiplier',
      target: '1',
      multiplier: '5',
      minStake: '1.00',
    });
    await play([
      { kind: 'deposit', amount: 20_000n },
      { stake: 100n, payout: 400n, vassalage: 'PG' },
      { stake: 50n, payout: 5_000n, vassalage: 'PG' },
      { stake: 100n, payout: 100n, validBet: 0n, vassalage: 'JILI' },
    ]);
    expect((await missionOf(deposit.id)).progress).toBe('200.00');
    expect((await missionOf(vendors.id)).progress).toBe('2');
    // x4 is short, and x100 on a stake under the minimum does not count
    expect((await missionOf(multiplier.id)).state).toBe('in_progress');
    await play([
      { kind: 'deposit', amount: 10_000n },
      { stake: 200n, payout: 1_000n, vassalage: 'JDB' },
    ]);
    expect((await missionOf(deposit.id)).state).toBe('claimable');
    expect((await missionOf(vendors.id)).progress).toBe('3');
    expect((await missionOf(multiplier.id)).state).toBe('claimable');
  });

  it('takes progress back with a taken-back round, but not after the claim', async () => {
    const mission = await operator.addMission({
      goalKind: 'valid_bet',
      target: '50.00',
      reward: '7.00',
    });
    const vendors = await operator.addMission({ goalKind: 'distinct_vendors', target: '2' });
    const [round] = await play([{ stake: 3_000n, vassalage: 'PP' }]);
    const [other] = await play([{ stake: 3_000n, vassalage: 'CQ9' }]);
    expect((await missionOf(vendors.id)).state).toBe('claimable');
    await play([{ sign: -1, sourceId: round!, stake: 3_000n, vassalage: 'PP' }]);
    expect((await missionOf(mission.id)).progress).toBe('30.00');
    expect((await missionOf(vendors.id)).progress).toBe('1');

    await play([{ stake: 2_000n }]);
    expect((await member.claim(mission.id)).statusCode).toBe(200);
    await play([{ sign: -1, sourceId: other!, stake: 3_000n, vassalage: 'CQ9' }]);
    expect(await missionOf(mission.id)).toMatchObject({ progress: '50.00', state: 'claimed' });
  });

  it('pays a claim once: a second claim, and concurrent claims, are refused', async () => {
    const mission = await operator.addMission({
      goalKind: 'valid_bet',
      target: '10.00',
      reward: '12.34',
    });
    const summaryBefore = (await member.summary()).claimable;
    await play([{ stake: 1_000n }]);
    expect((await member.summary()).claimable).toBe(summaryBefore + 1);

    const balance = await mainBalance(db(), merchantId, demoId);
    const answers = await Promise.all([member.claim(mission.id), member.claim(mission.id)]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const paid = answers.find((answer) => answer.statusCode === 200)!.json() as {
      value: { amount: string; balance: string };
    };
    expect(paid.value.amount).toBe('12.34');
    expect(await mainBalance(db(), merchantId, demoId)).toBe(balance + 1_234n);
    expect((await member.summary()).claimable).toBe(summaryBefore);

    await expectRefused(() => member.claim(mission.id), 409, 'mission_already_claimed');
    expect(await mainBalance(db(), merchantId, demoId)).toBe(balance + 1_234n);
  });

  it('refuses a claim before completion, of an unknown mission, and behind a VIP level', async () => {
    const open = await operator.addMission({ goalKind: 'valid_bet', target: '999.00' });
    await expectRefused(() => member.claim(open.id), 409, 'mission_not_completed');
    await expectRefused(() => member.claim(999_999), 404, 'mission_not_found');

    const vip = await operator.addMission({
      goalKind: 'valid_bet',
      target: '1.00',
      minVipLevel: 5,
    });
    await play([{ stake: 100n }]);
    // the demo member is at the loyalty module's first level: shown locked, refused, nothing paid
    expect(await missionOf(vip.id)).toMatchObject({ locked: true, state: 'claimable' });
    await expectRefused(() => member.claim(vip.id), 403, 'mission_locked');
  });

  it("keeps another member's progress apart from the member's own", async () => {
    const mission = await operator.addMission({ goalKind: 'valid_bet', target: '5.00' });
    const agentId = await memberIdOf(db(), 'agent');
    await queueActivity(db(), [{ merchantId, memberId: agentId, stake: 500n }]);
    await ctx.app.activityFeed.drain();
    expect((await missionOf(mission.id)).state).toBe('in_progress');
    await expectRefused(() => member.claim(mission.id), 409, 'mission_not_completed');
  });

  it('refuses bad definitions and keeps progress through an edit', async () => {
    const before = await rowCounts(db());
    for (const input of [
      { goalKind: 'valid_bet' as const, target: '0' },
      { goalKind: 'distinct_vendors' as const, target: '2.5' },
      { goalKind: 'win_multiplier' as const, target: '1', multiplier: '1' },
      { goalKind: 'deposit_total' as const, target: '10', gameType: 'RNG' as const },
      { goalKind: 'valid_bet' as const, target: '10', reward: '-1' },
    ]) {
      const response = await operator.createMission(input);
      expect(response.statusCode, JSON.stringify(input)).toBe(400);
    }
    expect(await rowCounts(db())).toEqual(before);

    const mission = await operator.addMission({ goalKind: 'valid_bet', target: '40.00' });
    await play([{ stake: 1_000n }]);
    const edited = await operator.updateMission(mission.id, {
      title: { en: 'Renamed', th: 'เปลี่ยนชื่อ', tl: 'Pinalitan' },
      period: 'daily',
      goalKind: 'valid_bet',
      target: '20.00',
      reward: '5.00',
    });
    expect(edited.statusCode).toBe(200);
    expect(await missionOf(mission.id)).toMatchObject({ title: 'Renamed', progress: '10.00' });
    expect((await member.missions('th')).missions.find((m) => m.id === mission.id)!.title).toBe(
      'เปลี่ยนชื่อ',
    );
  });

  it('lets only staff define missions', async () => {
    const cashier = missionsOperator(ctx.app, await staffToken(ctx.app, 'cashier'));
    const response = await cashier.createMission({ goalKind: 'valid_bet', target: '1' });
    expect(response.statusCode).toBe(403);
  });
});
