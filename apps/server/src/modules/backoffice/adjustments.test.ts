import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { apiPaths } from '@lobby/contracts';
import { createTestApp, type TestContext } from '../../../test/app-kit.ts';
import { healthyLedger, ledgerInvariants, ledgerRowCounts } from '../../../test/ledger-kit.ts';
import { staffHeaders, staffToken } from '../../../test/staff-kit.ts';
import { auditLog, ledgerTransactions, members, staffUsers } from '../../db/schema/index.ts';
import { createOtherBrand, otherAdminToken, otherBrandHeaders } from './testing/other-brand-kit.ts';

let ctx: TestContext;
let finance: string;
let demoId: number;
let financeId: number;
let keyCounter = 0;
const newKey = () => `adj-key-${++keyCounter}-${Date.now()}`;

beforeAll(async () => {
  ctx = await createTestApp();
  finance = await staffToken(ctx.app, 'finance');
  const [demo] = await ctx.database.db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.username, 'demo'));
  demoId = demo!.id;
  const [staff] = await ctx.database.db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.username, 'finance'));
  financeId = staff!.id;
});
afterAll(async () => ctx?.close());
afterEach(async () => {
  expect(await ledgerInvariants(ctx.database.db)).toEqual(healthyLedger);
});

function adjust(
  body: Record<string, unknown>,
  options: { token?: string; key?: string | null; memberId?: number; ip?: string } = {},
) {
  const key = options.key === undefined ? newKey() : options.key;
  return ctx.app.inject({
    method: 'POST',
    url: `${apiPaths.boMembers}/${options.memberId ?? demoId}/adjustments`,
    headers: {
      ...staffHeaders(options.token ?? finance),
      ...(key === null ? {} : { 'idempotency-key': key }),
    },
    payload: body,
    remoteAddress: options.ip ?? '127.0.0.1',
  });
}

async function walletOf(memberId: number, token = finance) {
  const response = await ctx.app.inject({
    url: `${apiPaths.boMembers}/${memberId}/wallet`,
    headers: staffHeaders(token),
  });
  return response;
}

describe('POST /bo/members/:memberId/adjustments', () => {
  it('credits the member from the house adjustments account and audits it', async () => {
    const before = (await walletOf(demoId)).json().value.balance as string;
    const response = await adjust(
      { amount: '150.25', reason: 'Goodwill credit for ticket 42' },
      { ip: '10.9.0.1' },
    );
    expect(response.statusCode).toBe(200);
    const value = response.json().value;
    expect(value).toMatchObject({
      memberId: demoId,
      amount: '150.25',
      balanceBefore: before,
      reason: 'Goodwill credit for ticket 42',
      replayed: false,
    });
    const expectedAfter = (BigInt(before.replace('.', '')) + 15025n).toString();
    expect(value.balanceAfter.replace('.', '')).toBe(expectedAfter);
    expect((await walletOf(demoId)).json().value.balance).toBe(value.balanceAfter);

    const [ledger] = await ctx.database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.id, value.transactionId));
    expect(ledger).toMatchObject({ kind: 'adjustment', memberId: demoId });
    expect(ledger!.memo).toEqual({ reason: 'Goodwill credit for ticket 42' });
    expect(ledger!.idempotencyKey).toMatch(new RegExp(`^adjustment:${financeId}:`));

    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'wallet.adjust'), eq(auditLog.ip, '10.9.0.1')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorKind: 'staff',
      actorId: financeId,
      subjectKind: 'member',
      subjectId: String(demoId),
      reason: 'Goodwill credit for ticket 42',
      before: { balance: before },
      after: { balance: value.balanceAfter, amount: '150.25', transactionId: value.transactionId },
    });
  });

  it('debits with a negative amount, down to exactly zero but not below', async () => {
    const balance = (await walletOf(demoId)).json().value.balance as string;
    const counts = await ledgerRowCounts(ctx.database.db);
    const tooMuch = (BigInt(balance.replace('.', '')) + 1n).toString();
    const overdraw = await adjust({
      amount: `-${tooMuch.slice(0, -2)}.${tooMuch.slice(-2)}`,
      reason: 'Chargeback from the bank',
    });
    expect(overdraw.statusCode).toBe(400);
    expect(overdraw.json().code).toBe('insufficient_funds');
    expect(await ledgerRowCounts(ctx.database.db)).toEqual(counts);

    const all = await adjust({ amount: `-${balance}`, reason: 'Chargeback from the bank' });
    expect(all.statusCode).toBe(200);
    expect(all.json().value).toMatchObject({
      amount: `-${balance}`,
      balanceBefore: balance,
      balanceAfter: '0.00',
    });
    const empty = await adjust({ amount: '-0.01', reason: 'Chargeback from the bank' });
    expect(empty.json().code).toBe('insufficient_funds');
  });

  it('answers a repeated key with the first result, once in the ledger and the audit', async () => {
    const key = newKey();
    const body = { amount: '10.00', reason: 'Replay check credit' };
    const first = await adjust(body, { key });
    const counts = await ledgerRowCounts(ctx.database.db);
    const second = await adjust(body, { key });
    expect(second.statusCode).toBe(200);
    expect(second.json().value).toEqual({ ...first.json().value, replayed: true });
    expect(await ledgerRowCounts(ctx.database.db)).toEqual(counts);
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.reason, 'Replay check credit'));
    expect(audits).toHaveLength(1);

    const conflict = await adjust({ amount: '11.00', reason: 'Replay check credit' }, { key });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().code).toBe('idempotency_conflict');
    const otherReason = await adjust({ amount: '10.00', reason: 'Another reason here' }, { key });
    expect(otherReason.json().code).toBe('idempotency_conflict');
    expect(await ledgerRowCounts(ctx.database.db)).toEqual(counts);
  });

  it('refuses bad input and changes nothing', async () => {
    const counts = await ledgerRowCounts(ctx.database.db);
    const auditsBefore = (await ctx.database.db.select().from(auditLog)).length;
    const cases: Array<[Record<string, unknown>, string | null | undefined, string]> = [
      [{ amount: '5.00', reason: 'Missing key case' }, null, 'idempotency_key_required'],
      [{ amount: '5.00', reason: 'Bad key case' }, 'short', 'idempotency_key_required'],
      [{ amount: '5.00' }, undefined, 'validation_failed'],
      [{ amount: '5.00', reason: '  ab  ' }, undefined, 'validation_failed'],
      [{ amount: '1.001', reason: 'Too precise' }, undefined, 'amount_too_precise'],
      [{ amount: '-0.005', reason: 'Too precise' }, undefined, 'amount_too_precise'],
      [{ amount: '0', reason: 'Zero amount' }, undefined, 'amount_invalid'],
      [{ amount: '-0.00', reason: 'Zero amount' }, undefined, 'amount_invalid'],
      [{ amount: '007', reason: 'Leading zeros' }, undefined, 'amount_invalid'],
      [{ amount: '999999999999999999', reason: 'Absurd amount' }, undefined, 'amount_too_large'],
      [{ amount: '-1000000000000.01', reason: 'Absurd amount' }, undefined, 'amount_too_large'],
      [{ amount: '1e5', reason: 'Exponent' }, undefined, 'validation_failed'],
      [{ amount: '--5', reason: 'Double sign' }, undefined, 'validation_failed'],
      [{ amount: 5, reason: 'Number not text' }, undefined, 'validation_failed'],
      [{ amount: ' 5', reason: 'Spaces' }, undefined, 'validation_failed'],
    ];
    for (const [body, key, code] of cases) {
      const response = await adjust(body, { key });
      expect.soft(response.json().code, JSON.stringify(body)).toBe(code);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    expect(await ledgerRowCounts(ctx.database.db)).toEqual(counts);
    expect((await ctx.database.db.select().from(auditLog)).length).toBe(auditsBefore);
  });

  it('is for finance and admin only', async () => {
    const counts = await ledgerRowCounts(ctx.database.db);
    const cashier = await adjust(
      { amount: '5.00', reason: 'Cashier tries' },
      { token: await staffToken(ctx.app, 'cashier') },
    );
    expect(cashier.statusCode).toBe(403);
    expect(cashier.json().code).toBe('staff_forbidden');
    expect(await ledgerRowCounts(ctx.database.db)).toEqual(counts);
    const guest = await ctx.app.inject({
      method: 'POST',
      url: `${apiPaths.boMembers}/${demoId}/adjustments`,
      headers: { merchant: 'lotus', 'idempotency-key': newKey() },
      payload: { amount: '5.00', reason: 'Nobody tries' },
    });
    expect(guest.statusCode).toBe(401);
    // a stranger learns nothing from validation: the token is checked before the body
    const strangerBadBody = await adjust({ amount: 'junk' }, { token: 'bogus-token-123' });
    expect(strangerBadBody.statusCode).toBe(401);
    const admin = await adjust(
      { amount: '5.00', reason: 'Admin credits' },
      { token: await staffToken(ctx.app, 'admin') },
    );
    expect(admin.statusCode).toBe(200);
  });

  it('finds no member of another brand, an unknown id, and refuses trial accounts', async () => {
    const other = await createOtherBrand(ctx.database.db);
    const [trial] = await ctx.database.db
      .insert(members)
      .values({
        merchantId: (await ctx.database.db.select().from(members).limit(1))[0]!.merchantId,
        username: 'trial_adjust',
        type: 4,
        nickname: 'Trial',
      })
      .returning({ id: members.id });
    const counts = await ledgerRowCounts(ctx.database.db);
    const foreign = await adjust(
      { amount: '5.00', reason: 'Other brand' },
      { memberId: other.memberId },
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('member_not_found');
    const unknown = await adjust(
      { amount: '5.00', reason: 'Unknown id' },
      { memberId: 99_999_999 },
    );
    expect(unknown.json().code).toBe('member_not_found');
    const play = await adjust({ amount: '5.00', reason: 'Trial account' }, { memberId: trial!.id });
    expect(play.statusCode).toBe(409);
    expect(play.json()).toMatchObject({
      code: 'invalid_state',
      details: { reason: 'trial_account' },
    });
    expect(await ledgerRowCounts(ctx.database.db)).toEqual(counts);

    // and the other brand's admin cannot reach our member through their brand
    const otherToken = await otherAdminToken(ctx.app);
    const theirs = await ctx.app.inject({
      method: 'POST',
      url: `${apiPaths.boMembers}/${demoId}/adjustments`,
      headers: {
        ...otherBrandHeaders,
        authorization: `Bearer ${otherToken}`,
        'idempotency-key': newKey(),
      },
      payload: { amount: '5.00', reason: 'Cross-brand credit' },
    });
    expect(theirs.json().code).toBe('member_not_found');
    expect(await ledgerRowCounts(ctx.database.db)).toEqual(counts);
  });
});

describe('GET /bo/members/:memberId/wallet', () => {
  it('shows any staff role the balances of a member of this brand', async () => {
    const cashier = await staffToken(ctx.app, 'cashier');
    const response = await walletOf(demoId, cashier);
    expect(response.statusCode).toBe(200);
    expect(response.json().value).toMatchObject({
      memberId: demoId,
      username: 'demo',
      currencyCode: 'THB',
      isPlayMoney: false,
      held: expect.stringMatching(/^\d+\.\d{2}$/),
    });
    expect((await walletOf(99_999_999, cashier)).json().code).toBe('member_not_found');
    expect((await walletOf(demoId, 'bogus-token')).statusCode).toBe(401);
  });
});

describe('GET /bo/audit', () => {
  it('pages the brand’s audit log for admins, filtered by subject', async () => {
    const admin = await staffToken(ctx.app, 'admin');
    const response = await ctx.app.inject({
      url: `${apiPaths.boAudit}?subjectKind=member&subjectId=${demoId}&pageSize=2`,
      headers: staffHeaders(admin),
    });
    expect(response.statusCode).toBe(200);
    const page = response.json().value;
    expect(page.pageSize).toBe(2);
    expect(page.content).toHaveLength(2);
    expect(page.totalElements).toBeGreaterThanOrEqual(4);
    expect(page.totalPages).toBe(Math.ceil(page.totalElements / 2));
    for (const entry of page.content) {
      expect(entry).toMatchObject({ subjectKind: 'member', subjectId: String(demoId) });
    }
    expect(page.content[0].actorName).toMatch(/^(finance|admin)$/);
    expect(Date.parse(page.content[0].createdAt)).toBeGreaterThanOrEqual(
      Date.parse(page.content[1].createdAt),
    );

    const all = await ctx.app.inject({
      url: `${apiPaths.boAudit}?pageSize=100`,
      headers: staffHeaders(admin),
    });
    const actions = all.json().value.content.map((entry: { action: string }) => entry.action);
    expect(actions).toContain('staff.login');
    // the other brand's admin logged in above; that row is not ours to see
    expect(
      all
        .json()
        .value.content.some((entry: { subjectId: string }) => entry.subjectId === 'otheradmin'),
    ).toBe(false);

    const forbidden = await ctx.app.inject({
      url: apiPaths.boAudit,
      headers: staffHeaders(finance),
    });
    expect(forbidden.statusCode).toBe(403);
    const badPage = await ctx.app.inject({
      url: `${apiPaths.boAudit}?pageSize=1000`,
      headers: staffHeaders(admin),
    });
    expect(badPage.json().code).toBe('validation_failed');
  });
});
