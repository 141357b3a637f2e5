import { describe, expect, it } from 'vitest';
import { pageCount, pageItems, pageOfIndex, popupPageSize } from './paging.ts';

const items = Array.from({ length: 23 }, (_, index) => index);

describe('popup paging', () => {
  it('shows 9 items a page', () => {
    expect(popupPageSize).toBe(9);
    expect(pageItems(items, 1)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(pageItems(items, 2)).toEqual([9, 10, 11, 12, 13, 14, 15, 16, 17]);
    expect(pageItems(items, 3)).toEqual([18, 19, 20, 21, 22]);
    expect(pageItems(items, 4)).toEqual([]);
  });

  it('counts pages, with one page for an empty list', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(9)).toBe(1);
    expect(pageCount(10)).toBe(2);
    expect(pageCount(23)).toBe(3);
  });

  it('opens at the page holding the start index', () => {
    expect(pageOfIndex(0, 23)).toBe(1);
    expect(pageOfIndex(8, 23)).toBe(1);
    expect(pageOfIndex(9, 23)).toBe(2);
    expect(pageOfIndex(10, 23)).toBe(2);
    expect(pageOfIndex(22, 23)).toBe(3);
  });

  it('clamps an index outside the list', () => {
    expect(pageOfIndex(-3, 23)).toBe(1);
    expect(pageOfIndex(99, 23)).toBe(3);
    expect(pageOfIndex(Number.NaN, 23)).toBe(1);
    expect(pageOfIndex(5, 0)).toBe(1);
  });
});
