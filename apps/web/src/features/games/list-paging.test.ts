import { describe, expect, it } from 'vitest';
import type { Game, GamePage } from '@lobby/contracts';
import { gamesOfPages, maxSearchLength, nextPageOf, searchTermOf } from './list-paging.ts';

const game = (nodeId: number, vassalage = 'LOBBY'): Game => ({
  nodeId,
  gameCode: `g${nodeId}`,
  vassalage,
  gameType: 'RNG',
  displayName: `Game ${nodeId}`,
  isGame: 'GAME',
  isHot: 0,
  lagerIcon: null,
  showIcon: null,
  iconUrl: '',
  isMaintenance: false,
  hasTrial: false,
});

const page = (pageNum: number, totalPages: number, ids: number[]): GamePage => ({
  content: ids.map((id) => game(id)),
  pageNum,
  pageSize: 24,
  totalPages,
  totalCount: totalPages * 24,
});

describe('list paging', () => {
  it('asks for the next page until the last one', () => {
    expect(nextPageOf(page(1, 3, [1]))).toBe(2);
    expect(nextPageOf(page(3, 3, [1]))).toBeUndefined();
    expect(nextPageOf(page(1, 0, []))).toBeUndefined();
  });

  it('lists the games of all pages in order, each once', () => {
    const games = gamesOfPages([page(1, 2, [1, 2, 3]), page(2, 2, [3, 4])]);
    expect(games.map((g) => g.nodeId)).toEqual([1, 2, 3, 4]);
  });

  it('keeps the same id of two vendors apart', () => {
    const pages = [{ ...page(1, 1, []), content: [game(1, 'A'), game(1, 'B')] }];
    expect(gamesOfPages(pages)).toHaveLength(2);
  });

  it('trims the search text and cuts it at 40 characters', () => {
    expect(searchTermOf('  lotus ')).toBe('lotus');
    expect(searchTermOf('   ')).toBe('');
    expect(searchTermOf('x'.repeat(50))).toHaveLength(maxSearchLength);
  });
});
