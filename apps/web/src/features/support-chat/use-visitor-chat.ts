import { useCallback, useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { chatPaths } from '@lobby/contracts';
import { usePermission } from '../brand/index.ts';
import { useSessionState } from '../session/index.ts';
import {
  chatThreadQuery,
  markVisitorRead,
  sendVisitorImage,
  sendVisitorText,
  visitorHeaders,
} from './api/visitor-calls.ts';
import { connectChat, type ChatConnection } from './chat-connection.ts';
import { useThrottledTyping, useTypingIndicator } from './use-typing-signal.ts';

/**
 * The visitor's conversation, live: the thread (refetched on every event of the chat socket),
 * the operator's typing, sending text and images, and the read mark moved as messages show.
 * `guestToken` is the guest's, null for a member (the login carries them).
 */
export function useVisitorChat(guestToken: string | null, isEnabled: boolean) {
  const queryClient = useQueryClient();
  const { isLogin, token } = useSessionState();
  const merchantCode = usePermission().data?.merchantCode ?? null;
  const who = isLogin && token ? 'member' : guestToken ? 'guest' : null;
  const credential = who === 'member' ? token : guestToken;
  const query = chatThreadQuery(`${who}:${credential ?? ''}`, who === 'guest' ? guestToken : null);
  const thread = useQuery({ ...query, enabled: isEnabled && who !== null });
  const [isOperatorTyping, heardTyping, stopTyping] = useTypingIndicator();
  const connection = useRef<ChatConnection | null>(null);
  const { queryKey } = query;
  const headerToken = who === 'guest' ? guestToken : null;

  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey }),
    // the key is rebuilt each render; its identity is its text
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [queryClient, JSON.stringify(queryKey)],
  );

  useEffect(() => {
    if (!isEnabled || !who || !credential || !merchantCode || typeof WebSocket === 'undefined') {
      return;
    }
    const opened = connectChat({
      as: who,
      token: credential,
      merchantCode,
      onEvent: (event) => {
        if (event.type === 'typing') heardTyping();
        if (event.type === 'message') stopTyping();
        if (event.type !== 'ping' && event.type !== 'typing') void refresh();
      },
      onReconnect: () => void refresh(),
    });
    connection.current = opened;
    return () => {
      opened.close();
      connection.current = null;
    };
  }, [isEnabled, who, credential, merchantCode, heardTyping, stopTyping, refresh]);

  // the newest message of the operator on screen is read
  const current = thread.data?.thread;
  const newestTheirs = current?.messages.findLast((message) => message.author === 'staff');
  const readMark = current?.conversation.visitorReadId ?? 0;
  useEffect(() => {
    if (newestTheirs && newestTheirs.id > readMark) {
      void markVisitorRead(headerToken, newestTheirs.id).catch(() => {});
    }
  }, [newestTheirs, readMark, headerToken]);

  const onTyping = useThrottledTyping(useCallback(() => connection.current?.sendTyping(), []));

  return {
    who,
    thread: thread.data?.thread ?? null,
    isLoading: thread.isLoading,
    isOperatorTyping,
    onTyping,
    imagePath: (id: number) => chatPaths.image.replace(':id', String(id)),
    imageHeaders: visitorHeaders(headerToken),
    sendText: async (text: string) => {
      await sendVisitorText(headerToken, text);
      await refresh();
    },
    sendImage: async (file: File) => {
      await sendVisitorImage(headerToken, file);
      await refresh();
    },
  };
}
