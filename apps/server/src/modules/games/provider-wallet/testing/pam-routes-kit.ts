import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { loadHmacKey } from '../../../../platform/server-secrets.ts';
import { createTestApp, type TestContext } from '../../../../../test/app-kit.ts';
import { healthyLedger, ledgerInvariants } from '../../../../../test/ledger-kit.ts';
import { demoMerchantId, memberIdOf } from '../../../wallet/testing/wallet-kit.ts';
import { createPamConformance, type PamOperationId } from './pam-conformance.ts';
import { openGameSession, pamClient } from './pam-kit.ts';

export type PamClient = ReturnType<typeof pamClient>;

/**
 * The setting of the /pam/v1 route tests: a real app on a seeded database, the demo member,
 * the signing provider SandboxRGS, and a checker of answers against the published document.
 * Registers its hooks in the calling describe block (ledger invariants after each test).
 */
export function usePamRoutesFixture() {
  const conformance = createPamConformance();
  const fixture = {
    ctx: undefined as unknown as TestContext,
    hmacKey: Buffer.alloc(0) as Buffer,
    merchantId: 0,
    memberId: 0,
    sandbox: undefined as unknown as PamClient,
    conformance,
    /** Sends a call and checks its answer against the published document. */
    async call(operation: PamOperationId, send: () => ReturnType<PamClient['request']>) {
      const response = await send();
      const body = response.json();
      expect(
        conformance.problems(operation, response.statusCode, body),
        JSON.stringify(body),
      ).toEqual([]);
      return { status: response.statusCode, body };
    },
    /** A fresh SandboxRGS game session of the demo member on Golden Temple. */
    sandboxSession: () =>
      openGameSession(fixture.ctx.database.db, {
        merchantId: fixture.merchantId,
        memberId: fixture.memberId,
        providerCode: 'SandboxRGS',
        vassalage: 'SPN',
        gameCode: 'golden-temple',
      }),
    player: () => `/players/${fixture.memberId}`,
  };

  beforeAll(async () => {
    fixture.ctx = await createTestApp();
    fixture.hmacKey = await loadHmacKey(fixture.ctx.database.db, undefined);
    fixture.merchantId = await demoMerchantId(fixture.ctx.database.db);
    fixture.memberId = await memberIdOf(fixture.ctx.database.db, 'demo');
    fixture.sandbox = pamClient(fixture.ctx.app, fixture.hmacKey, {
      merchantId: fixture.merchantId,
      code: 'SandboxRGS',
      signs: true,
    });
  });
  afterAll(async () => fixture.ctx?.close());
  afterEach(async () => {
    expect(await ledgerInvariants(fixture.ctx.database.db)).toEqual(healthyLedger);
  });
  return fixture;
}
