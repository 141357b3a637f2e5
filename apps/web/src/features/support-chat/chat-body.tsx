import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSessionState } from '../session/index.ts';
import { chatAvailabilityQuery } from './api/visitor-calls.ts';
import { ChatComposer } from './components/chat-composer.tsx';
import { GuestStart } from './components/guest-start.tsx';
import { MessageList } from './components/message-list.tsx';
import { OfflineForm } from './components/offline-form.tsx';
import { readGuestToken, saveGuestToken } from './guest-token.ts';
import { useVisitorChat } from './use-visitor-chat.ts';
import './support-chat.css';

/** The conversation itself: messages, the operator's typing and read marks, the composer. */
function Conversation(props: { guestToken: string | null; onGuestRestart: () => void }) {
  const { guestToken } = props;
  const { t } = useTranslation('support-chat');
  const chat = useVisitorChat(guestToken, true);
  if (chat.isLoading) return <p className="chat-panel__notice">{t('loading')}</p>;
  const conversation = chat.thread?.conversation;
  const isClosed = conversation?.status === 'closed';
  return (
    <>
      {conversation?.assignedTo && !isClosed && (
        <p className="chat-panel__status" data-testid="chat-assigned">
          {t('assigned', { name: conversation.assignedTo })}
        </p>
      )}
      <MessageList
        messages={chat.thread?.messages ?? []}
        mySide="visitor"
        otherReadId={conversation?.staffReadId ?? 0}
        isOtherTyping={chat.isOperatorTyping}
        imagePath={chat.imagePath}
        imageHeaders={chat.imageHeaders}
      />
      {isClosed && chat.who === 'member' && (
        <p className="chat-panel__notice" data-testid="chat-closed">
          {t('closedMember')}
        </p>
      )}
      {isClosed && chat.who === 'guest' ? (
        <div className="chat-panel__notice" data-testid="chat-closed">
          <p>{t('closedGuest')}</p>
          <button
            type="button"
            className="ui-button ui-button--outline ui-button--medium"
            onClick={props.onGuestRestart}
            data-testid="chat-guest-restart"
          >
            {t('guestRestart')}
          </button>
        </div>
      ) : (
        <ChatComposer
          onSendText={chat.sendText}
          onSendImage={chat.sendImage}
          onTyping={chat.onTyping}
        />
      )}
    </>
  );
}

/**
 * What the visitor sees under the chat's title, wherever it is shown (the /chat page, the chat
 * dialog): the brand's outside chat link, the offline form outside office hours, a guest's
 * name first, else the conversation (a member's follows the login on any device).
 */
export function ChatBody() {
  const { t } = useTranslation('support-chat');
  const availability = useQuery(chatAvailabilityQuery());
  const { isLogin } = useSessionState();
  const [guestToken, setGuestToken] = useState(() => (isLogin ? null : readGuestToken()));
  const settings = availability.data;

  if (!settings) {
    return (
      <p className="chat-panel__notice">{availability.isError ? t('unavailable') : t('loading')}</p>
    );
  }
  if (settings.mode === 'external' && settings.externalUrl) {
    return (
      <div className="chat-panel__external">
        <p className="chat-panel__notice">{t('externalIntro')}</p>
        <a
          className="ui-button ui-button--primary ui-button--large"
          href={settings.externalUrl}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="chat-external-link"
        >
          {t('externalOpen')}
        </a>
      </div>
    );
  }
  if (!settings.online) return <OfflineForm />;
  if (!isLogin && !guestToken) {
    return (
      <GuestStart
        onStarted={(token) => {
          saveGuestToken(token);
          setGuestToken(token);
        }}
      />
    );
  }
  return (
    <Conversation
      guestToken={isLogin ? null : guestToken}
      onGuestRestart={() => {
        saveGuestToken(null);
        setGuestToken(null);
      }}
    />
  );
}

/** "Online" or "Offline" beside the title, for the built-in chat. */
export function ChatPresence() {
  const { t } = useTranslation('support-chat');
  const settings = useQuery(chatAvailabilityQuery()).data;
  if (settings?.mode !== 'built_in') return null;
  return (
    <span
      className={`chat-panel__presence chat-panel__presence--${settings.online ? 'on' : 'off'}`}
    >
      {settings.online ? t('online') : t('offline')}
    </span>
  );
}
