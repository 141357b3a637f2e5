import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TableRoundView, TableState } from '@lobby/contracts';
import { createTestApp, type TestContext } from '../../../../test/app-kit.ts';
import { healthyLedger, ledgerInvariants } from '../../../../test/ledger-kit.ts';
import { listenOn, openSocket } from '../../../platform/testing/member-events-kit.ts';
import { tableRunnerJob } from './table-runner.ts';
import { fundMember, joinTable } from './testing/table-kit.ts';

const clock = { ms: 0 };

// 127.0.0.1 is a domain of the demo brand; `localhost` lets `?merchant=` decide
const host = { host: 'localhost' };

describe('the table websocket', () => {
  let ctx: TestContext;
  const runTables = () => ctx.app.jobs.runNow(tableRunnerJob);
  let base: string;

  beforeAll(async () => {
    clock.ms = Date.now();
    ctx = await createTestApp({ clocks: { tables: { now: () => clock.ms } } });
    base = await listenOn(ctx.app);
    await runTables();
  });
  afterAll(async () => {
    expect(await ledgerInvariants(ctx.database.db)).toEqual(healthyLedger);
    await ctx?.close();
  });

  it('shows both players the same baccarat round live: bets, result, settlement', async () => {
    const alice = await joinTable(ctx.app, ctx.database.db, 'demo', 'baccarat');
    const bob = await joinTable(ctx.app, ctx.database.db, 'newbie', 'baccarat');
    await fundMember(ctx.database.db, bob, 10_000n);
    const url = `${base}/originals/v1/tables/ws?merchant=lotus&table=baccarat`;
    const aliceSocket = openSocket(url, ['lobby-table', alice.token], host);
    const bobSocket = openSocket(url, ['lobby-table', bob.token], host);
    await Promise.all([aliceSocket.opened, bobSocket.opened]);
    expect(aliceSocket.socket.protocol).toBe('lobby-table');

    const state = (await bob.get('/originals/v1/tables/baccarat/state')).json() as {
      value: TableState;
    };
    const round = state.value.round!;
    const placed = await bob.post('/originals/v1/tables/baccarat/bets', {
      roundId: round.roundId,
      spot: 'tie',
      stake: '2',
    });
    expect(placed.statusCode).toBe(200);
    const seen = await aliceSocket.next('bet_placed');
    expect(seen).toMatchObject({
      roundId: round.roundId,
      spot: 'tie',
      stake: '2.00',
      player: 'ne***e',
    });

    clock.ms = Date.parse(round.closesAt);
    await runTables();
    for (const socket of [aliceSocket, bobSocket]) {
      const result = (await socket.next('round_result')).round as TableRoundView;
      expect(result).toMatchObject({ roundId: round.roundId, phase: 'running' });
      expect(result.result?.kind).toBe('baccarat');
      expect(result.serverSeed).toBeUndefined();
      const settled = (await socket.next('round_settled')).round as TableRoundView;
      expect(settled).toMatchObject({ roundId: round.roundId, phase: 'settled' });
      expect(settled.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    }
    aliceSocket.socket.close();
    bobSocket.socket.close();
  });

  it('closes the socket of a dead session with 4401', async () => {
    const socket = openSocket(
      `${base}/originals/v1/tables/ws?merchant=lotus&table=crash`,
      ['lobby-table', 'x'.repeat(32)],
      host,
    );
    expect((await socket.closed).code).toBe(4401);
  });
});
