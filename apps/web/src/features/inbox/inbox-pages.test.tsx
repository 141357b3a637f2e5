import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InboxList, InboxMessage } from '@lobby/contracts';
import { updateSessionState } from '../session/index.ts';
import {
  renderWithProviders,
  resetAfterTest,
  setUpI18n,
  standInApi,
} from '../../testing/test-utils.tsx';
import { UnreadBadge } from './components/unread-badge.tsx';
import { FeedbackPage } from './pages/feedback-page.tsx';
import { InboxPage } from './pages/inbox-page.tsx';

const message = (overrides: Partial<InboxMessage>): InboxMessage => ({
  id: 1,
  kind: 'notice',
  title: 'Weekend reload',
  bodyHtml: '<p>Deposit and get <b>20%</b></p>',
  promotionId: 4,
  isPlatform: false,
  isRead: false,
  sentAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

beforeAll(() => setUpI18n('en'));
beforeEach(() => updateSessionState({ token: 'tok', isLogin: true }));
afterEach(resetAfterTest);

describe('InboxPage (messageV2)', () => {
  it('opens a message, which marks it read; the badge takes the count the answer carries', async () => {
    let unread = 2;
    const list = (): { value: InboxList } => ({
      value: {
        messages: [message({ isRead: unread < 2 }), message({ id: 2, title: 'Second' })],
        total: 2,
        unread,
      },
    });
    const api = standInApi({
      'GET /wps/member/inbox': list,
      'GET /wps/member/inbox/unread': () => ({ value: { unread } }),
      'POST /wps/member/inbox/1/read': () => {
        unread = 1;
        return { value: { unread } };
      },
    });
    renderWithProviders(
      <>
        <UnreadBadge testId="badge" />
        <InboxPage />
      </>,
    );
    expect((await screen.findByTestId('badge')).textContent).toBe('2');
    const first = (await screen.findAllByTestId('inbox-message'))[0]!;
    expect(first.dataset.read).toBe('false');
    fireEvent.click(within(first).getByTestId('inbox-message-toggle'));
    expect(within(first).getByTestId('inbox-message-body').innerHTML).toContain('<b>20%</b>');
    expect(within(first).getByTestId('inbox-message-promotion').getAttribute('href')).toBe(
      '/promotions',
    );
    await waitFor(() => expect(screen.getByTestId('badge').textContent).toBe('1'));
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/wps/member/inbox/1/read',
    ]);
    await waitFor(() => expect(screen.getByTestId('inbox-unread-count').textContent).toBe('1'));
  });

  it('marks everything read and deletes a message', async () => {
    const api = standInApi({
      // a read message with another one unread on a later page
      'GET /wps/member/inbox': {
        value: { messages: [message({ isRead: true })], total: 2, unread: 1 },
      },
      'GET /wps/member/inbox/unread': { value: { unread: 1 } },
      'POST /wps/member/inbox/read-all': { value: { unread: 0 } },
      'DELETE /wps/member/inbox/1': { value: { unread: 0 } },
    });
    renderWithProviders(<InboxPage />);
    fireEvent.click(await screen.findByTestId('inbox-message-toggle'));
    fireEvent.click(screen.getByTestId('inbox-read-all'));
    await waitFor(() =>
      expect(screen.getByTestId('inbox-message-delete')).toHaveProperty('disabled', false),
    );
    fireEvent.click(screen.getByTestId('inbox-message-delete'));
    await waitFor(() =>
      expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(
        expect.arrayContaining(['POST /wps/member/inbox/read-all', 'DELETE /wps/member/inbox/1']),
      ),
    );
  });

  it('is closed to trial accounts, which never ask for the inbox (§4.8)', async () => {
    updateSessionState({ isTrial: true });
    const api = standInApi({});
    renderWithProviders(
      <>
        <UnreadBadge testId="badge" />
        <InboxPage />
      </>,
    );
    expect(await screen.findByTestId('inbox-trial')).toBeTruthy();
    expect(screen.queryByTestId('badge')).toBeNull();
    expect(api.calls).toEqual([]);
  });
});

describe('FeedbackPage', () => {
  const settings = { minWords: 3, maxWords: 6, categories: ['deposit', 'other'] as const };

  it('holds the text to the brand word rule, sends it, and shows the reply', async () => {
    const api = standInApi({
      'GET /wps/feedback/settings': {
        value: { ...settings, categories: [...settings.categories] },
      },
      'GET /wps/feedback': {
        value: {
          items: [
            {
              id: 9,
              category: 'deposit',
              content: 'My deposit is missing',
              status: 'replied',
              reply: 'It has arrived now',
              screenshotIds: [],
              createdAt: '2026-11-20T10:00:00.000Z',
              repliedAt: '2026-11-20T11:00:00.000Z',
            },
          ],
        },
      },
      'PUT /wps/feedback': {
        value: {
          id: 10,
          category: 'other',
          content: 'Please add more slots',
          status: 'new',
          reply: null,
          screenshotIds: [],
          createdAt: '2026-11-21T10:00:00.000Z',
          repliedAt: null,
        },
      },
    });
    renderWithProviders(<FeedbackPage />);
    expect((await screen.findByTestId('feedback-reply')).textContent).toContain(
      'It has arrived now',
    );
    const content = await screen.findByTestId('feedback-content');
    fireEvent.change(content, { target: { value: 'Too short' } });
    expect(screen.getByTestId('feedback-word-count').textContent).toBe(
      '2 words (between 3 and 6 words)',
    );
    fireEvent.click(screen.getByTestId('feedback-submit'));
    expect((await screen.findByTestId('feedback-problem')).textContent).toBe(
      'Feedback content must be between 3 and 6 words',
    );
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.change(screen.getByTestId('feedback-category'), { target: { value: 'other' } });
    fireEvent.change(content, { target: { value: 'Please add more slots' } });
    fireEvent.click(screen.getByTestId('feedback-submit'));
    expect(await screen.findByTestId('feedback-sent')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      category: 'other',
      content: 'Please add more slots',
      screenshotIds: [],
    });
  });

  it('refuses a screenshot that is not a png or jpg before uploading it', async () => {
    const api = standInApi({
      'GET /wps/feedback/settings': {
        value: { ...settings, categories: [...settings.categories] },
      },
      'GET /wps/feedback': { value: { items: [] } },
    });
    renderWithProviders(<FeedbackPage />);
    const input = await screen.findByTestId('feedback-screenshot');
    fireEvent.change(input, {
      target: { files: [new File(['GIF89a'], 'x.gif', { type: 'image/gif' })] },
    });
    expect((await screen.findByTestId('feedback-problem')).textContent).toBe(
      'Only png or jpg pictures can be attached',
    );
    expect(api.calls.some((call) => call.path === '/wps/files')).toBe(false);
  });
});
