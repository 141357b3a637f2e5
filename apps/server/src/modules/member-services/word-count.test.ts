import { describe, expect, it } from 'vitest';
import { countWords } from './word-count.ts';

describe('countWords', () => {
  it('counts English and Tagalog words by their spaces and punctuation', () => {
    expect(countWords('The deposit took too long, please check.')).toBe(7);
    expect(countWords('Maganda ang laro pero mabagal')).toBe(5);
  });

  it('counts Thai words, which have no spaces between them', () => {
    expect(countWords('ผมชอบเกมนี้มาก')).toBeGreaterThanOrEqual(4);
  });

  it('counts nothing in blanks and punctuation', () => {
    expect(countWords('  ... !!! ')).toBe(0);
  });
});
