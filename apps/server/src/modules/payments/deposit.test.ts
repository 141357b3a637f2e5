import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type Deposit, type DepositList } from '@lobby/contracts';
import {
  depositLimits,
  deposits,
  members,
  paymentChannels,
  selfExclusions,
} from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../../test/app-kit.ts';
import { brandHeaders, loginToken } from '../../../test/login-kit.ts';
import { healthyLedger, ledgerInvariants, ledgerRowCounts } from '../../../test/ledger-kit.ts';
import {
  createDeposit,
  memberHeaders,
  newKey,
  postDeposit,
  uploadProof,
} from './testing/deposit-kit.ts';

describe('creating and reading deposits', () => {
  let ctx: TestContext;
  let token: string;
  let agentToken: string;

  const depositCount = async () =>
    (await ctx.database.db.select({ n: count() }).from(deposits))[0]!.n;
  const codeOf = (response: { json(): unknown }) => (response.json() as { code?: string }).code;

  beforeAll(async () => {
    ctx = await createTestApp();
    token = await loginToken(ctx.app, 'demo', 'Lotus#2026');
    agentToken = await loginToken(ctx.app, 'agent', 'Lotus#2026');
  });
  afterEach(async () => {
    expect(await ledgerInvariants(ctx.database.db)).toEqual(healthyLedger);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('needs a login, and an Idempotency-Key header to create', async () => {
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: apiPaths.depositChannels,
      headers: brandHeaders,
    });
    expect(anonymous.statusCode).toBe(401);
    const before = await depositCount();
    const noKey = await postDeposit(
      ctx.app,
      token,
      { channelCode: 'SANDBOX', amount: '100' },
      null,
    );
    expect(noKey.statusCode).toBe(400);
    expect(codeOf(noKey)).toBe('idempotency_key_required');
    const badKey = await postDeposit(
      ctx.app,
      token,
      { channelCode: 'SANDBOX', amount: '100' },
      'x',
    );
    expect(codeOf(badKey)).toBe('idempotency_key_required');
    expect(await depositCount()).toBe(before);
  });

  it('refuses bad amounts, amounts outside the channel limits and unknown channels', async () => {
    const before = await depositCount();
    const counts = await ledgerRowCounts(ctx.database.db);
    const cases: Array<[Record<string, unknown>, number, string, object?]> = [
      [{ channelCode: 'SANDBOX', amount: '0' }, 400, 'amount_invalid'],
      [{ channelCode: 'SANDBOX', amount: '-100' }, 400, 'amount_invalid'],
      [{ channelCode: 'SANDBOX', amount: '1e5' }, 400, 'amount_invalid'],
      [{ channelCode: 'SANDBOX', amount: ' 100' }, 400, 'amount_invalid'],
      [{ channelCode: 'SANDBOX', amount: 'abc' }, 400, 'amount_invalid'],
      [{ channelCode: 'SANDBOX', amount: '100.001' }, 400, 'amount_too_precise'],
      [{ channelCode: 'SANDBOX', amount: '99999999999999999' }, 400, 'amount_too_large'],
      [{ channelCode: 'SANDBOX', amount: '99.99' }, 400, 'amount_below_minimum', { min: '100.00' }],
      [
        { channelCode: 'SANDBOX', amount: '50000.01' },
        400,
        'amount_above_maximum',
        { max: '50000.00' },
      ],
      [{ channelCode: 'BANK', amount: '299' }, 400, 'amount_below_minimum', { min: '300.00' }],
      [{ channelCode: 'NOPE', amount: '100' }, 404, 'channel_not_found'],
      [{ channelCode: 'SANDBOX', amount: 100 }, 400, 'validation_failed'],
      [{ channelCode: 'SANDBOX' }, 400, 'validation_failed'],
    ];
    for (const [body, status, code, details] of cases) {
      const response = await postDeposit(ctx.app, token, body);
      expect({ body, status: response.statusCode, code: codeOf(response) }).toEqual({
        body,
        status,
        code,
      });
      if (details) expect(response.json()).toMatchObject({ details });
    }
    expect(await depositCount()).toBe(before);
    expect(await ledgerRowCounts(ctx.database.db)).toEqual(counts);
  });

  it('an inactive channel is neither listed nor usable', async () => {
    await ctx.database.db
      .update(paymentChannels)
      .set({ isActive: false })
      .where(eq(paymentChannels.code, 'SANDBOX'));
    try {
      const list = await ctx.app.inject({
        method: 'GET',
        url: apiPaths.depositChannels,
        headers: memberHeaders(token),
      });
      const codes = (list.json() as { value: { channels: Array<{ code: string }> } }).value
        .channels;
      expect(codes.map((channel) => channel.code)).toEqual(['BANK']);
      const response = await postDeposit(ctx.app, token, { channelCode: 'SANDBOX', amount: '100' });
      expect(codeOf(response)).toBe('channel_not_found');
    } finally {
      await ctx.database.db
        .update(paymentChannels)
        .set({ isActive: true })
        .where(eq(paymentChannels.code, 'SANDBOX'));
    }
  });

  it('the same key and content answer the same deposit; other content is a conflict', async () => {
    const key = newKey();
    const body = { channelCode: 'SANDBOX', amount: '250' };
    const first = await postDeposit(ctx.app, token, body, key);
    expect(first.statusCode).toBe(200);
    const again = await postDeposit(ctx.app, token, { ...body, amount: '250.00' }, key);
    expect(again.statusCode).toBe(200);
    expect((again.json() as { value: Deposit }).value).toEqual(
      (first.json() as { value: Deposit }).value,
    );
    const before = await depositCount();
    const other = await postDeposit(ctx.app, token, { ...body, amount: '251' }, key);
    expect(other.statusCode).toBe(409);
    expect(codeOf(other)).toBe('idempotency_conflict');
    expect(await depositCount()).toBe(before);
    // keys are per member: another member's same key is their own deposit
    const agent = await postDeposit(ctx.app, agentToken, body, key);
    expect(agent.statusCode).toBe(200);
    expect((agent.json() as { value: Deposit }).value.id).not.toBe(
      (first.json() as { value: Deposit }).value.id,
    );
  });

  it('a bank transfer needs a reference and the member’s own proof, then waits for review', async () => {
    const before = await depositCount();
    const noReference = await postDeposit(ctx.app, token, { channelCode: 'BANK', amount: '500' });
    expect(codeOf(noReference)).toBe('reference_required');
    const noProof = await postDeposit(ctx.app, token, {
      channelCode: 'BANK',
      amount: '500',
      reference: 'KB-778',
    });
    expect(codeOf(noProof)).toBe('proof_required');
    const agentProof = await uploadProof(ctx.app, agentToken);
    const foreignProof = await postDeposit(ctx.app, token, {
      channelCode: 'BANK',
      amount: '500',
      reference: 'KB-778',
      proofFileId: agentProof,
    });
    expect(foreignProof.statusCode).toBe(404);
    expect(codeOf(foreignProof)).toBe('file_not_found');
    expect(await depositCount()).toBe(before);

    const proof = await uploadProof(ctx.app, token);
    const deposit = await createDeposit(ctx.app, token, {
      channelCode: 'BANK',
      amount: '500',
      reference: 'KB-778',
      proofFileId: proof,
    });
    expect(deposit).toMatchObject({
      kind: 'bank_transfer',
      status: 'pending',
      amount: '500.00',
      reference: 'KB-778',
      payUrl: null,
      reviewNote: null,
    });
    // a day to review, by the default wallet policy
    const hours = (Date.parse(deposit.expiresAt) - Date.parse(deposit.createdAt)) / 3_600_000;
    expect(hours).toBeCloseTo(24, 1);
  });

  it('lists only the member’s own deposits, newest first, and hides everyone else’s', async () => {
    const mine = await createDeposit(ctx.app, token, { channelCode: 'SANDBOX', amount: '101' });
    const theirs = await createDeposit(ctx.app, agentToken, {
      channelCode: 'SANDBOX',
      amount: '102',
    });

    const page = await ctx.app.inject({
      method: 'GET',
      url: `${apiPaths.deposits}?pageNo=1&pageSize=2`,
      headers: memberHeaders(token),
    });
    expect(page.statusCode).toBe(200);
    const list = (page.json() as { value: DepositList }).value;
    expect(list.content[0]!.id).toBe(mine.id);
    expect(list.content).toHaveLength(2);
    expect(list.totalElements).toBeGreaterThan(2);
    expect(list.totalPages).toBe(Math.ceil(list.totalElements / 2));
    expect(list.content.every((deposit) => deposit.payUrl === null)).toBe(true);
    const all = await ctx.app.inject({
      method: 'GET',
      url: `${apiPaths.deposits}?pageSize=100`,
      headers: memberHeaders(token),
    });
    const ids = (all.json() as { value: DepositList }).value.content.map((deposit) => deposit.id);
    expect(ids).not.toContain(theirs.id);

    const own = await ctx.app.inject({
      method: 'GET',
      url: `${apiPaths.deposits}/${mine.id}`,
      headers: memberHeaders(token),
    });
    expect(own.statusCode).toBe(200);
    // a pending gateway deposit can be paid again from its detail
    expect((own.json() as { value: Deposit }).value.payUrl).toBe(mine.payUrl);
    const foreign = await ctx.app.inject({
      method: 'GET',
      url: `${apiPaths.deposits}/${theirs.id}`,
      headers: memberHeaders(token),
    });
    expect(foreign.statusCode).toBe(404);
    expect(codeOf(foreign)).toBe('deposit_not_found');
    const nonsense = await ctx.app.inject({
      method: 'GET',
      url: `${apiPaths.deposits}/abc`,
      headers: memberHeaders(token),
    });
    expect(nonsense.statusCode).toBe(400);
  });

  it('ten identical requests at once make one deposit and ten identical answers', async () => {
    // another member: the per-member rate limit has been spent on the cases above
    const key = newKey();
    const before = await depositCount();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        postDeposit(ctx.app, agentToken, { channelCode: 'SANDBOX', amount: '333' }, key),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    const bodies = new Set(answers.map((answer) => answer.body));
    expect(bodies.size).toBe(1);
    expect(await depositCount()).toBe(before + 1);
  });

  it('a self-excluded member cannot deposit, and a deposit limit holds', async () => {
    const { id: memberId, merchantId } = await demoMember();
    const before = await depositCount();
    await ctx.database.db.insert(selfExclusions).values({ merchantId, memberId, endsAt: null });
    try {
      const excluded = await postDeposit(ctx.app, token, { channelCode: 'SANDBOX', amount: '100' });
      expect(excluded.statusCode).toBe(403);
      expect(codeOf(excluded)).toBe('self_excluded');
    } finally {
      await ctx.database.db.delete(selfExclusions).where(eq(selfExclusions.memberId, memberId));
    }
    expect(await depositCount()).toBe(before);

    // pending and completed deposits of today count; 1.00 of room is left
    const used = await ctx.database.db
      .select()
      .from(deposits)
      .where(eq(deposits.memberId, memberId));
    const today = used
      .filter((row) => row.status === 'pending' || row.status === 'completed')
      .reduce((sum, row) => sum + row.amount, 0n);
    await ctx.database.db
      .insert(depositLimits)
      .values({ merchantId, memberId, period: 'daily', amount: today + 100n });
    try {
      const over = await postDeposit(ctx.app, token, { channelCode: 'SANDBOX', amount: '100' });
      expect(over.statusCode).toBe(400);
      expect(codeOf(over)).toBe('deposit_limit_exceeded');
    } finally {
      await ctx.database.db.delete(depositLimits).where(eq(depositLimits.memberId, memberId));
    }
    expect(await depositCount()).toBe(before);
  });

  async function demoMember() {
    const [row] = await ctx.database.db
      .select({ id: members.id, merchantId: members.merchantId })
      .from(members)
      .where(eq(members.username, 'demo'));
    return row!;
  }
});
