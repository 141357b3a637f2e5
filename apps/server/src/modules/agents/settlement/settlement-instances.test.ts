import { generateKeyPairSync } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settlementPaths } from '@lobby/contracts';
import { buildApp } from '../../../app.ts';
import { testConfig } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import { seedDemo } from '../../../seed/seed.ts';
import { createTestDatabase } from '../../../../test/database-kit.ts';
import { healthyLedger, ledgerInvariants } from '../../../../test/ledger-kit.ts';
import { staffHeaders, staffToken } from '../../../../test/staff-kit.ts';
import { demoMerchantId } from '../../wallet/testing/wallet-kit.ts';
import {
  addRunningContract,
  addStats,
  addTree,
  fund,
  payoutsTo,
  settlementOn,
} from '../testing/settlement-kit.ts';
import { daysPeriod, lastEndedPeriod } from './settlement-periods.ts';

const zone = 'Asia/Bangkok';
const m = (major: number) => BigInt(Math.round(major * 100));

/**
 * Two app instances on one database, as behind a load balancer, racing the same settlement:
 * the lease lets one run the job, and the (contract, period) key pays once whatever happens.
 */
describe('settlement across two instances', () => {
  let database: Database;
  let first: FastifyInstance;
  let second: FastifyInstance;
  let merchantId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemo(database.db);
    merchantId = await demoMerchantId(database.db);
    const config = testConfig({
      WEB_DIST_DIR: '/nonexistent-web-dist',
      PAYLOAD_PRIVATE_KEY: generateKeyPairSync('rsa', { modulusLength: 2048 })
        .privateKey.export({ type: 'pkcs8', format: 'pem' })
        .toString(),
    });
    first = await buildApp({ config, database });
    second = await buildApp({ config, database });
    await Promise.all([first.ready(), second.ready()]);
  });
  afterAll(async () => {
    expect(await ledgerInvariants(database.db)).toEqual(healthyLedger);
    await first?.close();
    await second?.close();
    await database?.close();
  });

  async function salaryTree(prefix: string, day: string) {
    const tree = await addTree(database.db, merchantId, prefix);
    await addRunningContract(database.db, {
      merchantId,
      kind: 'daily_salary',
      uplineId: tree.a,
      holderId: tree.b,
      tiers: [0, 1, 2].map((rung) => ({ threshold: m(rung * 1_000), rate: m(10 + rung * 10) })),
    });
    await fund(database.db, merchantId, tree.a, m(1_000));
    const noon = new Date(daysPeriod(day, day, zone).start.getTime() + 12 * 3_600_000);
    await addStats(database.db, merchantId, tree.m2, noon.toISOString(), { validBet: m(100_000) });
    return tree;
  }

  it('pays once when both instances run the same job at the same moment', async () => {
    // the day the daily job settles now
    const day = lastEndedPeriod('daily_salary', new Date(), zone).localFrom;
    const tree = await salaryTree('race', day);
    // staff sessions live in the database: one login serves both instances
    const token = await staffToken(first, 'admin');
    const runNow = (app: FastifyInstance, token: string) =>
      app.inject({
        method: 'POST',
        url: settlementPaths.boRunNow,
        headers: staffHeaders(token),
        payload: { kind: 'daily_salary' },
      });
    const answers = await Promise.all([runNow(first, token), runNow(second, token)]);
    for (const answer of answers) {
      // the loser either found the job running (409) or nothing left to do
      expect([200, 409], answer.body).toContain(answer.statusCode);
    }
    const created = answers
      .filter((answer) => answer.statusCode === 200)
      .flatMap((answer) => answer.json().value.runs as Array<{ created: number }>)
      .reduce((sum, run) => sum + run.created, 0);
    expect(created).toBeGreaterThanOrEqual(1);
    // 100,000 valid bet at 30.00 per 10,000 = 300.00, once
    expect(await payoutsTo(database.db, tree.b)).toEqual({ count: 1, total: m(300) });
  });

  it('pays once even when two runners skip the lease and race the same period', async () => {
    const tree = await salaryTree('nolease', '2026-03-10');
    const request = {
      kind: 'daily_salary' as const,
      period: daysPeriod('2026-03-10', '2026-03-10', zone),
      trigger: 'cli' as const,
      actor: { kind: 'system' as const, id: null },
    };
    const brand = { id: merchantId, currencyDecimals: 2, timeZone: zone };
    await Promise.all([
      settlementOn(database.db).runner.run(brand, request),
      settlementOn(database.db).runner.run(brand, request),
      settlementOn(database.db).runner.run(brand, request),
    ]);
    expect(await payoutsTo(database.db, tree.b)).toEqual({ count: 1, total: m(300) });
  });
});
