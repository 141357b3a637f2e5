import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ChatSummary, ChatThread } from '@lobby/contracts';
import {
  demoPermission,
  renderWithProviders,
  resetAfterTest,
  setUpI18n,
  standInApi,
} from '../../../testing/test-utils.tsx';
import { ChatConsolePage } from './console-page.tsx';
import { readStaffToken, saveStaffToken } from './staff-session.ts';

const conversation: ChatThread['conversation'] = {
  id: 5,
  status: 'waiting',
  visitorName: 'demo',
  isGuest: false,
  assignedStaffId: null,
  assignedTo: null,
  visitorReadId: 1,
  staffReadId: 0,
  createdAt: '2026-11-27T10:00:00.000Z',
};
const summary: ChatSummary = {
  ...conversation,
  lastText: 'My deposit is late',
  lastMessageAt: '2026-11-27T10:00:00.000Z',
  unread: 1,
};
const thread: ChatThread = {
  conversation,
  messages: [
    {
      id: 1,
      conversationId: 5,
      author: 'member',
      authorName: 'demo',
      text: 'My deposit is late',
      imageId: null,
      sentAt: '2026-11-27T10:00:00.000Z',
    },
  ],
};
const cannedReply = {
  id: 3,
  title: { en: 'Greeting', th: 'ทักทาย', tl: 'Pagbati' },
  text: { en: 'Hello, how can I help?', th: 'สวัสดีค่ะ', tl: 'Kumusta?' },
};

beforeAll(() => setUpI18n('en'));
afterEach(() => {
  saveStaffToken(null);
  resetAfterTest();
});

function api() {
  return standInApi({
    'GET /wps/system/permission': { value: demoPermission },
    'GET /bo/chat/conversations': { value: { conversations: [summary] } },
    'GET /bo/chat/conversations/5': { value: thread },
    'GET /bo/chat/operators': {
      value: {
        operators: [
          { id: 1, username: 'cashier' },
          { id: 2, username: 'finance' },
        ],
      },
    },
    'GET /bo/chat/canned-replies': { value: { replies: [cannedReply] } },
    'POST /bo/chat/conversations/5/read': { value: { accepted: true } },
    'POST /bo/chat/conversations/5/messages': {
      value: { ...thread.messages[0]!, id: 2, author: 'staff', authorName: 'cashier' },
    },
    'POST /bo/chat/conversations/5/assign': {
      value: { ...conversation, status: 'open', assignedStaffId: 2, assignedTo: 'finance' },
    },
  });
}

describe('ChatConsolePage', () => {
  it('asks for the staff login first', async () => {
    api();
    renderWithProviders(<ChatConsolePage />, { route: '/bo/chat' });
    expect(await screen.findByTestId('console-login')).toBeTruthy();
    expect(screen.getByTestId('console-username')).toBeTruthy();
  });

  it('lists the waiting conversations, opens one, marks it read, replies with a canned reply', async () => {
    saveStaffToken('staff-token');
    const { calls } = api();
    renderWithProviders(<ChatConsolePage />, { route: '/bo/chat' });
    const row = await screen.findByTestId('console-conversation');
    expect(row.textContent).toContain('demo');
    expect(within(row).getByTestId('console-unread').textContent).toBe('1');
    fireEvent.click(row);
    await screen.findByTestId('console-thread');
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/bo/chat/conversations/5/read')?.body).toEqual({
        lastMessageId: 1,
      }),
    );

    fireEvent.change(screen.getByTestId('console-canned'), { target: { value: '3' } });
    const input = screen.getByTestId('chat-input') as HTMLTextAreaElement;
    expect(input.value).toBe('Hello, how can I help?');
    fireEvent.click(screen.getByTestId('chat-send'));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/bo/chat/conversations/5/messages')?.body).toEqual(
        { text: 'Hello, how can I help?' },
      ),
    );

    fireEvent.change(screen.getByTestId('console-assign'), { target: { value: '2' } });
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/bo/chat/conversations/5/assign')?.body).toEqual({
        staffId: 2,
      }),
    );
  });

  it('goes back to the login when the session is refused', async () => {
    saveStaffToken('dead-token');
    standInApi({
      'GET /wps/system/permission': { value: demoPermission },
      'GET /bo/chat/conversations': {
        status: 401,
        code: 'not_logged_in',
        messageKey: 'err_not_logged_in',
        message: 'Please log in',
      },
    });
    renderWithProviders(<ChatConsolePage />, { route: '/bo/chat' });
    expect(await screen.findByTestId('console-login')).toBeTruthy();
    expect(readStaffToken()).toBeNull();
  });
});
