import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import {
  renderWithProviders,
  resetAfterTest,
  setUpI18n,
  standInApi,
} from '../../../testing/test-utils.tsx';
import { winnerBoardQueryOptions } from '../api/get-winner-board.ts';
import { StandInEventSource, winnerEntry } from '../testing/winner-stand-ins.ts';
import { WinnerBoard } from './winner-board.tsx';

beforeAll(() => setUpI18n('en'));
afterEach(() => {
  vi.restoreAllMocks();
  resetAfterTest();
});

const entry = winnerEntry;

/** jsdom lays nothing out: the list twice is 1,200 px, the board's window 300 px. */
function layOut() {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(1200);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
}

it('scrolls by a CSS animation timed to half a pixel a frame, with no script per frame', async () => {
  layOut();
  const frames = vi.spyOn(window, 'requestAnimationFrame');
  vi.stubGlobal('EventSource', StandInEventSource);
  standInApi({ 'GET /lgw/games/winners': { value: [entry(1), entry(2)] } });
  const { queryClient } = renderWithProviders(<WinnerBoard />);
  queryClient.setQueryData(winnerBoardQueryOptions('en').queryKey, [entry(1), entry(2)]);
  const track = await waitFor(() => {
    const scrolling = screen.getByTestId('winner-board').querySelector('.is-scrolling');
    expect(scrolling).not.toBeNull();
    return scrolling as HTMLElement;
  });
  // one loop is 600 px at 30 px a second (0.5 px × 60 frames)
  expect(track.style.getPropertyValue('--winner-board-loop')).toBe('20s');
  expect(frames).not.toHaveBeenCalled();
});
