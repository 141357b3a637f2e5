import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetAfterTest, setUpI18n, standInApi } from '../../testing/test-utils.tsx';
import SandboxScreen from './sandbox-screen.tsx';
import { sandboxGameOfUrl } from './sandbox-session.ts';

const session = { token: 's'.repeat(32), playerId: '7', currency: 'PLAY', language: 'en' };

describe('sandbox RGS screen', () => {
  beforeAll(() => setUpI18n('en'));
  afterEach(resetAfterTest);

  it('reads vendor and game from the launch URL', () => {
    expect(sandboxGameOfUrl('?vendor=SPN&game=golden-temple&token=x')).toEqual({
      vendor: 'SPN',
      game: 'golden-temple',
    });
  });

  it('spins with the typed stake and shows the result, the win and the new balance', async () => {
    window.history.replaceState(null, '', '/play/sandbox-rgs?vendor=SLV&game=dragon-tiger');
    const api = standInApi({
      'GET /sandbox-rgs/v1/balance': { value: { unit: 'PLAY', balance: '100.00' } },
      'POST /sandbox-rgs/v1/play': {
        value: {
          unit: 'PLAY',
          balance: '105.00',
          stake: '5.00',
          segment: 9,
          multiplier: '2.00',
          win: '10.00',
        },
      },
    });
    render(<SandboxScreen gameCode="sandbox-rgs" session={session} />);
    expect(await screen.findByText('100.00')).toBeTruthy();
    expect(screen.getByTestId('play-balance').textContent).toContain('Play money');
    expect(screen.getByText('Sandbox RGS — stand-in provider')).toBeTruthy();
    expect(screen.getByText(/SLV.*dragon-tiger/)).toBeTruthy();
    fireEvent.change(screen.getByTestId('sandbox-stake'), { target: { value: '5.00' } });
    fireEvent.click(screen.getByTestId('sandbox-spin'));
    await waitFor(() => expect(screen.getByTestId('sandbox-win').textContent).toContain('10.00'));
    expect(screen.getByTestId('sandbox-result').textContent).toContain('×2.00');
    expect(screen.getByText('105.00')).toBeTruthy();
    const sent = api.calls.find((call) => call.path === '/sandbox-rgs/v1/play')?.body;
    expect(sent).toMatchObject({ stake: '5.00' });
  });
});
