import { describe, expect, it } from 'vitest';
import {
  cockfightVendorCodes,
  esportsVendorCodes,
  gameTypes,
  type GameType,
} from '@lobby/contracts';
import {
  categoryOf,
  categoryTitle,
  matchesSelector,
  selectorsFor,
  type StoredKind,
} from './game-categories.ts';

describe('categoryOf (§4.9, §9)', () => {
  it.each(esportsVendorCodes)('moves the e-sports vendor %s out of SPORTS', (code) => {
    expect(categoryOf({ gameType: 'SPORTS', vassalage: code })).toBe('ESPORTS');
  });

  it.each(cockfightVendorCodes)('moves the cockfight vendor %s out of SPORTS', (code) => {
    expect(categoryOf({ gameType: 'SPORTS', vassalage: code })).toBe('COCKFIGHT');
  });

  it('keeps other sports vendors in SPORTS', () => {
    expect(categoryOf({ gameType: 'SPORTS', vassalage: 'KCK' })).toBe('SPORTS');
  });

  it('keeps vendors already filed under their own type', () => {
    expect(categoryOf({ gameType: 'ESPORTS', vassalage: 'AV' })).toBe('ESPORTS');
    expect(categoryOf({ gameType: 'COCKFIGHT', vassalage: 'DS88' })).toBe('COCKFIGHT');
    expect(categoryOf({ gameType: 'ESPORTS', vassalage: 'NEWCO' })).toBe('ESPORTS');
  });

  it('splits only SPORTS: a slots vendor that shares an e-sports code stays in RNG', () => {
    expect(categoryOf({ gameType: 'RNG', vassalage: 'AV' })).toBe('RNG');
  });

  it('matches codes exactly (case and whole code)', () => {
    expect(categoryOf({ gameType: 'SPORTS', vassalage: 'av' })).toBe('SPORTS');
    expect(categoryOf({ gameType: 'SPORTS', vassalage: 'IMESX' })).toBe('SPORTS');
  });
});

describe('selectorsFor', () => {
  const codes = ['AV', 'IMES', 'TF', 'DS88', 'DIG', 'KCK', 'LOBBY', 'SPN'];
  const kinds: StoredKind[] = gameTypes.flatMap((gameType) =>
    codes.map((vassalage) => ({ gameType, vassalage })),
  );

  it.each(gameTypes)('selects exactly the rows categoryOf puts in %s', (category: GameType) => {
    const selectors = selectorsFor(category);
    for (const kind of kinds) {
      const selected = selectors.some((selector) => matchesSelector(kind, selector));
      expect(selected, `${kind.gameType}/${kind.vassalage}`).toBe(categoryOf(kind) === category);
    }
  });
});

describe('categoryTitle', () => {
  it('names every category in every language', () => {
    for (const type of gameTypes) {
      for (const lang of ['en', 'th', 'tl'] as const) {
        expect(categoryTitle(type, lang).length).toBeGreaterThan(0);
      }
    }
    expect(categoryTitle('COCKFIGHT', 'tl')).toBe('Sabong');
    expect(categoryTitle('RNG', 'th')).toBe('สล็อต');
  });
});
