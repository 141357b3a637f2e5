import { describe, expect, it } from 'vitest';
import { esportsVendorCodes as contractEsportsCodes } from '@lobby/contracts';
import { testVendor } from '../../testing/test-utils.tsx';
import {
  esportsVendorCodes,
  gameLaunch,
  gameListPath,
  gameTypePath,
  hasLargeMenu,
  prizeModeOf,
  splitEsports,
  vendorPath,
} from './launch-routing.ts';

const member = { token: 'tok', isTrial: false };

describe('vendor selection (§4.9)', () => {
  it('opens the list page with ?vassalage= for FISH and RNG vendors', () => {
    expect(vendorPath({ vassalage: 'PG', gameType: 'RNG' })).toBe('/rng?vassalage=PG');
    expect(gameListPath('ARCADE', 'LOBBY')).toBe('/rng?gameType=ARCADE&vassalage=LOBBY');
    expect(gameListPath('LIVE')).toBe('/live');
    expect(vendorPath({ vassalage: 'JDB', gameType: 'FISH' })).toBe('/fish?vassalage=JDB');
  });

  it('opens the lottery pages for lottery vendors', () => {
    expect(vendorPath({ vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT' })).toBe('/vnLottery');
    expect(vendorPath({ vassalage: 'TCG_SEA', gameType: 'ELOTT' })).toBe('/seaLottery');
    expect(vendorPath({ vassalage: 'GPK', gameType: 'LOTT' })).toBe('/lottery');
  });

  it("sends other vendors to their type's game centre for now", () => {
    expect(vendorPath({ vassalage: 'SABA', gameType: 'SPORTS' })).toBe('/sports?vassalage=SABA');
    expect(vendorPath({ vassalage: 'EVO', gameType: 'LIVE' })).toBe('/live?vassalage=EVO');
    expect(vendorPath({ vassalage: 'DS88', gameType: 'COCKFIGHT' })).toBe(
      '/sports?gameType=COCKFIGHT&vassalage=DS88',
    );
  });

  it('gives every game type a page', () => {
    expect(gameTypePath('PVP')).toBe('/pvp');
    expect(gameTypePath('ESPORTS')).toBe('/esports');
    expect(gameTypePath('ARCADE')).toBe('/rng?gameType=ARCADE');
  });
});

describe('game launch (§4.9)', () => {
  const slot = { vassalage: 'PG', gameType: 'RNG', gameCode: 'mahjong', isGame: 'GAME' } as const;

  it('asks a guest to log in and a trial user to register', () => {
    expect(gameLaunch(slot, { token: null, isTrial: false })).toEqual({ kind: 'login' });
    expect(gameLaunch(slot, { token: 'tok', isTrial: true })).toEqual({
      kind: 'needs-real-account',
    });
  });

  it('routes lottery games to their lottery page with the game code', () => {
    expect(
      gameLaunch({ ...slot, vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT', gameCode: 'HN' }, member),
    ).toEqual({ kind: 'route', to: '/vnLottery?gameCode=HN' });
    expect(gameLaunch({ ...slot, vassalage: 'TCG_SEA', gameCode: 'TH' }, member)).toEqual({
      kind: 'route',
      to: '/seaLottery?gameCode=TH',
    });
    expect(
      gameLaunch({ ...slot, vassalage: 'GPK', gameType: 'ELOTT', gameCode: 'K3' }, member),
    ).toEqual({ kind: 'route', to: '/lottery?gameCode=K3' });
    // the house vendors by their vassalage (§4.9 "LOTT or ELOTT → /lottery"), whatever the type
    for (const vassalage of ['LOTT', 'ELOTT']) {
      expect(gameLaunch({ ...slot, vassalage, gameCode: '5d' }, member)).toEqual({
        kind: 'route',
        to: '/lottery?gameCode=5d',
      });
    }
  });

  it("opens the in-house book's and cockfight's games on their own pages", () => {
    for (const [vassalage, gameType, to] of [
      ['LOBBYSB', 'SPORTS', '/sports'],
      ['LOBBYES', 'ESPORTS', '/esports'],
      ['LOBBYCF', 'COCKFIGHT', '/cockfight'],
    ] as const) {
      expect(gameLaunch({ ...slot, vassalage, gameType }, member)).toEqual({ kind: 'route', to });
      expect(vendorPath({ vassalage, gameType })).toBe(to);
    }
  });

  it('opens the game-list popup for a VASSALAGE entry, else starts on /seamless', () => {
    expect(gameLaunch({ ...slot, isGame: 'VASSALAGE' }, member)).toEqual({
      kind: 'game-list',
      vassalage: 'PG',
      gameType: 'RNG',
    });
    expect(gameLaunch(slot, member)).toEqual({
      kind: 'frame',
      to: '/seamless?vassalage=PG&gameCode=mahjong',
      vassalage: 'PG',
      gameCode: 'mahjong',
    });
  });
});

describe('menus', () => {
  it('uses the large drop menu above 10 games', () => {
    expect(hasLargeMenu({ vendors: [testVendor('A', 'RNG', 5), testVendor('B', 'RNG', 5)] })).toBe(
      false,
    );
    expect(hasLargeMenu({ vendors: [testVendor('A', 'RNG', 5), testVendor('B', 'RNG', 6)] })).toBe(
      true,
    );
  });

  it('splits esports vendors out of SPORTS, right after it', () => {
    const split = splitEsports([
      {
        gameType: 'SPORTS',
        title: 'Sports',
        vendors: [testVendor('SABA', 'SPORTS'), testVendor('IA', 'SPORTS')],
      },
      { gameType: 'LIVE', title: 'Live', vendors: [testVendor('EVO', 'LIVE')] },
    ]);
    expect(split.map((c) => c.gameType)).toEqual(['SPORTS', 'ESPORTS', 'LIVE']);
    expect(split[0]?.vendors.map((v) => v.vassalage)).toEqual(['SABA']);
    expect(split[1]?.vendors.map((v) => [v.vassalage, v.gameType])).toEqual([['IA', 'ESPORTS']]);
  });

  it('leaves menus the server already split alone', () => {
    const menus = [
      { gameType: 'SPORTS' as const, title: 'Sports', vendors: [testVendor('SABA', 'SPORTS')] },
    ];
    expect(splitEsports(menus)).toBe(menus);
  });

  it('knows the same esports codes as the contracts', () => {
    expect([...esportsVendorCodes]).toEqual([...contractEsportsCodes]);
  });

  it('picks the ELOTT prize mode only when ELOTT lists TCG_LOTTO_VN or LOTT', () => {
    expect(
      prizeModeOf([{ gameType: 'ELOTT', title: '', vendors: [testVendor('LOTT', 'ELOTT')] }]),
    ).toBe('ELOTT');
    expect(
      prizeModeOf([{ gameType: 'ELOTT', title: '', vendors: [testVendor('GPK', 'ELOTT')] }]),
    ).toBe('LOTT');
    expect(prizeModeOf([])).toBe('LOTT');
  });
});
