import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { usePermission } from '../../brand/index.ts';
import {
  fetchConversation,
  listCannedReplies,
  listConversations,
  listOperators,
  markOperatorRead,
} from '../api/operator-calls.ts';
import { chatQueryRoot } from '../api/visitor-calls.ts';
import { connectChat, type ChatConnection } from '../chat-connection.ts';
import { useThrottledTyping, useTypingIndicator } from '../use-typing-signal.ts';

const consoleRoot = [...chatQueryRoot, 'console'] as const;

/**
 * The console's live state: the brand's waiting and open conversations, the one open on
 * screen, the operators and canned replies; every chat event of the brand refetches.
 */
export function useConsole(token: string, onLoggedOut: () => void) {
  const queryClient = useQueryClient();
  const merchantCode = usePermission().data?.merchantCode ?? null;
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [isVisitorTyping, heardTyping, stopTyping] = useTypingIndicator();
  const selected = useRef<number | null>(null);
  selected.current = selectedId;
  const connection = useRef<ChatConnection | null>(null);

  const list = useQuery({
    queryKey: [...consoleRoot, 'list', token],
    queryFn: () => listConversations(token),
    retry: false,
  });
  const thread = useQuery({
    queryKey: [...consoleRoot, 'thread', token, selectedId],
    queryFn: () => fetchConversation(token, selectedId!),
    enabled: selectedId !== null,
  });
  const operators = useQuery({
    queryKey: [...consoleRoot, 'operators', token],
    queryFn: () => listOperators(token),
  });
  const cannedReplies = useQuery({
    queryKey: [...consoleRoot, 'canned', token],
    queryFn: () => listCannedReplies(token),
  });
  // a session that ended (expired, logged out elsewhere) goes back to the login
  const isRefused = list.error && 'status' in list.error && list.error.status === 401;
  useEffect(() => {
    if (isRefused) onLoggedOut();
  }, [isRefused, onLoggedOut]);

  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: consoleRoot }),
    [queryClient],
  );
  useEffect(() => {
    if (!merchantCode || typeof WebSocket === 'undefined') return;
    const opened = connectChat({
      as: 'staff',
      token,
      merchantCode,
      onEvent: (event) => {
        if (event.type === 'typing') {
          if (event.conversationId === selected.current) heardTyping();
          return;
        }
        if (event.type === 'message' && event.message.conversationId === selected.current) {
          stopTyping();
        }
        if (event.type !== 'ping') void refresh();
      },
      onReconnect: () => void refresh(),
    });
    connection.current = opened;
    return () => opened.close();
  }, [token, merchantCode, heardTyping, stopTyping, refresh]);

  // the newest visitor message of the open conversation is read once it is on screen
  const current = thread.data;
  const newestVisitor = current?.messages.findLast((message) => message.author !== 'staff');
  const readMark = current?.conversation.staffReadId ?? 0;
  useEffect(() => {
    if (current && newestVisitor && newestVisitor.id > readMark) {
      void markOperatorRead(token, current.conversation.id, newestVisitor.id).catch(() => {});
    }
  }, [current, newestVisitor, readMark, token]);

  const onTyping = useThrottledTyping(
    useCallback(() => {
      if (selected.current !== null) connection.current?.sendTyping(selected.current);
    }, []),
  );

  return {
    conversations: list.data?.conversations ?? [],
    selectedId,
    select: setSelectedId,
    thread: thread.data ?? null,
    operators: operators.data?.operators ?? [],
    cannedReplies: cannedReplies.data?.replies ?? [],
    isVisitorTyping,
    onTyping,
    refresh,
  };
}
