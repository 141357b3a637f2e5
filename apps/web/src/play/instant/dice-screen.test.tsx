import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DiceRollResult, FairSeedsView } from '@lobby/contracts';
import { resetAfterTest, setUpI18n, standInApi } from '../../testing/test-utils.tsx';
import DiceScreen from './dice-screen.tsx';

const session = { token: 't'.repeat(32), playerId: '7', currency: 'THB', language: 'en' };
const seeds: FairSeedsView = { serverSeedHash: 'a'.repeat(64), clientSeed: 'my-seed', nonce: 3 };
const roll: DiceRollResult = {
  roundId: 'lo123',
  gameCode: 'dice',
  stake: '1.00',
  payout: '1.98',
  balance: '1000.98',
  currency: 'THB',
  fairness: { serverSeedHash: seeds.serverSeedHash, clientSeed: 'my-seed', nonce: 3 },
  outcome: { roll: 1234, target: 5000, direction: 'under', isWin: true, multiplier: '1.98' },
};

describe('dice screen', () => {
  beforeAll(() => setUpI18n('en'));
  afterEach(resetAfterTest);

  it('rolls with a request id, shows the result and balance, then links the play to verify', async () => {
    const api = standInApi({
      'GET /originals/v1/balance': { value: { balance: '1000.00', currency: 'THB' } },
      'GET /originals/v1/fairness': { value: seeds },
      'POST /originals/v1/dice/roll': { value: roll },
      'POST /originals/v1/fairness/rotate': {
        value: {
          serverSeedHash: 'b'.repeat(64),
          clientSeed: 'my-seed',
          nonce: 0,
          previous: {
            serverSeed: 'revealed-seed',
            serverSeedHash: seeds.serverSeedHash,
            clientSeed: 'my-seed',
            finalNonce: 4,
          },
        },
      },
    });
    render(<DiceScreen gameCode="dice" session={session} />);
    expect(await screen.findByText('1,000.00')).toBeTruthy();
    expect(screen.getByTestId('fair-hash').textContent).toBe(seeds.serverSeedHash);
    expect(screen.getByTestId('dice-chance').textContent).toBe('50.00%');
    expect(screen.getByTestId('dice-multiplier').textContent).toBe('×1.98');

    fireEvent.click(screen.getByTestId('dice-roll'));
    await waitFor(() => expect(screen.getByTestId('dice-result').textContent).toBe('12.34'));
    const sent = api.calls.find((call) => call.path === '/originals/v1/dice/roll')?.body;
    expect(sent).toMatchObject({ stake: '1.00', target: 5000, direction: 'under' });
    expect((sent as { requestId: string }).requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(screen.getByText('1,000.98')).toBeTruthy();
    expect(screen.getByTestId('fair-nonce').textContent).toBe('4');
    expect(screen.queryByTestId('fair-verify-link')).toBeNull();

    fireEvent.click(screen.getByTestId('fair-rotate'));
    const link = await screen.findByTestId('fair-verify-link');
    const url = new URL(link.getAttribute('href') ?? '', 'http://site');
    expect(url.searchParams.get('serverSeed')).toBe('revealed-seed');
    expect(url.searchParams.get('nonce')).toBe('3');
    expect(url.searchParams.get('target')).toBe('50.00');
  });

  it('shows the server’s refusal in the player’s language and keeps the balance', async () => {
    standInApi({
      'GET /originals/v1/balance': { value: { balance: '5.00', currency: 'PLAY' } },
      'GET /originals/v1/fairness': { value: seeds },
      'POST /originals/v1/dice/roll': {
        status: 400,
        code: 'insufficient_funds',
        messageKey: 'err_insufficient_funds',
      },
    });
    render(<DiceScreen gameCode="dice" session={{ ...session, currency: 'PLAY' }} />);
    expect(await screen.findByText('5.00')).toBeTruthy();
    expect(screen.getByText('Play money')).toBeTruthy();
    fireEvent.click(screen.getByTestId('dice-roll'));
    const alert = await screen.findByTestId('play-error');
    expect(alert.textContent).not.toBe('');
    expect(alert.textContent).not.toContain('err_');
    expect(screen.getByText('5.00')).toBeTruthy();
  });
});
