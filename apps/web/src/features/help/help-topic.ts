import type { HelpTopic } from '@lobby/contracts';

/** The topic code a URL hash names (`#term` → `term`), or undefined for none. */
export function topicFromHash(hash: string): string | undefined {
  const code = decodeURIComponent(hash.replace(/^#/, '')).trim();
  return code === '' ? undefined : code;
}

/**
 * The topic to show: the requested code when the brand has it, else the first topic in
 * their order (sort), else none.
 */
export function chooseTopic(
  topics: readonly HelpTopic[],
  requested: string | undefined,
): HelpTopic | undefined {
  const sorted = sortTopics(topics);
  return sorted.find((topic) => topic.code === requested) ?? sorted[0];
}

export function sortTopics(topics: readonly HelpTopic[]): HelpTopic[] {
  return [...topics].sort((a, b) => a.sort - b.sort);
}
