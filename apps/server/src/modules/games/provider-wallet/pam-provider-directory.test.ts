import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../../db/client.ts';
import { gameProviders } from '../../../db/schema/index.ts';
import { seedDemo } from '../../../seed/seed.ts';
import { createTestDatabase } from '../../../../test/database-kit.ts';
import { demoMerchantId } from '../../wallet/testing/wallet-kit.ts';
import { createProviderDirectory } from './pam-provider-directory.ts';

describe('provider directory (the provider row of every PAM call)', () => {
  let database: Database;
  let merchantId: number;

  const setVersion = (credentialVersion: number) =>
    database.db
      .update(gameProviders)
      .set({ credentialVersion })
      .where(and(eq(gameProviders.merchantId, merchantId), eq(gameProviders.code, 'SandboxRGS')));

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemo(database.db);
    merchantId = await demoMerchantId(database.db);
  });
  afterAll(async () => database.close());
  afterEach(async () => {
    vi.useRealTimers();
    await setVersion(1);
  });

  it('finds an active provider with its brand and resolved game policy; nothing else', async () => {
    const directory = createProviderDirectory(database.db, 0);
    const found = await directory.find(merchantId, 'SandboxRGS');
    expect(found?.provider).toMatchObject({ code: 'SandboxRGS', merchantId, signsRequests: true });
    expect(found?.brand.id).toBe(merchantId);
    expect(BigInt(found?.policy.minStake ?? 0)).toBeGreaterThan(0n);
    expect(await directory.find(merchantId, 'NoSuchProvider')).toBeUndefined();
    expect(await directory.find(merchantId + 1000, 'SandboxRGS')).toBeUndefined();
  });

  it('without a time to live, reads every change at once', async () => {
    const directory = createProviderDirectory(database.db, 0);
    expect((await directory.find(merchantId, 'SandboxRGS'))?.provider.credentialVersion).toBe(1);
    await setVersion(2);
    expect((await directory.find(merchantId, 'SandboxRGS'))?.provider.credentialVersion).toBe(2);
  });

  it('reuses an answer for its time to live, then reads the row again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const directory = createProviderDirectory(database.db, 5_000);
    const first = await directory.find(merchantId, 'SandboxRGS');
    await setVersion(2);
    vi.advanceTimersByTime(4_000);
    expect(await directory.find(merchantId, 'SandboxRGS')).toBe(first);
    vi.advanceTimersByTime(1_001);
    const fresh = await directory.find(merchantId, 'SandboxRGS');
    expect(fresh).not.toBe(first);
    expect(fresh?.provider.credentialVersion).toBe(2);
  });

  it('shares one lookup between concurrent calls', async () => {
    const directory = createProviderDirectory(database.db, 5_000);
    const answers = [
      directory.find(merchantId, 'LobbyOriginals'),
      directory.find(merchantId, 'LobbyOriginals'),
    ];
    expect(answers[0]).toBe(answers[1]);
    const [a, b] = await Promise.all(answers);
    expect(a?.provider.code).toBe('LobbyOriginals');
    expect(b).toBe(a);
  });

  it('does not keep a failed lookup: the next call asks again', async () => {
    let failing = true;
    const db = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property === 'select' && failing) {
          return () => {
            throw new Error('database unavailable');
          };
        }
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    const directory = createProviderDirectory(db, 60_000);
    await expect(directory.find(merchantId, 'SandboxRGS')).rejects.toThrow(/unavailable/);
    failing = false;
    expect((await directory.find(merchantId, 'SandboxRGS'))?.provider.code).toBe('SandboxRGS');
  });
});
