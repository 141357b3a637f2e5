import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ChatAvailability, ChatThread } from '@lobby/contracts';
import { updateSessionState } from '../session/index.ts';
import {
  demoPermission,
  renderWithProviders,
  resetAfterTest,
  setUpI18n,
  standInApi,
} from '../../testing/test-utils.tsx';
import { ChatPage } from './chat-page.tsx';
import { readGuestToken, saveGuestToken } from './guest-token.ts';

const allDay = { days: [0, 1, 2, 3, 4, 5, 6], opensAt: '00:00', closesAt: '24:00' };
const availability = (overrides: Partial<ChatAvailability> = {}): ChatAvailability => ({
  mode: 'built_in',
  externalUrl: null,
  online: true,
  timeZone: 'Asia/Bangkok',
  officeHours: allDay,
  ...overrides,
});
const thread: ChatThread = {
  conversation: {
    id: 5,
    status: 'open',
    visitorName: 'demo',
    isGuest: false,
    assignedStaffId: 1,
    assignedTo: 'cashier',
    visitorReadId: 11,
    staffReadId: 10,
    createdAt: '2026-11-27T10:00:00.000Z',
  },
  messages: [
    {
      id: 10,
      conversationId: 5,
      author: 'member',
      authorName: 'demo',
      text: '<b>not bold</b>',
      imageId: null,
      sentAt: '2026-11-27T10:00:00.000Z',
    },
    {
      id: 11,
      conversationId: 5,
      author: 'staff',
      authorName: 'cashier',
      text: 'How can I help?',
      imageId: null,
      sentAt: '2026-11-27T10:01:00.000Z',
    },
  ],
};

beforeAll(() => setUpI18n('en'));
afterEach(() => {
  saveGuestToken(null);
  resetAfterTest();
});

function api(answers: Parameters<typeof standInApi>[0]) {
  return standInApi({ 'GET /wps/system/permission': { value: demoPermission }, ...answers });
}

describe('ChatPage', () => {
  it('shows a member the conversation escaped, the read mark, and sends a message', async () => {
    updateSessionState({ token: 'tok', isLogin: true });
    const { calls } = api({
      'GET /wps/chat/availability': { value: availability() },
      'GET /wps/chat/thread': { value: { thread } },
      'POST /wps/chat/messages': { value: { ...thread.messages[0]!, id: 12, text: 'thanks' } },
    });
    renderWithProviders(<ChatPage />);
    const messages = await screen.findAllByTestId('chat-message');
    expect(messages.map((message) => message.querySelector('p')?.textContent)).toEqual([
      '<b>not bold</b>',
      'How can I help?',
    ]);
    expect(messages[0]!.querySelector('b')).toBeNull();
    expect(screen.getByTestId('chat-read-mark').textContent).toBe('Read');
    expect(screen.getByTestId('chat-assigned').textContent).toBe('You are talking to cashier');

    fireEvent.change(screen.getByTestId('chat-input'), { target: { value: 'thanks' } });
    fireEvent.click(screen.getByTestId('chat-send'));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toMatchObject({
        path: '/wps/chat/messages',
        body: { text: 'thanks' },
      }),
    );
  });

  it('lets a guest start with a name and keeps the token in the browser', async () => {
    const { calls } = api({
      'GET /wps/chat/availability': { value: availability() },
      'POST /wps/chat/guest': {
        value: {
          guestToken: 'guest-token-1',
          thread: { ...thread, conversation: { ...thread.conversation, isGuest: true } },
        },
      },
      'GET /wps/chat/thread': { value: { thread: { ...thread, messages: [] } } },
    });
    renderWithProviders(<ChatPage />);
    fireEvent.change(await screen.findByTestId('chat-guest-name'), { target: { value: 'Ann' } });
    fireEvent.click(screen.getByTestId('chat-guest-start'));
    expect(await screen.findByTestId('chat-input')).toBeTruthy();
    expect(readGuestToken()).toBe('guest-token-1');
    const threadCall = calls.find((call) => call.path === '/wps/chat/thread');
    expect(threadCall).toBeDefined();
  });

  it('lets a guest whose conversation was closed start a new one', async () => {
    saveGuestToken('old-token');
    api({
      'GET /wps/chat/availability': { value: availability() },
      'GET /wps/chat/thread': {
        value: {
          thread: {
            ...thread,
            conversation: { ...thread.conversation, isGuest: true, status: 'closed' },
          },
        },
      },
    });
    renderWithProviders(<ChatPage />);
    fireEvent.click(await screen.findByTestId('chat-guest-restart'));
    expect(await screen.findByTestId('chat-guest-form')).toBeTruthy();
    expect(readGuestToken()).toBeNull();
  });

  it('outside office hours offers the offline form instead', async () => {
    const { calls } = api({
      'GET /wps/chat/availability': { value: availability({ online: false }) },
      'POST /wps/chat/offline': { value: { accepted: true } },
    });
    renderWithProviders(<ChatPage />);
    await screen.findByTestId('chat-offline-form');
    const [name, contact, text] = [
      screen.getByLabelText('Name'),
      screen.getByLabelText('Phone or e-mail'),
      screen.getByLabelText('Message'),
    ];
    fireEvent.change(name!, { target: { value: 'Ann' } });
    fireEvent.change(contact!, { target: { value: 'ann@example.com' } });
    fireEvent.change(text!, { target: { value: 'Call me' } });
    fireEvent.click(screen.getByTestId('chat-offline-submit'));
    expect((await screen.findByTestId('chat-offline-sent')).textContent).toContain('Thank you');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Ann',
      contact: 'ann@example.com',
      text: 'Call me',
    });
  });

  it('sends visitors to the brand’s outside chat when it has one', async () => {
    api({
      'GET /wps/chat/availability': {
        value: availability({ mode: 'external', externalUrl: 'https://chat.example/lotus' }),
      },
    });
    renderWithProviders(<ChatPage />);
    const link = await screen.findByTestId('chat-external-link');
    expect(link.getAttribute('href')).toBe('https://chat.example/lotus');
    expect(screen.queryByTestId('chat-composer')).toBeNull();
  });

  it('shows the server’s refusal in the visitor’s language', async () => {
    updateSessionState({ token: 'tok', isLogin: true });
    api({
      'GET /wps/chat/availability': { value: availability() },
      'GET /wps/chat/thread': { value: { thread: null } },
      'POST /wps/chat/messages': {
        status: 409,
        code: 'chat_offline',
        messageKey: 'err_chat_offline',
        message: 'Customer service is outside office hours: leave a message instead',
      },
    });
    renderWithProviders(<ChatPage />);
    fireEvent.change(await screen.findByTestId('chat-input'), { target: { value: 'hi' } });
    fireEvent.click(screen.getByTestId('chat-send'));
    expect((await screen.findByTestId('chat-error')).textContent).toBe(
      'Customer service is outside office hours: leave a message instead',
    );
  });
});
