import { describe, expect, it } from 'vitest';
import {
  buildGameMenus,
  maskCustomerName,
  pageOf,
  type MenuVendorInput,
} from './catalogue.service.ts';

const vendorOf = (
  vassalage: string,
  gameType: MenuVendorInput['gameType'],
  sort: number,
  gameCount = 1,
): MenuVendorInput => ({
  vassalage,
  gameType,
  sort,
  gameCount,
  displayName: { en: `${vassalage} en`, th: `${vassalage} th`, tl: '' },
  iconUrl: `/icons/${vassalage}.svg`,
  isGame: gameType === 'RNG' ? 'VASSALAGE' : 'GAME',
  isMaintenance: false,
});

describe('buildGameMenus', () => {
  const input = [
    vendorOf('KCK', 'SPORTS', 30),
    vendorOf('AV', 'SPORTS', 31),
    vendorOf('LOBBY', 'RNG', 10, 2),
    vendorOf('DS88', 'SPORTS', 5),
    vendorOf('SPN', 'RNG', 11, 12),
    vendorOf('IMES', 'ESPORTS', 40),
    vendorOf('LOBBYLIVE', 'LIVE', 20),
  ];

  it('orders categories by their first vendor and vendors by sort', () => {
    const menus = buildGameMenus(input, 'en');
    expect(menus.map((category) => category.gameType)).toEqual([
      'COCKFIGHT',
      'RNG',
      'LIVE',
      'SPORTS',
      'ESPORTS',
    ]);
    expect(menus[1]?.vendors.map((entry) => entry.vassalage)).toEqual(['LOBBY', 'SPN']);
  });

  it('splits e-sports and cockfight vendors out of SPORTS and labels them with the category', () => {
    const menus = buildGameMenus(input, 'en');
    const byType = Object.fromEntries(menus.map((category) => [category.gameType, category]));
    expect(byType.SPORTS?.vendors.map((entry) => entry.vassalage)).toEqual(['KCK']);
    expect(byType.ESPORTS?.vendors.map((entry) => entry.vassalage)).toEqual(['AV', 'IMES']);
    expect(byType.ESPORTS?.vendors.every((entry) => entry.gameType === 'ESPORTS')).toBe(true);
    expect(byType.COCKFIGHT?.vendors[0]).toMatchObject({
      vassalage: 'DS88',
      gameType: 'COCKFIGHT',
    });
  });

  it('breaks ties between categories by the fixed order of game types', () => {
    const menus = buildGameMenus([vendorOf('X', 'FISH', 1), vendorOf('Y', 'LIVE', 1)], 'en');
    expect(menus.map((category) => category.gameType)).toEqual(['LIVE', 'FISH']);
  });

  it('titles categories and names vendors in the language, English as fallback', () => {
    const [first] = buildGameMenus([vendorOf('LOBBY', 'RNG', 1, 2)], 'th');
    expect(first).toEqual({
      gameType: 'RNG',
      title: 'สล็อต',
      vendors: [
        {
          vassalage: 'LOBBY',
          displayName: 'LOBBY th',
          gameType: 'RNG',
          iconUrl: '/icons/LOBBY.svg',
          isGame: 'VASSALAGE',
          isMaintenance: false,
          gameCount: 2,
          sort: 1,
        },
      ],
    });
    const [tagalog] = buildGameMenus([vendorOf('LOBBY', 'RNG', 1)], 'tl');
    expect(tagalog?.vendors[0]?.displayName).toBe('LOBBY en');
  });

  it('answers no categories for no vendors', () => {
    expect(buildGameMenus([], 'en')).toEqual([]);
  });
});

describe('pageOf', () => {
  it('computes the offset of a 1-based page', () => {
    expect(pageOf(45, 1, 20).offset).toBe(0);
    expect(pageOf(45, 3, 20).offset).toBe(40);
  });

  it('rounds the page count up and answers 0 pages for nothing', () => {
    expect(pageOf(45, 1, 20).totalPages).toBe(3);
    expect(pageOf(40, 1, 20).totalPages).toBe(2);
    expect(pageOf(1, 1, 100).totalPages).toBe(1);
    expect(pageOf(0, 1, 20).totalPages).toBe(0);
  });

  it('refuses pages and sizes below 1', () => {
    expect(() => pageOf(10, 0, 20)).toThrow(RangeError);
    expect(() => pageOf(10, 1, 0)).toThrow(RangeError);
    expect(() => pageOf(10, 1.5, 20)).toThrow(RangeError);
  });
});

describe('maskCustomerName', () => {
  it('keeps two characters at each end of longer names', () => {
    expect(maskCustomerName('jackpot42')).toBe('ja***42');
    expect(maskCustomerName('somchai')).toBe('so***ai');
  });

  it('keeps less of short names', () => {
    expect(maskCustomerName('anna')).toBe('a***a');
    expect(maskCustomerName('bo')).toBe('b***');
    expect(maskCustomerName('')).toBe('***');
  });

  it('counts characters, not UTF-16 units or bytes', () => {
    expect(maskCustomerName('สมชายใจดี')).toBe('สม***ดี');
    expect(maskCustomerName('😀ab😀')).toBe('😀***😀');
  });
});
