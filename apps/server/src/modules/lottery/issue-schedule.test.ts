import { describe, expect, it } from 'vitest';
import { issueSlot, upcomingSlots } from './issue-schedule.ts';

describe('issue schedule', () => {
  const midnight = Date.UTC(2026, 10, 27);

  it('numbers issues by UTC date and sequence; the midnight draw is the day before', () => {
    expect(issueSlot(midnight + 60_000, 60, 10)).toEqual({
      issueNo: '20261127-0001',
      opensAt: new Date(midnight),
      closesAt: new Date(midnight + 50_000),
      drawsAt: new Date(midnight + 60_000),
    });
    expect(issueSlot(midnight, 60, 10).issueNo).toBe('20261126-1440');
    expect(issueSlot(midnight + 5 * 60_000, 300, 30).issueNo).toBe('20261127-0001');
  });

  it('lists the open issue first, then the ones after it', () => {
    const slots = upcomingSlots(midnight + 61_000, 60, 10, 3);
    expect(slots.map((slot) => slot.issueNo)).toEqual([
      '20261127-0002',
      '20261127-0003',
      '20261127-0004',
    ]);
    expect(slots[1]!.opensAt).toEqual(slots[0]!.drawsAt);
  });
});
