import { afterEach, describe, expect, it } from 'vitest';
import { apiPaths, getBalance } from '@lobby/contracts';
import { apiCall } from '../lib/api-client.ts';
import { resetAfterTest, standInApi } from './test-utils.tsx';

const balance = {
  balance: '1000.00',
  currencySymbol: '฿',
  currencyCode: 'THB',
  pointBalance: '0',
  isPlayMoney: false,
};

describe('the stand-in API keeps to the contracts', () => {
  afterEach(resetAfterTest);

  it('answers a call with a value its endpoint allows', async () => {
    standInApi({ [`GET ${apiPaths.walletBalance}`]: { value: balance } });
    await expect(apiCall(getBalance)).resolves.toEqual(balance);
  });

  it('refuses a fixed answer the response schema refuses, naming the call', () => {
    expect(() =>
      standInApi({ [`GET ${apiPaths.walletBalance}`]: { value: { ...balance, balance: 1000 } } }),
    ).toThrow(`stand-in answer of GET ${apiPaths.walletBalance} breaks its contract`);
  });

  it('refuses an answer made at call time the same way', async () => {
    const { fetchMock } = standInApi({
      [`GET ${apiPaths.walletBalance}`]: () => ({ value: { balance: '1.00' } }),
    });
    await expect(apiCall(getBalance)).rejects.toThrow();
    await expect(fetchMock.mock.results[0]?.value).rejects.toThrow('breaks its contract');
  });
});
