import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('seeds the demo brand by default, except in production', () => {
    expect(loadConfig({}).SEED_DEMO).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).SEED_DEMO).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
  });

  it('offers the sandbox gateway and the dev outbox outside production only', () => {
    expect(loadConfig({}).SANDBOX_GATEWAY).toBe(true);
    expect(loadConfig({}).DEV_OUTBOX).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).SANDBOX_GATEWAY).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).DEV_OUTBOX).toBe(false);
    expect(loadConfig({ SANDBOX_GATEWAY: 'false', DEV_OUTBOX: '0' })).toMatchObject({
      SANDBOX_GATEWAY: false,
      DEV_OUTBOX: false,
    });
  });

  it('refuses to start in production with the sandbox gateway or the dev outbox on', () => {
    const production = { NODE_ENV: 'production' };
    expect(() => loadConfig({ ...production, SANDBOX_GATEWAY: 'true' })).toThrow(
      /SANDBOX_GATEWAY: must be off when NODE_ENV=production/,
    );
    expect(() => loadConfig({ ...production, DEV_OUTBOX: '1' })).toThrow(
      /DEV_OUTBOX: must be off when NODE_ENV=production/,
    );
    expect(
      loadConfig({ ...production, SANDBOX_GATEWAY: 'false', DEV_OUTBOX: 'false' }),
    ).toMatchObject({ NODE_ENV: 'production', SANDBOX_GATEWAY: false, DEV_OUTBOX: false });
  });

  it('runs the lottery clock fast only on a test server', () => {
    expect(loadConfig({}).LOTTERY_CLOCK_SPEED).toBe(1);
    expect(loadConfig({ NODE_ENV: 'test', LOTTERY_CLOCK_SPEED: '10' }).LOTTERY_CLOCK_SPEED).toBe(
      10,
    );
    for (const NODE_ENV of ['development', 'production']) {
      expect(() => loadConfig({ NODE_ENV, LOTTERY_CLOCK_SPEED: '10' })).toThrow(
        /LOTTERY_CLOCK_SPEED: only a test server/,
      );
    }
  });

  it('reads the lottery results feed URL, or none (manual entry only)', () => {
    expect(loadConfig({}).LOTTERY_RESULTS_FEED_URL).toBeUndefined();
    expect(
      loadConfig({ LOTTERY_RESULTS_FEED_URL: 'https://feed.example/results' })
        .LOTTERY_RESULTS_FEED_URL,
    ).toBe('https://feed.example/results');
    expect(() => loadConfig({ LOTTERY_RESULTS_FEED_URL: 'not a url' })).toThrow(
      /LOTTERY_RESULTS_FEED_URL/,
    );
  });

  it('takes the public URL from the port it listens on unless one is given', () => {
    expect(loadConfig({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '3987' }).PUBLIC_URL).toBe('http://localhost:3987');
    expect(loadConfig({ PUBLIC_URL: 'https://lotus.example' }).PUBLIC_URL).toBe(
      'https://lotus.example',
    );
  });

  it('stops with a readable message on a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ SECRET_KEY: 'short' })).toThrow(/SECRET_KEY/);
  });
});
