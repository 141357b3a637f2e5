import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { createTestApp, type TestContext } from '../../../test/app-kit.ts';
import { healthyLedger, ledgerInvariants } from '../../../test/ledger-kit.ts';
import { createWalletService, ledgerReads } from '../wallet/index.ts';
import { demoMerchantId, memberIdOf } from '../wallet/testing/wallet-kit.ts';
import { createLoyaltyConfigRepository } from './loyalty-config.repository.ts';
import { createPointsGrants } from './points-grants.ts';
import { createPointsLedger } from './points-ledger.ts';

describe('grantPoints: the activities port', () => {
  let ctx: TestContext;
  const db = () => ctx.database.db;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx?.close());

  it('credits points once per source key, as a lot with the brand expiry and a history row', async () => {
    const merchantId = await demoMerchantId(db());
    const memberId = await memberIdOf(db(), 'demo');
    const config = createLoyaltyConfigRepository();
    const wallet = createWalletService({ db: db(), events: { publish: async () => {} } as never });
    const grantPoints = createPointsGrants({ config, points: createPointsLedger() });
    const points = () => ledgerReads.balanceOf(db(), merchantId, { memberId, kind: 'points' });
    const before = await points();
    const grant = {
      merchantId,
      memberId,
      points: 40,
      day: '2031-05-01',
      reason: 'activity:1',
      sourceKey: 'test:grant:1',
    };
    await Promise.all([
      wallet.transact((money) => grantPoints(money, grant)),
      wallet.transact((money) => grantPoints(money, grant)),
    ]);
    await wallet.transact((money) => grantPoints(money, grant));
    expect(await points()).toBe(before + 40n);

    const entries = await rowsOf<{ kind: string; points: string }>(
      db(),
      sql`select kind, points::text from points_entries where reference = 'test:grant:1'`,
    );
    expect(entries).toEqual([{ kind: 'activity', points: '40' }]);
    const { pointsExpiryDays } = await config.settings(db(), merchantId);
    const [lot] = await rowsOf<{ earned: string; expires_at: Date | null }>(
      db(),
      sql`select earned::text, expires_at from points_lots
          where member_id = ${memberId} and day = '2031-05-01'`,
    );
    expect(lot?.earned).toBe('40');
    const expected =
      pointsExpiryDays > 0
        ? new Date(Date.parse('2031-05-01T00:00:00Z') + (pointsExpiryDays + 1) * 86_400_000)
        : null;
    expect(lot?.expires_at ? new Date(lot.expires_at).toISOString() : null).toBe(
      expected?.toISOString() ?? null,
    );
    expect(await ledgerInvariants(db())).toEqual(healthyLedger);
  });
});
