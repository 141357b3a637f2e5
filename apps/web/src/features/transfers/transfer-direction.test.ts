import { describe, expect, it } from 'vitest';
import type { WalletEntry } from '@lobby/contracts';
import {
  directionProblem,
  initialDirection,
  swapDirection,
  targetsOf,
  withFrom,
  withTo,
} from './transfer-direction.ts';

const wallet = (code: string, isMaintenance = false): WalletEntry => ({
  code,
  name: code,
  balance: '0.00',
  isMaintenance,
});
const wallets = [wallet('MAIN'), wallet('SLV', true), wallet('CRW')];

describe('transfer direction', () => {
  it('starts from main to the first vendor wallet that is open', () => {
    expect(initialDirection(wallets)).toEqual({ from: 'MAIN', to: 'CRW' });
  });

  it('needs main on one side and two different wallets', () => {
    expect(directionProblem({ from: 'MAIN', to: 'SLV' })).toBeUndefined();
    expect(directionProblem({ from: 'CRW', to: 'MAIN' })).toBeUndefined();
    expect(directionProblem({ from: 'SLV', to: 'CRW' })).toBe('transfers:form.mainRequired');
    expect(directionProblem({ from: 'MAIN', to: 'MAIN' })).toBe('errors:err_same_wallet');
  });

  it('offers the vendor wallets as targets of main, and only main as the target of a vendor', () => {
    expect(targetsOf(wallets, 'MAIN').map((entry) => entry.code)).toEqual(['SLV', 'CRW']);
    expect(targetsOf(wallets, 'CRW').map((entry) => entry.code)).toEqual(['MAIN']);
  });

  it('sends a chosen vendor source to main, and keeps the vendor when main becomes the source', () => {
    expect(withFrom(wallets, { from: 'MAIN', to: 'SLV' }, 'CRW')).toEqual({
      from: 'CRW',
      to: 'MAIN',
    });
    expect(withFrom(wallets, { from: 'SLV', to: 'MAIN' }, 'MAIN')).toEqual({
      from: 'MAIN',
      to: 'SLV',
    });
  });

  it('makes main the source when a vendor is chosen as target, and vice versa', () => {
    expect(withTo({ from: 'MAIN', to: 'SLV' }, 'CRW')).toEqual({ from: 'MAIN', to: 'CRW' });
    expect(withTo({ from: 'MAIN', to: 'SLV' }, 'MAIN')).toEqual({ from: 'SLV', to: 'MAIN' });
  });

  it('swaps both ends, which keeps main on one side', () => {
    const swapped = swapDirection({ from: 'MAIN', to: 'CRW' });
    expect(swapped).toEqual({ from: 'CRW', to: 'MAIN' });
    expect(directionProblem(swapped)).toBeUndefined();
  });
});
