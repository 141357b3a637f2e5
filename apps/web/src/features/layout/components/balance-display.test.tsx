import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Balance } from '@lobby/contracts';
import { useMemberEvents, updateSessionState } from '../../session/index.ts';
import {
  demoPermission,
  renderWithProviders,
  resetAfterTest,
  setUpI18n,
  standInApi,
} from '../../../testing/test-utils.tsx';
import { BalanceDisplay } from './balance-display.tsx';

/** The browser's websocket, stood in for: the test plays the server. */
class FakeSocket {
  static made: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  isClosed = false;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {
    FakeSocket.made.push(this);
  }
  push(event: unknown) {
    this.onmessage?.({ data: JSON.stringify(event) } as MessageEvent);
  }
  close() {
    this.isClosed = true;
  }
}

function balanceOf(amount: string, patch: Partial<Balance> = {}): Balance {
  return {
    balance: amount,
    currencySymbol: '฿',
    currencyCode: 'THB',
    pointBalance: '0',
    isPlayMoney: false,
    ...patch,
  };
}

/** The header's balance and the app's live channel, as the shell mounts them. */
function HeaderWithEvents() {
  useMemberEvents();
  return <BalanceDisplay />;
}

const amount = () => screen.getByTestId('header-balance-amount').textContent;
let balances: Balance[];
let served = 0;

beforeAll(() => setUpI18n('en'));
beforeEach(() => {
  localStorage.removeItem('balanceHidden');
  FakeSocket.made = [];
  served = 0;
  balances = [balanceOf('1234567.5')];
  standInApi({
    'GET /wps/system/permission': { value: demoPermission },
    'GET /wps/v2/wallets/balance': () => ({
      value: balances[Math.min(served++, balances.length - 1)],
    }),
  });
  vi.stubGlobal('WebSocket', FakeSocket);
  updateSessionState({ token: 'tok', isLogin: true });
});
afterEach(resetAfterTest);

describe('header balance (§2.3, §9, §4.11)', () => {
  it('shows the balance with the symbol, two decimals and thousands separators', async () => {
    renderWithProviders(<BalanceDisplay />);
    await waitFor(() => expect(amount()).toBe('฿1,234,567.50'));
    expect(screen.getByTestId('header-balance').textContent).toContain('Balance');
  });

  it('labels a trial account’s play money', async () => {
    balances = [balanceOf('2000.00', { isPlayMoney: true })];
    renderWithProviders(<BalanceDisplay />);
    await waitFor(() => expect(amount()).toBe('฿2,000.00'));
    expect(screen.getByTestId('header-balance').textContent).toContain('Play money');
  });

  it('hides the amount behind asterisks and remembers it across visits', async () => {
    const first = renderWithProviders(<BalanceDisplay />);
    await waitFor(() => expect(amount()).toBe('฿1,234,567.50'));
    const toggle = screen.getByRole('button', { name: 'Hide balance' });
    fireEvent.click(toggle);
    expect(amount()).toBe('****');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem('balanceHidden')).toBe('true');

    // a new visit (a fresh render) starts hidden; showing it again forgets the choice
    first.unmount();
    renderWithProviders(<BalanceDisplay />);
    expect(amount()).toBe('****');
    fireEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    await waitFor(() => expect(amount()).toBe('฿1,234,567.50'));
    expect(localStorage.getItem('balanceHidden')).toBeNull();
  });

  it('fetches the balance again from the refresh button', async () => {
    balances = [balanceOf('100.00'), balanceOf('250.00')];
    renderWithProviders(<BalanceDisplay />);
    await waitFor(() => expect(amount()).toBe('฿100.00'));
    fireEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    await waitFor(() => expect(amount()).toBe('฿250.00'));
  });

  it('follows a balance_changed event of the live channel without a reload', async () => {
    balances = [balanceOf('1000.00'), balanceOf('1500.00')];
    renderWithProviders(<HeaderWithEvents />);
    await waitFor(() => expect(amount()).toBe('฿1,000.00'));
    await waitFor(() => expect(FakeSocket.made).toHaveLength(1));
    const socket = FakeSocket.made[0] as FakeSocket;
    expect(socket.url).toBe('ws://localhost:3000/wps/ws?merchant=lotus');
    expect(socket.protocols).toEqual(['lobby', 'tok']);

    act(() => socket.push({ type: 'ping' }));
    expect(served).toBe(1);
    act(() => socket.push({ type: 'balance_changed', reason: 'deposit' }));
    await waitFor(() => expect(amount()).toBe('฿1,500.00'));
    expect(served).toBe(2);
  });

  it('closes the live channel on logout', async () => {
    renderWithProviders(<HeaderWithEvents />);
    await waitFor(() => expect(FakeSocket.made).toHaveLength(1));
    act(() => updateSessionState({ token: null, isLogin: false }));
    expect(FakeSocket.made[0]?.isClosed).toBe(true);
  });
});
