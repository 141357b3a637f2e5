import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pamBasePath } from '@lobby/contracts';
import { providerTransactions } from '../../../db/schema/index.ts';
import { requireMerchant } from '../../../platform/merchant-context.ts';
import { registerRateLimits } from '../../../platform/rate-limit.ts';
import { loadHmacKey } from '../../../platform/server-secrets.ts';
import { createMerchantRepository } from '../../system/index.ts';
import { createTestApp, type TestContext } from '../../../../test/app-kit.ts';
import { healthyLedger, ledgerInvariants } from '../../../../test/ledger-kit.ts';
import { demoMerchantId, memberIdOf } from '../../wallet/testing/wallet-kit.ts';
import { createPamConformance } from './testing/pam-conformance.ts';
import { providerWalletFor } from './testing/pam-service-kit.ts';
import { openGameSession, pamClient, pamTransaction } from './testing/pam-kit.ts';
import { pamCallsPerMinute, providerWalletRoutes } from './provider-wallet.routes.ts';

/** Fastify's own refusals in the /pam/v1 scope answer in the PAM envelope too. */
describe('provider wallet API /pam/v1: body limit and rate limit', () => {
  let ctx: TestContext;
  let hmacKey: Buffer;
  let merchantId: number;
  let memberId: number;
  const conformance = createPamConformance();

  const countTransactions = async () =>
    (await ctx.database.db.select().from(providerTransactions)).length;

  beforeAll(async () => {
    ctx = await createTestApp();
    hmacKey = await loadHmacKey(ctx.database.db, undefined);
    merchantId = await demoMerchantId(ctx.database.db);
    memberId = await memberIdOf(ctx.database.db, 'demo');
  });
  afterAll(async () => ctx.close());

  it('answers a body beyond 64 KiB with 413 in the PAM envelope, and moves nothing', async () => {
    const sandbox = pamClient(ctx.app, hmacKey, { merchantId, code: 'SandboxRGS', signs: true });
    const playerToken = await openGameSession(ctx.database.db, {
      merchantId,
      memberId,
      providerCode: 'SandboxRGS',
      vassalage: 'SPN',
      gameCode: 'golden-temple',
      status: 'active',
    });
    const before = await countTransactions();
    const transaction = pamTransaction({
      provider: 'SandboxRGS',
      transactionType: 'WITHDRAW',
      cashAmount: 1,
      providerGameId: 'golden-temple',
    });
    // a well-formed, correctly signed bet, only far too large
    const body = JSON.stringify({ ...transaction, padding: 'p'.repeat(70_000) });
    const response = await sandbox.request('POST', `/players/${memberId}/transactions`, {
      playerToken,
      body,
    });
    expect(response.statusCode).toBe(413);
    const answer = response.json();
    expect(answer).toMatchObject({ status: 'ERROR', error: { code: 'PAM_ERR_UNDEFINED' } });
    expect(answer).not.toHaveProperty('success');
    // shaped as the document's addTransaction answer, though the document declares no 413
    expect(conformance.problems('addTransaction', 200, answer)).toEqual([]);
    expect(await countTransactions()).toBe(before);
    expect(await ledgerInvariants(ctx.database.db)).toEqual(healthyLedger);

    // the same bet at its real size goes through
    const small = await sandbox.request('POST', `/players/${memberId}/transactions`, {
      playerToken,
      body: JSON.stringify(transaction),
    });
    expect(small.json()).toMatchObject({ status: 'OK' });
    expect(await countTransactions()).toBe(before + 1);
  });

  describe('rate limit', () => {
    const limit = 3;
    let scope: FastifyInstance;

    /** The routes as the app registers them, with a ceiling a test can reach. */
    beforeAll(async () => {
      const { pam } = await providerWalletFor(ctx.database.db);
      scope = Fastify();
      await registerRateLimits(scope, undefined);
      await scope.register(async (api) => {
        requireMerchant(api, createMerchantRepository(ctx.database.db));
        await api.register(providerWalletRoutes, {
          db: ctx.database.db,
          hmacKey,
          pam,
          cacheTtlMs: 0,
          callsPerMinute: limit,
        });
      });
      await scope.ready();
    });
    afterAll(async () => scope.close());

    it('keeps the app’s ceiling generous: it is for machine traffic', () => {
      expect(pamCallsPerMinute).toBeGreaterThanOrEqual(10_000);
    });

    it('answers a provider over its limit with 429 in the PAM envelope; others go on', async () => {
      const sandbox = pamClient(scope, hmacKey, { merchantId, code: 'SandboxRGS', signs: true });
      const sandboxToken = await openGameSession(ctx.database.db, {
        merchantId,
        memberId,
        providerCode: 'SandboxRGS',
        vassalage: 'SPN',
        gameCode: 'golden-temple',
        status: 'active',
      });
      const balance = () =>
        sandbox.request('GET', `/players/${memberId}/balance`, { playerToken: sandboxToken });
      for (let call = 0; call < limit; call += 1) {
        const allowed = await balance();
        expect(allowed.statusCode).toBe(200);
        expect(allowed.json()).toMatchObject({ status: 'OK' });
      }
      const limited = await balance();
      expect(limited.statusCode).toBe(429);
      const answer = limited.json();
      expect(answer).toMatchObject({ status: 'ERROR', error: { code: 'PAM_ERR_UNDEFINED' } });
      expect(answer).not.toHaveProperty('success');
      expect(conformance.problems('getBalance', 200, answer)).toEqual([]);

      // the counter is the provider's: the in-house provider of the brand is not limited
      const originals = pamClient(scope, hmacKey, { merchantId, code: 'LobbyOriginals' });
      const originalsToken = await openGameSession(ctx.database.db, {
        merchantId,
        memberId,
        providerCode: 'LobbyOriginals',
        vassalage: 'LOBBY',
        gameCode: 'lotus-fortune',
        status: 'active',
      });
      const other = await originals.request('GET', `/players/${memberId}/balance`, {
        playerToken: originalsToken,
      });
      expect(other.statusCode).toBe(200);
      expect(other.json()).toMatchObject({ status: 'OK' });
      // the limit comes before authentication: a runaway caller costs no credential checks
      const raw = await scope.inject({
        method: 'GET',
        url: `${pamBasePath}/players/${memberId}/balance`,
        query: { provider: 'SandboxRGS' },
        headers: { merchant: 'lotus' },
      });
      expect(raw.statusCode).toBe(429);
    });
  });
});
