import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { gameProviders } from '../../../db/schema/index.ts';
import type { TestContext } from '../../../../test/app-kit.ts';
import { ledgerRowCounts } from '../../../../test/ledger-kit.ts';
import { signRequestBody } from './pam-credentials.ts';
import { usePamRoutesFixture, type PamClient } from './testing/pam-routes-kit.ts';
import { pamClient, pamTransaction } from './testing/pam-kit.ts';

describe('provider wallet API /pam/v1: who may call', () => {
  const fixture = usePamRoutesFixture();
  const { conformance, call, sandboxSession, player } = fixture;
  let ctx: TestContext;
  let hmacKey: Buffer;
  let merchantId: number;
  let memberId: number;
  let sandbox: PamClient;
  // after the fixture's own beforeAll (hooks run in the order they are registered)
  beforeAll(() => {
    ({ ctx, hmacKey, merchantId, memberId, sandbox } = fixture);
  });

  const body = () =>
    JSON.stringify(
      pamTransaction({
        provider: 'SandboxRGS',
        transactionType: 'WITHDRAW',
        cashAmount: 5,
        providerRoundId: 'forged',
      }),
    );

  /** The token with its last character changed (to another one: a token may end in "A"). */
  const tamperedToken = (token: string) =>
    `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;

  it('refuses a missing provider, an unknown one and a wrong token', async () => {
    const token = await sandboxSession();
    const missing = await ctx.app.inject({
      method: 'GET',
      url: `/pam/v1/players/${memberId}/transactions?providerTransactionId=x`,
      headers: { merchant: 'lotus', 'x-player-token': token },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      status: 'ERROR',
      error: { code: 'PAM_ERR_MISSING_PROVIDER' },
    });
    expect(conformance.problems('getTransactions', 400, missing.json())).toEqual([]);
    const unknown = pamClient(ctx.app, hmacKey, { merchantId, code: 'Nobody' });
    expect(
      await call('getBalance', () =>
        unknown.request('GET', `${player()}/balance`, { playerToken: token }),
      ),
    ).toMatchObject({ status: 401, body: { error: { code: 'PAM_ERR_API_TOKEN' } } });
    expect(
      await call('getBalance', () =>
        sandbox.request('GET', `${player()}/balance`, {
          playerToken: token,
          headers: { authorization: `Bearer ${tamperedToken(sandbox.token)}` },
        }),
      ),
    ).toMatchObject({ status: 401, body: { error: { code: 'PAM_ERR_API_TOKEN' } } });
    // another provider's valid token is not this provider's
    const originals = pamClient(ctx.app, hmacKey, { merchantId, code: 'LobbyOriginals' });
    expect(
      (
        await sandbox.request('GET', `${player()}/balance`, {
          playerToken: token,
          headers: { authorization: `Bearer ${originals.token}` },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('refuses unsigned, mis-signed and tampered bodies of a signing provider', async () => {
    const token = await sandboxSession();
    const before = await ledgerRowCounts(ctx.database.db);
    const signed = body();
    const tampered = signed.replace('"cashAmount":5', '"cashAmount":500');
    expect(tampered).not.toBe(signed);
    const attempts = [
      { body: signed, headers: { 'x-signature': '' } },
      { body: signed, headers: { 'x-signature': signRequestBody('wrong-secret', signed) } },
      { body: tampered, headers: { 'x-signature': signRequestBody(sandbox.secret, signed) } },
    ];
    for (const attempt of attempts) {
      const answer = await call('addTransaction', () =>
        sandbox.request('POST', `${player()}/transactions`, { playerToken: token, ...attempt }),
      );
      expect(answer).toMatchObject({
        status: 401,
        body: { error: { code: 'PAM_ERR_API_TOKEN' } },
      });
    }
    expect(await ledgerRowCounts(ctx.database.db)).toEqual(before);
    const honest = await call('addTransaction', () =>
      sandbox.request('POST', `${player()}/transactions`, { playerToken: token, body: signed }),
    );
    expect(honest.body.status).toBe('OK');
  });

  it('rotates credentials with the credential version', async () => {
    const token = await sandboxSession();
    await ctx.database.db
      .update(gameProviders)
      .set({ credentialVersion: 2 })
      .where(eq(gameProviders.code, 'SandboxRGS'));
    try {
      expect(
        (await sandbox.request('GET', `${player()}/balance`, { playerToken: token })).statusCode,
      ).toBe(401);
      const rotated = pamClient(ctx.app, hmacKey, {
        merchantId,
        code: 'SandboxRGS',
        credentialVersion: 2,
        signs: true,
      });
      expect(
        (await rotated.request('GET', `${player()}/balance`, { playerToken: token })).statusCode,
      ).toBe(200);
    } finally {
      await ctx.database.db
        .update(gameProviders)
        .set({ credentialVersion: 1 })
        .where(eq(gameProviders.code, 'SandboxRGS'));
    }
  });
});
