import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, redEnvelopePaths, type RedEnvelope } from '@lobby/contracts';
import { createTestApp, type TestContext } from '../../../../test/app-kit.ts';
import { healthyLedger, ledgerInvariants, ledgerRowCounts } from '../../../../test/ledger-kit.ts';
import { rowCounts } from '../../../../test/row-count-kit.ts';
import { staffHeaders, staffToken } from '../../../../test/staff-kit.ts';
import { rowsOf } from '../../../db/rows.ts';
import { createLocalEventBus } from '../../../platform/event-bus.ts';
import { createWalletService } from '../../wallet/index.ts';
import { createRedEnvelopesRepository } from './red-envelopes.repository.ts';
import { createRedEnvelopes } from './red-envelopes.service.ts';
import { demoMerchantId, memberIdOf } from '../../wallet/testing/wallet-kit.ts';
import { brandHeaders } from '../../../../test/login-kit.ts';
import { addAccounts } from '../testing/agents-kit.ts';
import {
  creditMain,
  envelopeCallerFor,
  mainBalance,
  type EnvelopeCaller,
} from '../testing/red-envelope-kit.ts';

describe('red envelopes', () => {
  let ctx: TestContext;
  let merchantId: number;
  let ids: Record<string, number>;
  let agent: EnvelopeCaller;
  let sub: EnvelopeCaller;
  let deep: EnvelopeCaller;
  let outsider: EnvelopeCaller;
  let member: EnvelopeCaller;
  const db = () => ctx.database.db;
  const balance = (name: string) => mainBalance(db(), merchantId, ids[name]!);

  /** Asserts a refusal with `code` and that no row and no balance changed. */
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

  async function fund(body: Record<string, unknown>, key?: string): Promise<RedEnvelope> {
    const response = await agent.fund(
      {
        shares: 3,
        split: 'fixed',
        audience: 'direct',
        expiresInHours: 24,
        amount: '100.00',
        ...body,
      },
      key,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value as RedEnvelope;
  }

  beforeAll(async () => {
    ctx = await createTestApp();
    merchantId = await demoMerchantId(db());
    const agentId = await memberIdOf(db(), 'agent');
    const top = await addAccounts(db(), merchantId, [
      { username: 'envsub', type: 1, parentId: agentId },
      { username: 'envmember', type: 0, parentId: agentId },
      { username: 'envoutsider', type: 0, parentId: null },
    ]);
    const deeper = await addAccounts(db(), merchantId, [
      { username: 'envdeep', type: 0, parentId: top.envsub! },
    ]);
    ids = { agent: agentId, ...top, ...deeper };
    await creditMain(db(), merchantId, agentId, 50_000_00n);
    agent = await envelopeCallerFor(ctx.app, 'agent');
    sub = await envelopeCallerFor(ctx.app, 'envsub');
    deep = await envelopeCallerFor(ctx.app, 'envdeep');
    outsider = await envelopeCallerFor(ctx.app, 'envoutsider');
    member = await envelopeCallerFor(ctx.app, 'envmember');
  });
  afterEach(async () => {
    expect(await ledgerInvariants(db())).toEqual(healthyLedger);
  });
  afterAll(async () => ctx.close());

  it('funds an envelope in one ledger transaction, idempotent by the client key', async () => {
    const before = await balance('agent');
    const envelope = await fund({ message: 'Happy new year' }, 'fund-once');
    expect(envelope).toMatchObject({
      agent: 'agent',
      amount: '100.00',
      shares: 3,
      state: 'open',
      claimedShares: 0,
      message: 'Happy new year',
    });
    expect(await balance('agent')).toBe(before - 100_00n);
    const shares = await rowsOf<{ amount: string }>(
      db(),
      sql`select amount::text from red_envelope_shares where envelope_id = ${envelope.id} order by seq`,
    );
    expect(shares.map((share) => share.amount)).toEqual(['3334', '3333', '3333']);
    const audits = await rowsOf<{ action: string }>(
      db(),
      sql`select action from audit_log where subject_kind = 'red_envelope' and subject_id = ${String(envelope.id)}`,
    );
    expect(audits.map((row) => row.action)).toEqual(['red_envelope.fund']);

    // the same key again answers the same envelope and moves nothing
    const ledger = await ledgerRowCounts(db());
    const again = await fund({ message: 'Happy new year' }, 'fund-once');
    expect(again.id).toBe(envelope.id);
    expect(await ledgerRowCounts(db())).toEqual(ledger);
    await expectRefused(
      () =>
        agent.fund(
          { shares: 3, split: 'fixed', audience: 'direct', expiresInHours: 24, amount: '200.00' },
          'fund-once',
        ),
      409,
      'idempotency_conflict',
    );
  });

  it('refuses funding that cannot be paid or is not an agent, moving nothing', async () => {
    const body = { shares: 2, split: 'random', audience: 'team', expiresInHours: 1 } as const;
    await expectRefused(
      () => agent.fund({ ...body, amount: '9999999.00' }),
      400,
      'insufficient_funds',
    );
    await expectRefused(
      () => agent.fund({ ...body, amount: '0.01' }),
      400,
      'red_envelope_share_too_small',
    );
    await expectRefused(() => member.fund({ ...body, amount: '1.00' }), 403, 'not_an_agent');
    await expectRefused(
      () => agent.fund({ ...body, amount: '1.00' }, null),
      400,
      'idempotency_key_required',
    );
  });

  it('pays a direct downline once; refuses the team below, outsiders and a second claim', async () => {
    const envelope = await fund({});
    const before = await balance('envsub');
    const response = await sub.claim(envelope.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value).toMatchObject({ envelopeId: envelope.id, amount: '33.34' });
    expect(await balance('envsub')).toBe(before + 33_34n);

    await expectRefused(() => sub.claim(envelope.id), 409, 'red_envelope_already_claimed');
    await expectRefused(() => deep.claim(envelope.id), 404, 'red_envelope_not_found');
    await expectRefused(() => outsider.claim(envelope.id), 404, 'red_envelope_not_found');
    await expectRefused(() => agent.claim(envelope.id), 404, 'red_envelope_not_found');
    await expectRefused(() => sub.claim(999_999), 404, 'red_envelope_not_found');

    const own = await agent.listOwn();
    const listed = (own.json().value.content as RedEnvelope[]).find(
      (row) => row.id === envelope.id,
    );
    expect(listed).toMatchObject({ claimedShares: 1, claimedAmount: '33.34' });
    expect(listed?.claims).toEqual([
      expect.objectContaining({ account: 'envsub', amount: '33.34' }),
    ]);
  });

  it('lists a team envelope as claimable across the team only, until claimed', async () => {
    const envelope = await fund({ audience: 'team', split: 'random', shares: 5, amount: '10.00' });
    const ids = async (caller: EnvelopeCaller) =>
      ((await caller.claimable()).json().value.envelopes as { id: number }[]).map((row) => row.id);
    expect(await ids(deep)).toContain(envelope.id);
    expect(await ids(outsider)).not.toContain(envelope.id);
    const claimed = await deep.claim(envelope.id);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(await ids(deep)).not.toContain(envelope.id);
  });

  it('refuses a claim of an exhausted envelope', async () => {
    const envelope = await fund({ shares: 1, amount: '5.00' });
    expect((await sub.claim(envelope.id)).statusCode).toBe(200);
    await expectRefused(() => member.claim(envelope.id), 409, 'red_envelope_exhausted');
  });

  it('gives the unclaimed rest back once after expiry, and refuses later claims', async () => {
    const envelope = await fund({ shares: 4, amount: '40.00' });
    expect((await sub.claim(envelope.id)).statusCode).toBe(200);
    await db().execute(
      sql`update red_envelopes set expires_at = now() - interval '1 minute' where id = ${envelope.id}`,
    );
    await expectRefused(() => member.claim(envelope.id), 409, 'red_envelope_expired');
    const before = await balance('agent');
    const listed = await agent.listOwn({ state: 'expired' });
    const row = (listed.json().value.content as RedEnvelope[]).find(
      (item) => item.id === envelope.id,
    );
    expect(row).toMatchObject({
      state: 'expired',
      refundedAmount: '30.00',
      claimedAmount: '10.00',
    });
    expect(await balance('agent')).toBe(before + 30_00n);
    await agent.listOwn();
    expect(await balance('agent')).toBe(before + 30_00n);
  });

  it('gives the rest back from the scheduled job too', async () => {
    const envelope = await fund({ shares: 2, amount: '8.00' });
    await db().execute(
      sql`update red_envelopes set expires_at = now() - interval '1 minute' where id = ${envelope.id}`,
    );
    const before = await balance('agent');
    const service = createRedEnvelopes({
      db: db(),
      wallet: createWalletService({ db: db(), events: createLocalEventBus() }),
      repository: createRedEnvelopesRepository(),
    });
    expect(await service.expireDue()).toBeGreaterThanOrEqual(1);
    expect(await balance('agent')).toBe(before + 8_00n);
    expect(await service.expireDue()).toBe(0);
    expect(await balance('agent')).toBe(before + 8_00n);
  });

  it('shows each movement in the transaction history with its own type', async () => {
    const history = async ({ token }: EnvelopeCaller) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: apiPaths.transactionHistory,
        headers: { ...brandHeaders, token },
        query: { type: 'red_envelope' },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().value.content as { type: string; detail: string; note: string }[];
    };
    const mine = await history(sub);
    expect(mine[0]).toMatchObject({
      type: 'red_envelope',
      detail: 'red_envelope_claim',
      note: 'agent',
    });
    const agents = await history(agent);
    expect(agents.map((row) => row.detail)).toEqual(
      expect.arrayContaining(['red_envelope_fund', 'red_envelope_refund']),
    );
  });

  it('pays the last share exactly once to parallel claims', async () => {
    const claimers = await addAccounts(
      db(),
      merchantId,
      Array.from({ length: 6 }, (_, index) => ({
        username: `envrace${index}`,
        type: 0,
        parentId: ids.agent!,
      })),
    );
    const callers = await Promise.all(
      Object.keys(claimers).map((name) => envelopeCallerFor(ctx.app, name)),
    );
    const envelope = await fund({ shares: 1, amount: '7.00' });
    const responses = await Promise.all(callers.map((caller) => caller.claim(envelope.id)));
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409]);
    const [paid] = await rowsOf<{ n: number }>(
      db(),
      sql`select count(*)::int as n from audit_log where action = 'red_envelope.claim' and subject_id = ${String(envelope.id)}`,
    );
    expect(paid?.n).toBe(1);
  });

  it('lets the operator list every envelope; members are refused', async () => {
    const token = await staffToken(ctx.app, 'cashier');
    const response = await ctx.app.inject({
      method: 'GET',
      url: redEnvelopePaths.operator,
      headers: staffHeaders(token),
      query: { agent: 'agent', pageSize: '100' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value.totalElements).toBeGreaterThan(3);
    const refused = await ctx.app.inject({
      method: 'GET',
      url: redEnvelopePaths.operator,
      headers: { merchant: 'lotus', authorization: 'Bearer nope' },
    });
    expect(refused.statusCode).toBe(401);
  });
});
