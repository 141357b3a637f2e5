import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { AgentClock } from './agent-clock.tsx';
import { gmtOffsetText } from '../agent-centre-pages.ts';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-11T03:00:00Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('AgentClock', () => {
  it("ticks every second in the brand's time zone, with one timer that goes with it", () => {
    const { unmount } = render(<AgentClock timeZone="Asia/Bangkok" gmtOffsetMinutes={420} />);
    expect(screen.getByTestId('agent-gmt').textContent).toBe('GMT+07:00');
    expect(screen.getByTestId('agent-clock').textContent).toContain('10:00:00');
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByTestId('agent-clock').textContent).toContain('10:00:01');
    act(() => vi.advanceTimersByTime(59_000));
    expect(screen.getByTestId('agent-clock').textContent).toContain('10:01:00');
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('writes offsets west of UTC and half hours', () => {
    expect(gmtOffsetText(-300)).toBe('GMT-05:00');
    expect(gmtOffsetText(330)).toBe('GMT+05:30');
    expect(gmtOffsetText(0)).toBe('GMT+00:00');
  });
});
