import { describe, expect, it } from 'vitest';
import type { GameCategory, GameType, Vendor } from '@lobby/contracts';
import { hotVendors, vendorRowCategories } from './hot-vendors.ts';

function vendor(vassalage: string, gameType: GameType, isMaintenance = false): Vendor {
  return {
    vassalage,
    displayName: vassalage,
    gameType,
    iconUrl: '',
    isGame: 'VASSALAGE',
    isMaintenance,
    gameCount: 5,
    sort: 0,
  };
}

function category(gameType: GameType, codes: string[]): GameCategory {
  return { gameType, title: gameType, vendors: codes.map((code) => vendor(code, gameType)) };
}

const menus: GameCategory[] = [
  category('LIVE', ['EVO', 'SEXY']),
  category('RNG', ['PG', 'JILI', 'PP', 'CQ9']),
  category('SPORTS', ['SABA']),
  category('FISH', ['JDB', 'KA']),
  category('LOTT', ['LOTT']),
];

describe('hot row vendors (§2.2)', () => {
  it('takes the first 3 RNG, 1 FISH and 1 LIVE vendors', () => {
    expect(hotVendors(menus).map((v) => v.vassalage)).toEqual(['PG', 'JILI', 'PP', 'JDB', 'EVO']);
  });

  it('skips vendors in maintenance and missing types', () => {
    const rng: GameCategory = {
      gameType: 'RNG',
      title: 'RNG',
      vendors: [vendor('PG', 'RNG', true), vendor('JILI', 'RNG')],
    };
    expect(hotVendors([rng]).map((v) => v.vassalage)).toEqual(['JILI']);
  });
});

describe('vendor rows', () => {
  it('lists RNG, PVP, FISH, LIVE and SPORTS in that order, when they have vendors', () => {
    expect(vendorRowCategories(menus).map((c) => c.gameType)).toEqual([
      'RNG',
      'FISH',
      'LIVE',
      'SPORTS',
    ]);
  });
});
