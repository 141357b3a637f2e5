const segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });

/**
 * How many words a text has (§5 "between {0} and {1} words"). Thai writes no spaces between
 * words, so words are found by the platform's word segmenter (ICU dictionaries), not by spaces.
 */
export function countWords(text: string): number {
  let count = 0;
  for (const segment of segmenter.segment(text)) if (segment.isWordLike) count += 1;
  return count;
}
