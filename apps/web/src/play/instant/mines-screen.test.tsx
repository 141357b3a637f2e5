import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MinesGame, MinesPlayResult } from '@lobby/contracts';
import { resetAfterTest, setUpI18n, standInApi } from '../../testing/test-utils.tsx';
import MinesScreen from './mines-screen.tsx';

const session = { token: 't'.repeat(32), playerId: '7', currency: 'THB', language: 'en' };
const fairness = { serverSeedHash: 'a'.repeat(64), clientSeed: 'c', nonce: 0 };
const running: MinesGame = {
  roundId: 'lo1',
  status: 'active',
  stake: '1.00',
  mines: 3,
  revealed: [],
  multiplier: '1',
  nextMultiplier: '1.125',
  payout: '0.00',
};
const answer = (game: MinesGame, balance: string): { value: MinesPlayResult } => ({
  value: { game, balance, currency: 'THB', fairness },
});

describe('mines screen', () => {
  beforeAll(() => setUpI18n('en'));
  afterEach(resetAfterTest);

  it('resumes the game in progress, opens a cell and cashes out', async () => {
    const api = standInApi({
      'GET /originals/v1/mines/active': {
        value: { game: running, balance: '99.00', currency: 'THB', fairness },
      },
      'GET /originals/v1/fairness': { value: { ...fairness, nonce: 1 } },
      'POST /originals/v1/mines/reveal': answer(
        {
          ...running,
          revealed: [7],
          multiplier: '1.125',
          nextMultiplier: '1.2857',
          payout: '1.12',
        },
        '99.00',
      ),
      'POST /originals/v1/mines/cashout': answer(
        { ...running, status: 'cashed_out', revealed: [7], payout: '1.12', mineCells: [1, 2, 3] },
        '100.12',
      ),
    });
    render(<MinesScreen gameCode="mines" session={session} />);
    const cashout = await screen.findByTestId('mines-cashout');
    expect((cashout as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('mines-cell-7'));
    await waitFor(() => expect(screen.getByTestId('mines-cell-7').dataset.state).toBe('safe'));
    expect(api.calls.find((call) => call.path === '/originals/v1/mines/reveal')?.body).toEqual({
      cell: 7,
    });
    expect(screen.getByTestId('mines-multiplier').textContent).toBe('×1.125');
    fireEvent.click(screen.getByTestId('mines-cashout'));
    expect(await screen.findByTestId('mines-verdict')).toBeTruthy();
    expect(screen.getByTestId('mines-cell-1').dataset.state).toBe('mine');
    expect(screen.getByText('100.12')).toBeTruthy();
    expect(screen.getByTestId('mines-start')).toBeTruthy();
  });
});
