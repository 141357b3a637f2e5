import { beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../../db/schema/index.ts';
import type { TestContext } from '../../../../test/app-kit.ts';
import { ledgerRowCounts } from '../../../../test/ledger-kit.ts';
import { usePamRoutesFixture, type PamClient } from './testing/pam-routes-kit.ts';
import { openGameSession, pamClient, pamTransaction } from './testing/pam-kit.ts';

describe('provider wallet API /pam/v1 (Valkyrie PAM API 0.6.0)', () => {
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

  it('checks answers for real: a wrong body does not conform', () => {
    expect(conformance.problems('getBalance', 200, { status: 'FINE' })).not.toEqual([]);
    expect(
      conformance.problems('getSession', 200, {
        status: 'OK',
        session: {
          playerId: '1',
          token: 'x'.repeat(32),
          currency: 'PLAY',
          country: 'TH',
          language: 'en',
        },
      }),
    ).not.toEqual([]);
    expect(() => conformance.problems('getSession', 400, {})).toThrow(/does not declare/);
  });

  it('serves a whole game round, every answer as the document describes it', async () => {
    const launch = await sandboxSession();
    const session = await call('getSession', () =>
      sandbox.request('GET', '/players/session', { playerToken: launch }),
    );
    expect(session).toMatchObject({
      status: 200,
      body: {
        status: 'OK',
        session: {
          playerId: String(memberId),
          currency: 'THB',
          language: 'EN',
          country: 'TH',
          gameId: 'golden-temple',
        },
      },
    });
    const refreshed = await call('refreshSession', () =>
      sandbox.request('PUT', '/players/session', { playerToken: launch }),
    );
    const token = refreshed.body.session.token as string;
    expect(token).not.toBe(launch);
    const balance = await call('getBalance', () =>
      sandbox.request('GET', `${player()}/balance`, { playerToken: token }),
    );
    expect(balance.body).toEqual({
      status: 'OK',
      balance: { cashAmount: 1000, bonusAmount: 0, promoAmount: 0 },
    });

    const bet = pamTransaction({
      provider: 'SandboxRGS',
      transactionType: 'WITHDRAW',
      cashAmount: 12.5,
      providerRoundId: 'http-round-1',
      providerBetRef: 'http-ref-1',
      providerGameId: 'golden-temple',
      betCode: 'Spin',
    });
    const placed = await call('addTransaction', () =>
      sandbox.request('POST', `${player()}/transactions`, {
        playerToken: token,
        body: JSON.stringify(bet),
      }),
    );
    expect(placed.body).toMatchObject({
      status: 'OK',
      transactionResult: { balance: { cashAmount: 987.5 } },
    });
    const win = pamTransaction({
      provider: 'SandboxRGS',
      transactionType: 'DEPOSIT',
      cashAmount: 0,
      providerRoundId: 'http-round-1',
      isGameOver: true,
    });
    expect(
      (
        await call('addTransaction', () =>
          sandbox.request('POST', `${player()}/transactions`, {
            playerToken: token,
            body: JSON.stringify(win),
          }),
        )
      ).body.status,
    ).toBe('OK');
    const lateCancel = await call('addTransaction', () =>
      sandbox.request('POST', `${player()}/transactions`, {
        playerToken: token,
        body: JSON.stringify({ ...bet, transactionType: 'CANCEL' }),
      }),
    );
    expect(lateCancel).toMatchObject({
      status: 200,
      body: {
        status: 'ERROR',
        error: { code: 'PAM_ERR_TRANS_ALREADY_SETTLED' },
        transactionResult: { balance: { cashAmount: 987.5 } },
      },
    });

    const byRef = await call('getTransactions', () =>
      sandbox.request('GET', `${player()}/transactions`, {
        playerToken: token,
        query: { providerBetRef: 'http-ref-1' },
      }),
    );
    expect(byRef.body.transactions).toEqual([
      expect.objectContaining({
        transactionType: 'WITHDRAW',
        cashAmount: 12.5,
        currency: 'THB',
        providerRoundId: 'http-round-1',
      }),
    ]);
    const byId = await call('getTransactions', () =>
      sandbox.request('GET', `${player()}/transactions`, {
        playerToken: token,
        query: { providerTransactionId: win.providerTransactionId },
      }),
    );
    expect(byId.body.transactions[0]).toMatchObject({ transactionType: 'DEPOSIT', cashAmount: 0 });
    expect(
      (
        await call('getTransactions', () =>
          sandbox.request('GET', `${player()}/transactions`, {
            playerToken: token,
            query: { providerTransactionId: 'nothing' },
          }),
        )
      ).body.error.code,
    ).toBe('PAM_ERR_TRANS_NOT_FOUND');
    expect(
      await call('getTransactions', () =>
        sandbox.request('GET', `${player()}/transactions`, { playerToken: token }),
      ),
    ).toMatchObject({ status: 400, body: { error: { code: 'PAM_ERR_UNDEFINED' } } });

    const round = await call('getGameRound', () =>
      sandbox.request('GET', `${player()}/gamerounds/http-round-1`, { playerToken: token }),
    );
    expect(round.body.gameround).toMatchObject({
      providerGameId: 'golden-temple',
      providerRoundId: 'http-round-1',
    });
    expect(round.body.gameround.endTime).toBeDefined();
    expect(
      (
        await call('getGameRound', () =>
          sandbox.request('GET', `${player()}/gamerounds/none`, { playerToken: token }),
        )
      ).body.error.code,
    ).toBe('PAM_ERR_ROUND_NOT_FOUND');
  });

  it('answers session refusals with 401 and the document envelope', async () => {
    const token = await sandboxSession();
    expect(
      await call('getSession', () =>
        sandbox.request('GET', '/players/session', { playerToken: 'y'.repeat(32) }),
      ),
    ).toMatchObject({
      status: 401,
      body: { status: 'ERROR', error: { code: 'PAM_ERR_SESSION_NOT_FOUND' } },
    });
    expect(
      await call('getBalance', () => sandbox.request('GET', `${player()}/balance`)),
    ).toMatchObject({
      status: 401,
      body: { error: { code: 'PAM_ERR_SESSION_NOT_FOUND' } },
    });
    expect(
      await call('getBalance', () =>
        sandbox.request('GET', `/players/${memberId + 1}/balance`, { playerToken: token }),
      ),
    ).toMatchObject({ status: 401 });
  });

  it('refuses malformed transactions with 400 before anything moves', async () => {
    const token = await sandboxSession();
    const before = await ledgerRowCounts(ctx.database.db);
    const post = (body: string) =>
      call('addTransaction', () =>
        sandbox.request('POST', `${player()}/transactions`, { playerToken: token, body }),
      );
    expect(await post('{not json')).toMatchObject({
      status: 400,
      body: { error: { code: 'PAM_ERR_UNDEFINED' } },
    });
    expect(await post(JSON.stringify({ transactionType: 'WITHDRAW' }))).toMatchObject({
      status: 400,
    });
    const tooPrecise = pamTransaction({
      provider: 'SandboxRGS',
      transactionType: 'WITHDRAW',
      cashAmount: 1.234,
    });
    expect(await post(JSON.stringify(tooPrecise))).toMatchObject({ status: 400 });
    expect(await ledgerRowCounts(ctx.database.db)).toEqual(before);
  });

  it('speaks ISO codes on the wire: play money is XXX, languages are upper case', async () => {
    const [trial] = await ctx.database.db
      .insert(members)
      .values({ merchantId, username: 'wiretrial', nickname: 'wiretrial', type: 4 })
      .returning({ id: members.id });
    const originals = pamClient(ctx.app, hmacKey, { merchantId, code: 'LobbyOriginals' });
    const launch = await openGameSession(ctx.database.db, {
      merchantId,
      memberId: trial!.id,
      providerCode: 'LobbyOriginals',
      vassalage: 'LOBBY',
      gameCode: 'dice',
    });
    const session = await call('getSession', () =>
      originals.request('GET', '/players/session', { playerToken: launch }),
    );
    expect(session.body.session).toMatchObject({ currency: 'XXX', language: 'EN' });
    const bet = (currency: string) =>
      call('addTransaction', () =>
        originals.request('POST', `/players/${trial!.id}/transactions`, {
          playerToken: launch,
          body: JSON.stringify(
            pamTransaction({
              currency,
              transactionType: 'WITHDRAW',
              cashAmount: 1,
              providerRoundId: 'wire-1',
            }),
          ),
        }),
      );
    expect((await bet('THB')).body.error.code).toBe('PAM_ERR_TRANS_CURRENCY');
    expect((await bet('XXX')).body.status).toBe('OK');
    const found = await call('getTransactions', () =>
      originals.request('GET', `/players/${trial!.id}/transactions`, {
        playerToken: launch,
        query: { providerBetRef: 'none', providerTransactionId: 'none' },
      }),
    );
    expect(found.body.error.code).toBe('PAM_ERR_TRANS_NOT_FOUND');
  });
});
