import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SlotScreen, SlotSpinResult } from '@lobby/contracts';
import { resetAfterTest, setUpI18n, standInApi } from '../../testing/test-utils.tsx';
import SlotScreenPage from './slot-screen.tsx';

const session = { token: 't'.repeat(32), playerId: '7', currency: 'THB', language: 'en' };
const row = (symbol: string) => [symbol, 'A', 'K'];
const base: SlotScreen = {
  window: [row('KOI'), row('KOI'), row('KOI'), ['SCAT', 'SCAT', 'Q'], ['J', 'SCAT', '10']],
  lineWins: [
    {
      line: 1,
      symbol: 'KOI',
      count: 3,
      win: '2.50',
      cells: [
        [0, 0],
        [1, 0],
        [2, 0],
      ],
    },
  ],
  scatterWin: '2.00',
  win: '4.50',
};
const freeSpin: SlotScreen = {
  window: [row('Q'), row('J'), row('10'), row('A'), row('K')],
  lineWins: [],
  scatterWin: '0.00',
  win: '0.00',
};
const spin: SlotSpinResult = {
  roundId: 'lo9',
  gameCode: 'lotus-fortune',
  stake: '1.00',
  payout: '4.50',
  balance: '1003.50',
  currency: 'THB',
  fairness: { serverSeedHash: 'a'.repeat(64), clientSeed: 'c', nonce: 0 },
  outcome: { base, freeSpins: [freeSpin, freeSpin], freeSpinMultiplier: 2 },
};

describe('slot screen', () => {
  beforeAll(() => setUpI18n('en'));
  afterEach(resetAfterTest);

  it('spins whole line bets, highlights wins and pages through free spins', async () => {
    const api = standInApi({
      'GET /originals/v1/balance': { value: { balance: '1000.00', currency: 'THB' } },
      'GET /originals/v1/fairness': { value: { ...spin.fairness } },
      'POST /originals/v1/slots/lotus-fortune/spin': { value: spin },
    });
    render(<SlotScreenPage gameCode="lotus-fortune" session={session} />);
    expect(await screen.findByText('Lotus Fortune')).toBeTruthy();
    const stakes = [...(screen.getByTestId('slot-stake') as HTMLSelectElement).options];
    expect(stakes.map((option) => option.value).slice(0, 3)).toEqual(['1.00', '2.00', '4.00']);

    // before the first spin the reels are at rest: a face of the slot's symbols, nothing won
    const cells = screen.getAllByRole('gridcell');
    expect(cells).toHaveLength(15);
    for (const cell of cells) {
      expect(cell.querySelector('img')?.getAttribute('src')).toMatch(
        /^\/art\/slots\/lotus-fortune\/[^/]+\.svg$/,
      );
      expect(cell.getAttribute('aria-label')).not.toBe('');
      expect(cell.dataset.win).toBeUndefined();
    }
    expect(new Set(cells.map((cell) => cell.getAttribute('aria-label'))).size).toBeGreaterThan(3);

    fireEvent.click(screen.getByTestId('slot-spin'));
    await waitFor(() => expect(screen.getByTestId('slot-cell-0-0').dataset.win).toBe('true'));
    expect(screen.getByTestId('slot-cell-0-1').dataset.win).toBeUndefined();
    expect(screen.getByTestId('slot-cell-0-0').getAttribute('aria-label')).toBe('Koi');
    // the reels show the slot's drawn symbols, not letters or emoji
    const picture = screen.getByTestId('slot-cell-0-0').querySelector('img');
    expect(picture?.getAttribute('src')).toBe('/art/slots/lotus-fortune/KOI.svg');
    expect(screen.getByTestId('slot-cell-0-0').textContent).toBe('');
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({ stake: '1.00' });
    expect(screen.getByTestId('slot-win').textContent).toContain('4.50');
    expect(screen.getByText('1,003.50')).toBeTruthy();
    expect(screen.getByTestId('slot-free-spins').textContent).toContain('2');

    fireEvent.click(screen.getByTestId('slot-next-screen'));
    expect(screen.getByTestId('slot-cell-0-0').dataset.win).toBeUndefined();
    expect(screen.getByTestId('slot-cell-0-0').getAttribute('aria-label')).toBe('Queen');
    fireEvent.click(screen.getByTestId('slot-next-screen'));
    expect((screen.getByTestId('slot-next-screen') as HTMLButtonElement).disabled).toBe(true);
  });
});
