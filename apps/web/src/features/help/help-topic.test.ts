import { describe, expect, it } from 'vitest';
import type { HelpTopic } from '@lobby/contracts';
import { chooseTopic, topicFromHash } from './help-topic.ts';

const topic = (code: string, sort: number): HelpTopic => ({ code, title: code, content: '', sort });
const topics = [topic('privacy', 2), topic('term', 1), topic('faq', 3)];

describe('help topics', () => {
  it('reads the topic code from the hash', () => {
    expect(topicFromHash('#term')).toBe('term');
    expect(topicFromHash('')).toBeUndefined();
    expect(topicFromHash('#')).toBeUndefined();
  });

  it('opens the requested topic, else the first in order', () => {
    expect(chooseTopic(topics, 'faq')?.code).toBe('faq');
    expect(chooseTopic(topics, 'unknown')?.code).toBe('term');
    expect(chooseTopic(topics, undefined)?.code).toBe('term');
    expect(chooseTopic([], 'term')).toBeUndefined();
  });
});
