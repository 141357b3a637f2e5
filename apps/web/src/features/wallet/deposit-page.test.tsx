import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Deposit, DepositChannel, DepositList } from '@lobby/contracts';
import { updateSessionState } from '../session/index.ts';
import {
  demoPermission,
  renderWithProviders,
  resetAfterTest,
  setUpI18n,
  standInApi,
  type StandInAnswer,
} from '../../testing/test-utils.tsx';
import { DepositPage } from './deposit-page.tsx';
import { openPayPage } from './pay-page.ts';
import type * as PayPage from './pay-page.ts';

vi.mock('./pay-page.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof PayPage>()),
  openPayPage: vi.fn(),
}));

const sandbox: DepositChannel = {
  code: 'SANDBOX',
  kind: 'gateway',
  displayName: { en: 'Online payment', th: 'ชำระออนไลน์', tl: 'Online na bayad' },
  minAmount: '100.00',
  maxAmount: '50000.00',
  receivingBank: null,
};
const bank: DepositChannel = {
  code: 'BANK',
  kind: 'bank_transfer',
  displayName: { en: 'Bank transfer', th: 'โอนผ่านธนาคาร', tl: 'Bank transfer' },
  minAmount: '300.00',
  maxAmount: '200000.00',
  receivingBank: {
    bankName: 'Kasikornbank',
    accountName: 'Lucky Lotus Co., Ltd.',
    accountNumber: '123-4-56789-0',
  },
};

function deposit(patch: Partial<Deposit> = {}): Deposit {
  return {
    id: 1,
    orderNo: 'D0001',
    channelCode: 'SANDBOX',
    kind: 'gateway',
    amount: '500.00',
    status: 'pending',
    payUrl: 'http://localhost:3000/sandbox-gateway/pay/abc',
    reference: null,
    reviewNote: null,
    expiresAt: '2026-01-01T10:30:00Z',
    completedAt: null,
    createdAt: '2026-01-01T10:00:00Z',
    ...patch,
  };
}

function paged(content: Deposit[]): DepositList {
  return { content, pageNo: 1, pageSize: 10, totalPages: 1, totalElements: content.length };
}

const serverDown: StandInAnswer = {
  status: 503,
  code: 'service_unavailable',
  messageKey: 'err_network_abnormal',
};

/** The stand-in API of the deposit page, with these answers in place of the defaults. */
function answer(overrides: Record<string, StandInAnswer | (() => StandInAnswer)> = {}) {
  return standInApi({
    'GET /wps/system/permission': { value: demoPermission },
    'GET /wps/v2/wallets/balance': {
      value: {
        balance: '1000.00',
        currencySymbol: '฿',
        currencyCode: 'THB',
        pointBalance: '0',
        isPlayMoney: false,
      },
    },
    'GET /wps/payments/deposit/channels': {
      value: { channels: [sandbox, bank], currencySymbol: '฿' },
    },
    'GET /wps/payments/deposits': { value: paged([]) },
    ...overrides,
  });
}

/** The Idempotency-Key header of each POST to /wps/payments/deposits. */
function keysSent(fetchMock: ReturnType<typeof standInApi>['fetchMock']): string[] {
  return fetchMock.mock.calls
    .filter(
      ([url, init]) => String(url).startsWith('/wps/payments/deposits') && init?.method === 'POST',
    )
    .map(([, init]) => new Headers(init?.headers).get('idempotency-key') ?? '');
}

const typeAmount = (value: string) =>
  fireEvent.change(screen.getByTestId('deposit-amount'), { target: { value } });
const submit = () => fireEvent.click(screen.getByTestId('deposit-submit'));
const png = (bytes = 10) => new File([new Uint8Array(bytes)], 'slip.png', { type: 'image/png' });

beforeAll(() => setUpI18n('en'));
beforeEach(() => {
  localStorage.removeItem('balanceHidden');
  vi.mocked(openPayPage).mockClear();
  updateSessionState({ token: 'tok', isLogin: true });
});
afterEach(resetAfterTest);

describe('deposit page: gateway channel', () => {
  it('shows the balance, the channels, the limits and quick amounts', async () => {
    answer();
    renderWithProviders(<DepositPage />);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Online payment', 'Bank transfer']);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    await waitFor(() =>
      expect(screen.getByTestId('wallet-balance-amount').textContent).toBe('฿1,000.00'),
    );
    expect(screen.getByText('Minimum ฿100.00, maximum ฿50,000.00')).toBeTruthy();
    expect(screen.getAllByTestId('deposit-quick-amount').map((chip) => chip.textContent)).toEqual([
      '฿100.00',
      '฿300.00',
      '฿500.00',
      '฿1,000.00',
      '฿5,000.00',
      '฿10,000.00',
    ]);
  });

  it('checks the amount before sending anything', async () => {
    const { calls } = answer();
    renderWithProviders(<DepositPage />);
    await screen.findByTestId('gateway-deposit-form');
    submit();
    expect(await screen.findByText('Please enter an amount')).toBeTruthy();
    typeAmount('99.99');
    submit();
    expect(await screen.findByText('The minimum is ฿100.00')).toBeTruthy();
    typeAmount('50000.01');
    submit();
    expect(await screen.findByText('The maximum is ฿50,000.00')).toBeTruthy();
    typeAmount('100.005');
    submit();
    expect(await screen.findByText('Please use at most two decimals')).toBeTruthy();
    expect(screen.getByTestId('deposit-amount').getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('creates the deposit with an idempotency key and goes to the pay page', async () => {
    const { calls, fetchMock } = answer({
      'POST /wps/payments/deposits': { value: deposit() },
    });
    renderWithProviders(<DepositPage />);
    await screen.findByTestId('gateway-deposit-form');
    fireEvent.click(screen.getAllByTestId('deposit-quick-amount')[2] as HTMLElement);
    expect((screen.getByTestId('deposit-amount') as HTMLInputElement).value).toBe('500.00');
    submit();
    await waitFor(() =>
      expect(openPayPage).toHaveBeenCalledWith('http://localhost:3000/sandbox-gateway/pay/abc'),
    );
    const sent = calls.find((call) => call.method === 'POST');
    expect(sent?.body).toEqual({ channelCode: 'SANDBOX', amount: '500.00' });
    expect(keysSent(fetchMock)[0]).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(screen.getByTestId('deposit-leaving')).toBeTruthy();
  });

  it('never follows a pay address that is not http(s)', async () => {
    answer({
      'POST /wps/payments/deposits': { value: deposit({ payUrl: 'javascript:alert(1)' }) },
    });
    renderWithProviders(<DepositPage />);
    await screen.findByTestId('gateway-deposit-form');
    typeAmount('500');
    submit();
    expect((await screen.findByTestId('deposit-error')).textContent).toBe(
      'The payment page could not be opened. Please try again.',
    );
    expect(openPayPage).not.toHaveBeenCalled();
  });

  it('sends a retry with the same key, and changed content with a new one', async () => {
    let attempts = 0;
    const { fetchMock } = answer({
      'POST /wps/payments/deposits': () => (++attempts < 3 ? serverDown : { value: deposit() }),
    });
    renderWithProviders(<DepositPage />);
    await screen.findByTestId('gateway-deposit-form');
    typeAmount('500');
    submit();
    expect((await screen.findByTestId('deposit-error')).textContent).toBe(
      'Network link is abnormal, please try again',
    );
    submit();
    await waitFor(() => expect(attempts).toBe(2));
    await waitFor(() =>
      expect(screen.getByTestId('deposit-submit').hasAttribute('disabled')).toBe(false),
    );
    typeAmount('600');
    submit();
    await waitFor(() => expect(openPayPage).toHaveBeenCalled());
    const [first, retry, changed] = keysSent(fetchMock);
    expect(retry).toBe(first);
    expect(changed).not.toBe(first);
  });

  it('shows a refusal about the amount under the amount, in the catalogue’s words', async () => {
    answer({
      'POST /wps/payments/deposits': {
        status: 422,
        code: 'amount_above_maximum',
        messageKey: 'err_amount_above_maximum',
        details: { max: '50,000.00' },
      },
    });
    renderWithProviders(<DepositPage />);
    await screen.findByTestId('gateway-deposit-form');
    typeAmount('500');
    submit();
    expect(await screen.findByText('The amount is above the maximum of 50,000.00')).toBeTruthy();
    expect(screen.queryByTestId('deposit-error')).toBeNull();
  });
});

describe('deposit page: bank transfer', () => {
  async function openBankTab() {
    fireEvent.click(await screen.findByTestId('deposit-channel-BANK'));
    return screen.findByTestId('bank-transfer-form');
  }

  it('shows the receiving account with copy buttons', async () => {
    answer();
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderWithProviders(<DepositPage />);
    await openBankTab();
    const receiving = screen.getByTestId('receiving-bank');
    expect(within(receiving).getByTestId('receiving-bank-name').textContent).toBe('Kasikornbank');
    expect(within(receiving).getByTestId('receiving-account-number').textContent).toBe(
      '123-4-56789-0',
    );
    fireEvent.click(screen.getByTestId('copy-account-number'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('1234567890'));
    expect(await screen.findByText('Copied')).toBeTruthy();
    expect(screen.getByText('Minimum ฿300.00, maximum ฿200,000.00')).toBeTruthy();
  });

  it('asks for a reference and a png or jpg proof of at most 5 MB', async () => {
    const { calls } = answer();
    renderWithProviders(<DepositPage />);
    await openBankTab();
    typeAmount('500');
    submit();
    expect(await screen.findByText('Please enter the reference of your transfer')).toBeTruthy();
    expect(screen.getByText('Please attach an image as proof')).toBeTruthy();

    const proof = screen.getByTestId('deposit-proof');
    const gif = new File(['GIF89a'], 'slip.gif', { type: 'image/gif' });
    fireEvent.change(proof, { target: { files: [gif] } });
    expect(await screen.findByText('Please choose a PNG or JPG image')).toBeTruthy();
    const huge = png();
    Object.defineProperty(huge, 'size', { value: 5 * 1024 * 1024 + 1 });
    fireEvent.change(proof, { target: { files: [huge] } });
    expect(await screen.findByText('The image is larger than 5 MB')).toBeTruthy();
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('uploads the proof once, then creates the deposit for review', async () => {
    let attempts = 0;
    const { calls } = answer({
      'PUT /wps/files': { value: { fileId: 9 } },
      'POST /wps/payments/deposits': () =>
        ++attempts === 1
          ? serverDown
          : { value: deposit({ kind: 'bank_transfer', orderNo: 'D0002', payUrl: null }) },
    });
    renderWithProviders(<DepositPage />);
    await openBankTab();
    typeAmount('1500');
    fireEvent.change(screen.getByTestId('deposit-reference'), { target: { value: ' REF-778 ' } });
    fireEvent.change(screen.getByTestId('deposit-proof'), { target: { files: [png(2048)] } });
    expect(screen.getByText('slip.png (2 KB)')).toBeTruthy();
    submit();
    await screen.findByTestId('deposit-error');
    submit();
    expect((await screen.findByTestId('deposit-submitted')).textContent).toContain('D0002');

    const uploads = calls.filter((call) => call.method === 'PUT');
    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.path).toBe('/wps/files');
    expect(uploads[0]?.query.get('purpose')).toBe('deposit_proof');
    expect(uploads[0]?.contentType).toBe('image/png');
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.body)).toEqual([
      { channelCode: 'BANK', amount: '1500', reference: 'REF-778', proofFileId: 9 },
      { channelCode: 'BANK', amount: '1500', reference: 'REF-778', proofFileId: 9 },
    ]);
    // the form starts over for the next deposit
    expect((screen.getByTestId('deposit-reference') as HTMLInputElement).value).toBe('');
  });
});

describe('deposit page: history and trial', () => {
  it('lists recent deposits with their status', async () => {
    answer({
      'GET /wps/payments/deposits': {
        value: paged([
          deposit({ id: 3, orderNo: 'D3', status: 'completed', amount: '500.00', payUrl: null }),
          deposit({ id: 2, orderNo: 'D2', status: 'pending' }),
          deposit({
            id: 1,
            orderNo: 'D1',
            status: 'failed',
            kind: 'bank_transfer',
            reviewNote: 'Slip unreadable',
          }),
          deposit({ id: 0, orderNo: 'D0', status: 'expired' }),
        ]),
      },
    });
    renderWithProviders(<DepositPage />);
    const rows = await screen.findAllByTestId('deposit-row');
    expect(rows.map((row) => row.getAttribute('data-status'))).toEqual([
      'completed',
      'pending',
      'failed',
      'expired',
    ]);
    expect(rows.map((row) => within(row).getAllByRole('cell')[4]?.textContent)).toEqual([
      'Completed',
      'PendingContinue payment',
      'FailedSlip unreadable',
      'Expired',
    ]);
    expect(within(rows[0] as HTMLElement).getByText('฿500.00')).toBeTruthy();
  });

  it('says what became of the deposit the gateway sent the member back from', async () => {
    answer({
      'GET /wps/payments/deposits': {
        value: paged([deposit({ id: 4, orderNo: 'D4', status: 'completed', amount: '500.00' })]),
      },
    });
    renderWithProviders(<DepositPage />, { route: '/member?page=depositv2&deposit=4' });
    const notice = await screen.findByTestId('deposit-return-notice');
    expect(notice.textContent).toBe('Deposit D4 of ฿500.00 was credited to your balance.');
  });

  it('asks a trial account to register instead, without asking the server', async () => {
    const { calls } = standInApi({});
    updateSessionState({ isTrial: true });
    renderWithProviders(<DepositPage />);
    expect(screen.getByTestId('wallet-trial').textContent).toContain(
      'Please Register An Account First',
    );
    expect(screen.queryByTestId('gateway-deposit-form')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.filter((call) => call.path.startsWith('/wps/payments'))).toHaveLength(0);
  });
});
