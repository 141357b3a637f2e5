import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rewardPaths, type BonusView, type RewardCentre } from '@lobby/contracts';
import { createTestApp, type TestContext } from '../../../test/app-kit.ts';
import { healthyLedger, ledgerInvariants, ledgerRowCounts } from '../../../test/ledger-kit.ts';
import { loginToken } from '../../../test/login-kit.ts';
import { rowCounts } from '../../../test/row-count-kit.ts';
import { rowsOf } from '../../db/rows.ts';
import { addAccounts, agentsPassword } from '../agents/testing/agents-kit.ts';
import { demoMerchantId } from '../wallet/testing/wallet-kit.ts';
import {
  addPromotion,
  bonusRowsOf,
  completeDeposit,
  depositPromotion,
  nextIp,
  pamPlayerFor,
  rewardsCaller,
  setMain,
  walletOf,
} from './testing/rewards-kit.ts';

describe('bonuses and promotions', () => {
  let ctx: TestContext;
  let merchantId: number;
  let welcomeId: number;
  let serial = 0;
  const db = () => ctx.database.db;

  /** A new member, logged in, with its reward calls. */
  async function newMember() {
    serial += 1;
    const username = `rwd${serial}${Date.now().toString(36)}`;
    const ids = await addAccounts(db(), merchantId, [{ username, type: 0, parentId: null }]);
    const token = await loginToken(ctx.app, username, agentsPassword, nextIp());
    return { id: ids[username]!, calls: rewardsCaller(ctx.app, token) };
  }

  /** Applies for the welcome bonus, deposits `amount`, and answers the claimable entry. */
  async function qualified(member: Awaited<ReturnType<typeof newMember>>, amount = 500_00n) {
    const applied = await member.calls.apply(welcomeId);
    expect(applied.statusCode, applied.body).toBe(200);
    await completeDeposit(db(), merchantId, member.id, amount);
    await ctx.app.activityFeed.drain();
    const centre = (await member.calls.centre()).json().value as RewardCentre;
    expect(centre.claimable).toHaveLength(1);
    return centre.claimable[0]!;
  }

  async function claimed(member: Awaited<ReturnType<typeof newMember>>, amount = 500_00n) {
    const entry = await qualified(member, amount);
    const response = await member.calls.claim(entry.id);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value as BonusView;
  }

  /** Asserts a refusal with `code` that changed no row and moved no money. */
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

  /** Queues a settled-round event as the bets trigger writes one, and drains the feed. */
  async function settledRound(memberId: number, gameType: string, validBet: bigint, sign = 1) {
    await db()
      .execute(sql`insert into member_activity (merchant_id, member_id, kind, sign, source_id, game_type, vassalage, game_code, stake, valid_bet, payout, unit, occurred_at)
      values (${merchantId}, ${memberId}, 'bet', ${sign}, 1, ${gameType}, 'X', 'x', ${validBet}, ${validBet}, 0, 'THB', now())`);
    await ctx.app.activityFeed.drain();
  }

  beforeAll(async () => {
    ctx = await createTestApp();
    merchantId = await demoMerchantId(db());
    welcomeId = await addPromotion(db(), merchantId, depositPromotion());
  });
  afterAll(async () => ctx.close());
  afterEach(async () => {
    expect(await ledgerInvariants(db())).toEqual(healthyLedger);
  });

  it('lists open promotions to anyone', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `${rewardPaths.promotions}?lang=th`,
      headers: { merchant: 'lotus' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const titles = (response.json().value.content as Array<{ title: string }>).map((p) => p.title);
    expect(titles).toContain('โบนัสต้อนรับทดสอบ');
  });

  it('applies, qualifies on the first deposit, and claims a 100% bonus into bonus money', async () => {
    const member = await newMember();
    const entry = await qualified(member, 500_00n);
    expect(entry).toMatchObject({
      state: 'claimable',
      bonusAmount: '500.00',
      depositAmount: '500.00',
    });
    expect((await member.calls.badge()).json().value).toEqual({ claimable: 1 });
    const response = await member.calls.claim(entry.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value).toMatchObject({
      status: 'active',
      amount: '500.00',
      wageringRequired: '2000.00',
      wageringRemaining: '2000.00',
      progressPercent: 0,
    });
    expect(await walletOf(db(), member.id)).toMatchObject({ main: 500_00n, bonus: 500_00n });
    expect((await member.calls.badge()).json().value).toEqual({ claimable: 0 });
  });

  it('pays a claim once: twice in a row, and twice at once', async () => {
    const member = await newMember();
    const entry = await qualified(member);
    const [first, second] = await Promise.all([
      member.calls.claim(entry.id),
      member.calls.claim(entry.id),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    await expectRefused(() => member.calls.claim(entry.id), 409, 'reward_not_claimable');
    expect(await bonusRowsOf(db(), member.id)).toHaveLength(1);
    expect(await walletOf(db(), member.id)).toMatchObject({ bonus: 500_00n });
  });

  it("refuses a second application, a non-first deposit, other members' entries and closed promotions", async () => {
    const member = await newMember();
    await member.calls.apply(welcomeId);
    await expectRefused(() => member.calls.apply(welcomeId), 409, 'promotion_already_joined');
    const depositor = await newMember();
    await completeDeposit(db(), merchantId, depositor.id, 100_00n);
    await expectRefused(() => depositor.calls.apply(welcomeId), 409, 'promotion_not_eligible');
    const owner = await newMember();
    const entry = await qualified(owner);
    await expectRefused(() => member.calls.claim(entry.id), 404, 'reward_entry_not_found');
    const closed = await addPromotion(db(), merchantId, depositPromotion({ state: 'closed' }));
    await expectRefused(() => member.calls.apply(closed), 404, 'promotion_not_found');
    const ended = await addPromotion(
      db(),
      merchantId,
      depositPromotion({ endsAt: new Date(Date.now() - 60_000).toISOString() }),
    );
    await expectRefused(() => member.calls.apply(ended), 409, 'promotion_not_open');
    const soon = await addPromotion(db(), merchantId, depositPromotion({ state: 'coming_soon' }));
    await expectRefused(() => member.calls.apply(soon), 409, 'promotion_not_open');
  });

  it('refuses a claim after its window closed, and the job marks it expired', async () => {
    const member = await newMember();
    const entry = await qualified(member);
    await db().execute(
      sql`update promotion_entries set claim_by = now() - interval '1 minute' where id = ${entry.id}`,
    );
    await expectRefused(() => member.calls.claim(entry.id), 409, 'reward_claim_expired');
    await runExpiry();
    await expectRefused(() => member.calls.claim(entry.id), 409, 'reward_claim_expired');
  });

  async function runExpiry() {
    const { runBonusExpiry } = await import('./bonus-expiry.ts');
    const { createBonusLifecycle } = await import('./bonus-lifecycle.ts');
    const { createWalletService } = await import('../wallet/index.ts');
    const { createLocalEventBus } = await import('../../platform/event-bus.ts');
    const wallet = createWalletService({ db: db(), events: createLocalEventBus() });
    return runBonusExpiry({
      db: db(),
      wallet,
      lifecycle: createBonusLifecycle({ wallet }),
      now: new Date(),
    });
  }

  describe('bets draw on cash first, then bonus money', () => {
    it('splits the stake, records the bonus share, and splits the win in proportion', async () => {
      const member = await newMember();
      await claimed(member, 500_00n);
      await setMain(db(), merchantId, member.id, 100_00n);
      const player = await pamPlayerFor(db(), merchantId, member.id);
      expect(await player.balance()).toBe(600);
      // 400.00: 100.00 cash, 300.00 bonus money
      const bet = await player.bet('r-split', 400);
      expect(bet.status, JSON.stringify(bet)).toBe('OK');
      expect(bet.transactionResult?.balance?.cashAmount).toBe(200);
      expect(await walletOf(db(), member.id)).toMatchObject({ main: 0n, bonus: 200_00n });
      const [round] = await rowsOf<{ stake: unknown; bonus_stake: unknown }>(
        db(),
        sql`select stake, bonus_stake from bets where member_id = ${member.id} and provider_round_id = 'r-split'`,
      );
      expect({
        stake: BigInt(round!.stake as string),
        bonus: BigInt(round!.bonus_stake as string),
      }).toEqual({ stake: 400_00n, bonus: 300_00n });
      // a win of 800.00: a quarter cash, three quarters bonus money
      const win = await player.win('r-split', 800);
      expect(win.status, JSON.stringify(win)).toBe('OK');
      expect(win.transactionResult?.balance?.cashAmount).toBe(1000);
      expect(await walletOf(db(), member.id)).toMatchObject({ main: 200_00n, bonus: 800_00n });
    });

    it('takes no bonus money while cash covers the stake', async () => {
      const member = await newMember();
      await claimed(member, 500_00n);
      const player = await pamPlayerFor(db(), merchantId, member.id);
      expect((await player.bet('r-cash', 100)).status).toBe('OK');
      expect(await player.win('r-cash', 300)).toMatchObject({ status: 'OK' });
      expect(await walletOf(db(), member.id)).toMatchObject({ main: 700_00n, bonus: 500_00n });
    });

    it('refuses a stake above cash + bonus and moves nothing', async () => {
      const member = await newMember();
      await claimed(member, 500_00n);
      const player = await pamPlayerFor(db(), merchantId, member.id);
      const before = await ledgerRowCounts(db());
      const answer = await player.bet('r-over', 1000.01);
      expect(answer.error?.code).toBe('PAM_ERR_CASH_OVERDRAFT');
      expect(await ledgerRowCounts(db())).toEqual(before);
      expect(await walletOf(db(), member.id)).toMatchObject({ main: 500_00n, bonus: 500_00n });
    });

    it('rolls a bet drawn partly on bonus money back to both accounts', async () => {
      const member = await newMember();
      await claimed(member, 500_00n);
      const player = await pamPlayerFor(db(), merchantId, member.id);
      expect((await player.betWithId('r-cancel', 700, 'bet-cancel-1')).status).toBe('OK');
      expect(await walletOf(db(), member.id)).toMatchObject({ main: 0n, bonus: 300_00n });
      const cancel = await player.cancel('bet-cancel-1');
      expect(cancel.status, JSON.stringify(cancel)).toBe('OK');
      expect(cancel.transactionResult?.balance?.cashAmount).toBe(1000);
      expect(await walletOf(db(), member.id)).toMatchObject({ main: 500_00n, bonus: 500_00n });
      const [round] = await rowsOf<{ status: string; bonus_stake: unknown }>(
        db(),
        sql`select status, bonus_stake from bets where member_id = ${member.id} and provider_round_id = 'r-cancel'`,
      );
      expect({ status: round!.status, bonus: String(round!.bonus_stake) }).toEqual({
        status: 'cancelled',
        bonus: '0',
      });
    });
  });

  describe('wagering', () => {
    it('counts valid bets by the game type weights, takes back a re-settled round, and converts when met', async () => {
      const member = await newMember();
      await claimed(member, 500_00n); // wagering 2,000.00
      await settledRound(member.id, 'RNG', 1000_00n); // 100 %
      await settledRound(member.id, 'LIVE', 1000_00n); // 10 %: 100.00
      let [bonus] = await bonusRowsOf(db(), member.id);
      expect(String(bonus!.wagering_done)).toBe('110000');
      await settledRound(member.id, 'RNG', 1000_00n, -1);
      [bonus] = await bonusRowsOf(db(), member.id);
      expect(String(bonus!.wagering_done)).toBe('10000');
      await settledRound(member.id, 'RNG', 1900_00n);
      [bonus] = await bonusRowsOf(db(), member.id);
      expect(bonus!.status).toBe('completed');
      expect(await walletOf(db(), member.id)).toMatchObject({ main: 1000_00n, bonus: 0n });
    });

    it('follows the real bet path: a settled slot round fills the turnover bar', async () => {
      const member = await newMember();
      await claimed(member, 500_00n);
      const player = await pamPlayerFor(db(), merchantId, member.id);
      await player.bet('r-turnover', 200);
      await player.win('r-turnover', 0);
      await ctx.app.activityFeed.drain();
      const centre = (await member.calls.centre()).json().value as RewardCentre;
      expect(centre.inProgress[0]).toMatchObject({ wageringDone: '200.00', progressPercent: 10 });
    });

    it('expires an active bonus: its money goes back to the house', async () => {
      const member = await newMember();
      const view = await claimed(member, 500_00n);
      await db().execute(
        sql`update bonuses set expires_at = now() - interval '1 second' where id = ${view.id}`,
      );
      await runExpiry();
      expect((await bonusRowsOf(db(), member.id))[0]!.status).toBe('expired');
      expect(await walletOf(db(), member.id)).toMatchObject({ main: 500_00n, bonus: 0n });
    });

    it('sweeps bonus money a round pays after its bonus ended', async () => {
      const member = await newMember();
      const view = await claimed(member, 500_00n);
      await setMain(db(), merchantId, member.id, 0n);
      const player = await pamPlayerFor(db(), merchantId, member.id);
      await player.bet('r-late', 100);
      await db().execute(
        sql`update bonuses set expires_at = now() - interval '1 second' where id = ${view.id}`,
      );
      await runExpiry();
      await player.win('r-late', 50);
      expect(await walletOf(db(), member.id)).toMatchObject({ bonus: 50_00n });
      await runExpiry();
      expect(await walletOf(db(), member.id)).toMatchObject({ main: 0n, bonus: 0n });
    });
  });

  describe('other awards', () => {
    it('lets a reload bonus be taken only as often as it allows', async () => {
      const reload = await addPromotion(
        db(),
        merchantId,
        depositPromotion({
          rules: { ...depositPromotion().rules, depositOrdinal: 'any', maxClaims: 1 },
        }),
      );
      const member = await newMember();
      await completeDeposit(db(), merchantId, member.id, 100_00n);
      expect((await member.calls.apply(reload)).statusCode).toBe(200);
      await completeDeposit(db(), merchantId, member.id, 200_00n);
      await ctx.app.activityFeed.drain();
      const centre = (await member.calls.centre()).json().value as RewardCentre;
      const entry = centre.claimable.find((row) => row.promotionId === reload)!;
      expect(entry).toMatchObject({ bonusAmount: '200.00', depositAmount: '200.00' });
      expect((await member.calls.claim(entry.id)).statusCode).toBe(200);
      await expectRefused(() => member.calls.apply(reload), 409, 'promotion_limit_reached');
    });

    it('accrues a percentage of valid bets after the qualifying deposit, up to the cap', async () => {
      const turnover = await addPromotion(
        db(),
        merchantId,
        depositPromotion({
          rules: {
            ...depositPromotion().rules,
            award: { type: 'bet_percent', basisPoints: 100, cap: '25.00' },
            depositOrdinal: 'any',
            multiplier: 1,
            wageringBase: 'bonus',
          },
        }),
      );
      const member = await newMember();
      expect((await member.calls.apply(turnover)).statusCode).toBe(200);
      await completeDeposit(db(), merchantId, member.id, 100_00n);
      await ctx.app.activityFeed.drain();
      // qualified, but nothing accrued yet: nothing to claim
      expect(((await member.calls.centre()).json().value as RewardCentre).claimable).toEqual([]);
      await settledRound(member.id, 'RNG', 1000_00n);
      let centre = (await member.calls.centre()).json().value as RewardCentre;
      expect(centre.claimable[0]).toMatchObject({ bonusAmount: '10.00' });
      await settledRound(member.id, 'LIVE', 5000_00n);
      centre = (await member.calls.centre()).json().value as RewardCentre;
      expect(centre.claimable[0]).toMatchObject({ bonusAmount: '25.00' });
      const claim = await member.calls.claim(centre.claimable[0]!.id);
      expect(claim.json().value).toMatchObject({ amount: '25.00', wageringRequired: '25.00' });
    });
  });
});
