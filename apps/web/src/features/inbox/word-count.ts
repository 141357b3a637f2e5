const segmenter =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter(undefined, { granularity: 'word' })
    : undefined;

/**
 * Words in a text, counted as the server counts them (Thai has no spaces between words, so
 * the browser's word segmenter); a browser without one counts runs of non-space.
 */
export function countWords(text: string): number {
  if (!segmenter) return text.split(/\s+/).filter(Boolean).length;
  let count = 0;
  for (const segment of segmenter.segment(text)) if (segment.isWordLike) count += 1;
  return count;
}
