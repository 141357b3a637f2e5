import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@lobby/contracts';
import { useChatImage } from '../use-chat-image.ts';

export interface MessageListProps {
  messages: ChatMessage[];
  /** Whose messages are "mine" (right side, with the read mark). */
  mySide: 'visitor' | 'staff';
  /** The other side's read mark: my messages up to it show as read. */
  otherReadId: number;
  /** The other side is typing now. */
  isOtherTyping: boolean;
  imagePath: (id: number) => string;
  imageHeaders: Record<string, string>;
}

const sideOf = (message: ChatMessage) =>
  message.author === 'staff' ? 'staff' : message.author === 'system' ? 'system' : 'visitor';

function ChatImage(props: { path: string; headers: Record<string, string> }) {
  const { t } = useTranslation('support-chat');
  const url = useChatImage(props.path, props.headers);
  return url ? (
    <img className="chat-message__image" src={url} alt={t('imageAlt')} data-testid="chat-image" />
  ) : (
    <span className="chat-message__image chat-message__image--loading">{t('imageLoading')}</span>
  );
}

/** The conversation's messages, oldest first; text is shown escaped (React), never as markup. */
export function MessageList(props: MessageListProps) {
  const { t } = useTranslation('support-chat');
  const end = useRef<HTMLDivElement>(null);
  const { messages, mySide, otherReadId } = props;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, props.isOtherTyping]);
  const lastMine = [...messages].reverse().find((message) => sideOf(message) === mySide);
  return (
    // focusable: a region that scrolls must be reachable by keyboard (axe scrollable-region-focusable)
    <div
      className="chat-messages"
      role="log"
      aria-live="polite"
      aria-label={t('messagesLabel')}
      tabIndex={0}
      data-testid="chat-messages"
    >
      {messages.length === 0 && <p className="chat-messages__empty">{t('empty')}</p>}
      {messages.map((message) => {
        const isMine = sideOf(message) === mySide;
        return (
          <div
            key={message.id}
            className={`chat-message chat-message--${isMine ? 'mine' : 'theirs'}`}
            data-testid="chat-message"
          >
            {!isMine && <span className="chat-message__author">{message.authorName}</span>}
            {message.imageId !== null ? (
              <ChatImage path={props.imagePath(message.imageId)} headers={props.imageHeaders} />
            ) : (
              <p className="chat-message__text">{message.text}</p>
            )}
            <time className="chat-message__time" dateTime={message.sentAt}>
              {new Date(message.sentAt).toLocaleTimeString([], {
                hour: '2-digit',
                minute: '2-digit',
              })}
            </time>
            {message === lastMine && message.id <= otherReadId && (
              <span className="chat-message__read" data-testid="chat-read-mark">
                {t('read')}
              </span>
            )}
          </div>
        );
      })}
      {props.isOtherTyping && (
        <p className="chat-messages__typing" data-testid="chat-typing">
          {t(mySide === 'visitor' ? 'operatorTyping' : 'visitorTyping')}
        </p>
      )}
      <div ref={end} />
    </div>
  );
}
