import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sportsbookPaths } from '@lobby/contracts';
import { rowsOf } from '../../db/rows.ts';
import { createSecretBox } from '../../platform/secret-box.ts';
import { createTestApp, type TestContext } from '../../../test/app-kit.ts';
import { healthyLedger, ledgerInvariants } from '../../../test/ledger-kit.ts';
import { loginToken } from '../../../test/login-kit.ts';
import { staffHeaders, staffToken } from '../../../test/staff-kit.ts';
import { providerWalletFor } from '../games/provider-wallet/testing/pam-service-kit.ts';
import { createOriginalsWallet } from '../originals/index.ts';
import {
  bookLeg,
  postingTransactionId,
  stakeTransactionId,
  type BookWallet,
} from './book-wallet.ts';
import { sportsbookJobs } from './index.ts';
import { watchedWallet } from './testing/watched-wallet.ts';
import { createOwedCollection } from './owed-collection.service.ts';
import { createPlayerTokens, type PlayerTokens } from './session-tokens.ts';
import {
  betOf,
  bookOperator,
  bookPlayer,
  expectBookRefusal,
  footballFixture,
  selectionsOf,
} from './testing/sportsbook-kit.ts';

const path = (template: string, id: number) => template.replace(':id', String(id));

describe('owed money: a collection is claimed before the wallet call', () => {
  let ctx: TestContext;
  let memberToken: string;
  let adminToken: string;
  let operator: ReturnType<typeof bookOperator>;
  let player: Awaited<ReturnType<typeof bookPlayer>>;
  let inner: BookWallet;
  let tokens: PlayerTokens;
  const db = () => ctx.database.db;
  const quiet = { warn: () => undefined };
  const bo = (method: 'GET' | 'POST', url: string) =>
    ctx.app.inject({ method, url, headers: staffHeaders(adminToken) });

  async function fixture(name: string) {
    const { fixtureId } = await operator.publish(footballFixture(`${name} H`, `${name} A`));
    return { id: fixtureId, pick: await selectionsOf(ctx.app, fixtureId) };
  }
  const win = { home: 1, away: 0, halfHome: 0, halfAway: 0 };
  const loss = { home: 0, away: 1, halfHome: 0, halfAway: 0 };

  /**
   * A bet that owes 200.00: 100 on home at 2.00 paid 200, the session ends, the result is
   * corrected to a loss (the wallet refuses to take it back); then the member comes back and
   * bets, which brings a live session with the funds.
   */
  async function owedBet(name: string) {
    const match = await fixture(name);
    const placed = await player.place({
      kind: 'single',
      stake: '100.00',
      legs: [{ selectionId: match.pick(1, 'home'), odds: 2000 }],
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const betId = betOf(placed).id;
    expect((await operator.result(match.id, win)).statusCode).toBe(200);
    await db().execute(
      sql`update game_sessions set expires_at = now() - interval '1 minute'
           where member_id = (select member_id from sb_bets where id = ${betId})`,
    );
    const corrected = await operator.result(match.id, loss);
    expect(corrected.json()).toMatchObject({ value: { owedBets: 1 } });
    player = await bookPlayer(ctx.app, memberToken);
    const other = await fixture(`${name} later`);
    const later = await player.place({
      kind: 'single',
      stake: '1.00',
      legs: [{ selectionId: other.pick(1, 'draw'), odds: 3200 }],
    });
    expect(later.statusCode, later.body).toBe(200);
    return { betId, match };
  }

  const betRow = async (betId: number) =>
    (
      await rowsOf<{
        owed: string;
        written_off: string;
        paid: string;
        postings: number;
        collecting_posting: number | null;
        collecting_amount: string | null;
        merchant_id: string;
        member_id: string;
        request_id: string;
      }>(
        db(),
        sql`select owed::text, written_off::text, paid::text, postings, collecting_posting,
                   collecting_amount::text, merchant_id::text, member_id::text, request_id
              from sb_bets where id = ${betId}`,
      )
    )[0]!;
  const stakeIdOf = async (betId: number) => {
    const row = await betRow(betId);
    return stakeTransactionId(Number(row.merchant_id), Number(row.member_id), row.request_id);
  };

  /**
   * What the wallet holds of a bet's postings (not its stake): paid out (DEPOSIT), taken back
   * (WITHDRAW), and every posting id with how many wallet transactions carry it.
   */
  async function walletPostings(betId: number) {
    const stakeId = await stakeIdOf(betId);
    const rows = await rowsOf<{ id: string; tx_group: string; amount: string }>(
      db(),
      sql`select provider_transaction_id as id, tx_group, amount::text from provider_transactions
           where provider_transaction_id like ${`${stakeId}-%`} and status = 'applied'`,
    );
    const sum = (group: string) =>
      rows.filter((r) => r.tx_group === group).reduce((s, r) => s + BigInt(r.amount), 0n);
    const ids = new Map<string, number>();
    for (const r of rows) ids.set(r.id, (ids.get(r.id) ?? 0) + 1);
    return { deposited: sum('win'), withdrawn: sum('bet'), ids };
  }

  /** The bet row and the wallet agree: paid out − taken back = paid + owed + written off. */
  async function expectBetAgreesWithWallet(betId: number) {
    const row = await betRow(betId);
    const money = await walletPostings(betId);
    expect(money.deposited - money.withdrawn).toBe(
      BigInt(row.paid) + BigInt(row.owed) + BigInt(row.written_off),
    );
    // one wallet transaction per posting id, and the bet counts every one it made
    expect([...money.ids.values()].every((n) => n === 1)).toBe(true);
    const stakeId = await stakeIdOf(betId);
    const numbers = [...money.ids.keys()].map((id) => Number(id.slice(stakeId.length + 1)));
    expect(Math.max(...numbers)).toBeLessThanOrEqual(row.postings);
  }

  beforeAll(async () => {
    ctx = await createTestApp();
    memberToken = await loginToken(ctx.app, 'demo', 'Lotus#2026');
    player = await bookPlayer(ctx.app, memberToken);
    adminToken = await staffToken(ctx.app, 'admin');
    operator = bookOperator(ctx.app, adminToken);
    const { pam, hmacKey } = await providerWalletFor(db());
    inner = createOriginalsWallet(pam);
    tokens = createPlayerTokens(createSecretBox(hmacKey, 'sportsbook-session-token'));
  });
  afterEach(async () => {
    expect(await ledgerInvariants(db())).toEqual(healthyLedger);
  });
  afterAll(async () => ctx.close());

  it('a write-off while the collection is in the wallet is refused; the debt is taken once', async () => {
    const { betId } = await owedBet('Race write-off');
    const before = await player.balance();
    const watched = watchedWallet(inner);
    const owed = createOwedCollection({ db: db(), wallet: watched.wallet, tokens, log: quiet });
    const held = watched.holdNext();
    const run = owed.collectDue();
    await held.entered;

    // the operator writes it off while the job's WITHDRAW is on its way: refused, nothing moves
    await expectBookRefusal(
      db(),
      () => bo('POST', path(sportsbookPaths.boWriteOff, betId)),
      409,
      'sb_owed_collecting',
    );
    expect(await betRow(betId)).toMatchObject({
      collecting_posting: 3,
      collecting_amount: '20000',
    });
    held.go();
    expect(await run).toBe(1);

    expect(await player.balance()).toBe(before - 20_000n);
    expect(await betRow(betId)).toMatchObject({
      owed: '0',
      written_off: '0',
      postings: 3,
      collecting_posting: null,
      collecting_amount: null,
    });
    await expectBetAgreesWithWallet(betId);
    // now there is nothing to write off, and the job takes nothing more
    await expectBookRefusal(
      db(),
      () => bo('POST', path(sportsbookPaths.boWriteOff, betId)),
      409,
      'sb_nothing_owed',
    );
    expect(await owed.collectDue()).toBe(0);
    expect(await player.balance()).toBe(before - 20_000n);
  });

  it('a settlement run while a collection is claimed posts with the next id, never the claimed one', async () => {
    const { betId, match } = await owedBet('Race settle');
    const stakeId = await stakeIdOf(betId);
    const before = await player.balance();
    const watched = watchedWallet(inner);
    const owed = createOwedCollection({ db: db(), wallet: watched.wallet, tokens, log: quiet });
    const held = watched.holdNext();
    const run = owed.collectDue();
    await held.entered;
    expect(watched.sent).toEqual([postingTransactionId(stakeId, 3)]);

    // the result is corrected back to a win while the collection's WITHDRAW is held
    const corrected = await operator.result(match.id, win);
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json()).toMatchObject({ value: { walletPostings: 1 } });
    const during = await walletPostings(betId);
    expect([...during.ids.keys()]).toContain(postingTransactionId(stakeId, 4));
    expect([...during.ids.keys()]).not.toContain(postingTransactionId(stakeId, 3));

    held.go();
    expect(await run).toBe(1);
    // paid 200 again (posting 4), the 200 owed taken (posting 3): the member is where they were
    expect(await player.balance()).toBe(before);
    expect(await betRow(betId)).toMatchObject({
      owed: '0',
      paid: '20000',
      postings: 4,
      collecting_posting: null,
    });
    const after = await walletPostings(betId);
    expect(after.ids.get(postingTransactionId(stakeId, 3))).toBe(1);
    expect(after.ids.get(postingTransactionId(stakeId, 4))).toBe(1);
    await expectBetAgreesWithWallet(betId);
  });

  it('a claim a stopped run left is finished by a later run once, with no second withdrawal', async () => {
    const { betId } = await owedBet('Crash');
    const row = await betRow(betId);
    const stakeId = await stakeIdOf(betId);
    const latest = await rowsOf<{ sealed: string }>(
      db(),
      sql`select session_token_sealed as sealed from sb_bets where member_id = ${Number(row.member_id)}
           order by placed_at desc, id desc limit 1`,
    );
    // the stopped run: claimed posting 3 for 200.00 and the wallet took it; then it stopped
    await db().execute(
      sql`update sb_bets set collecting_posting = 3, collecting_amount = 20000,
                             collecting_since = now() - interval '1 hour'
           where id = ${betId}`,
    );
    await inner.withdraw(
      {
        merchantId: Number(row.merchant_id),
        memberId: Number(row.member_id),
        currency: 'THB',
        token: tokens.open(latest[0]!.sealed)!,
      },
      bookLeg(stakeId, postingTransactionId(stakeId, 3), 20_000n, 2, false),
    );
    const taken = await player.balance();
    await expectBookRefusal(
      db(),
      () => bo('POST', path(sportsbookPaths.boWriteOff, betId)),
      409,
      'sb_owed_collecting',
    );

    // a claim this young may be another run's in flight: a run leaves it alone
    await db().execute(sql`update sb_bets set collecting_since = now() where id = ${betId}`);
    expect(await ctx.app.jobs.runNow(sportsbookJobs.owed)).toBe(true);
    expect(await player.balance()).toBe(taken);
    expect(await betRow(betId)).toMatchObject({ owed: '20000', collecting_posting: 3 });
    await db().execute(
      sql`update sb_bets set collecting_since = now() - interval '1 hour' where id = ${betId}`,
    );

    // the app's own job finishes it: the wallet replays posting 3, no second debit
    expect(await ctx.app.jobs.runNow(sportsbookJobs.owed)).toBe(true);
    expect(await player.balance()).toBe(taken);
    expect(await betRow(betId)).toMatchObject({
      owed: '0',
      postings: 3,
      collecting_posting: null,
      collecting_amount: null,
    });
    expect((await walletPostings(betId)).ids.get(postingTransactionId(stakeId, 3))).toBe(1);
    await expectBetAgreesWithWallet(betId);
    expect(await ctx.app.jobs.runNow(sportsbookJobs.owed)).toBe(true);
    expect(await player.balance()).toBe(taken);
  });

  it('a lost answer keeps the claim; a later run replays it without a second debit', async () => {
    const { betId } = await owedBet('Lost answer');
    const before = await player.balance();
    // the wallet takes the money but its answer never arrives
    const lossy: BookWallet = {
      ...inner,
      async withdraw(player, leg) {
        await inner.withdraw(player, leg);
        throw new Error('connection lost');
      },
    };
    const owed = createOwedCollection({ db: db(), wallet: lossy, tokens, log: quiet });
    expect(await owed.collectDue()).toBe(0);
    expect(await player.balance()).toBe(before - 20_000n);
    expect(await betRow(betId)).toMatchObject({
      owed: '20000',
      postings: 2,
      collecting_posting: 3,
      collecting_amount: '20000',
    });
    await expectBookRefusal(
      db(),
      () => bo('POST', path(sportsbookPaths.boWriteOff, betId)),
      409,
      'sb_owed_collecting',
    );
    const later = createOwedCollection({ db: db(), wallet: inner, tokens, log: quiet });
    await db().execute(
      sql`update sb_bets set collecting_since = now() - interval '1 hour' where id = ${betId}`,
    );
    expect(await later.collectDue()).toBe(1);
    expect(await player.balance()).toBe(before - 20_000n);
    expect(await betRow(betId)).toMatchObject({ owed: '0', postings: 3, collecting_posting: null });
    await expectBetAgreesWithWallet(betId);
  });

  it('a refusal releases the claim and leaves the posting number free', async () => {
    const { betId } = await owedBet('Refused');
    // more owed than the member has: the wallet refuses, nothing moves, the claim ends
    const balance = await player.balance();
    await db().execute(sql`update sb_bets set owed = ${balance + 100n} where id = ${betId}`);
    const watched = watchedWallet(inner);
    const owed = createOwedCollection({ db: db(), wallet: watched.wallet, tokens, log: quiet });
    expect(await owed.collectDue()).toBe(0);
    expect(watched.sent).toEqual([postingTransactionId(await stakeIdOf(betId), 3)]);
    expect(await player.balance()).toBe(balance);
    expect(await betRow(betId)).toMatchObject({ postings: 2, collecting_posting: null });
    // the operator may write it off now
    const written = await bo('POST', path(sportsbookPaths.boWriteOff, betId));
    expect(written.statusCode, written.body).toBe(200);
    expect(await player.balance()).toBe(balance);
  });

  it('a run works through a backlog in batches', async () => {
    const first = await owedBet('Batch one');
    const second = await owedBet('Batch two');
    const third = await owedBet('Batch three');
    const before = await player.balance();
    // a run whose budget is spent claims nothing more: the backlog waits, untouched
    const spent = createOwedCollection({
      db: db(),
      wallet: inner,
      tokens,
      log: quiet,
      runBudgetMs: 0,
    });
    expect(await spent.collectDue()).toBe(0);
    expect(await betRow(first.betId)).toMatchObject({ owed: '20000', collecting_posting: null });
    const owed = createOwedCollection({
      db: db(),
      wallet: inner,
      tokens,
      log: quiet,
      batchSize: 2,
    });
    expect(await owed.collectDue()).toBe(3);
    expect(await player.balance()).toBe(before - 60_000n);
    for (const { betId } of [first, second, third]) {
      expect(await betRow(betId)).toMatchObject({ owed: '0', collecting_posting: null });
      await expectBetAgreesWithWallet(betId);
    }
  });
});
