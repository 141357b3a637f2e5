import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appPaths } from '../../lib/app-paths.ts';
import { useSessionState } from '../session/index.ts';
import { chatAvailabilityQuery } from './api/visitor-calls.ts';
import { ChatComposer } from './components/chat-composer.tsx';
import { GuestStart } from './components/guest-start.tsx';
import { MessageList } from './components/message-list.tsx';
import { OfflineForm } from './components/offline-form.tsx';
import { readGuestToken, saveGuestToken } from './guest-token.ts';
import { useFillScreen } from './use-fill-screen.ts';
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
 * /chat: live support (issue 15). Built in: the conversation (a member's follows the login on
 * any device; a guest starts with a name). An outside chat: its link. Outside office hours:
 * the offline form. Full screen on phones.
 */
export function ChatPage() {
  const { t } = useTranslation('support-chat');
  const availability = useQuery(chatAvailabilityQuery());
  const { isLogin } = useSessionState();
  const [guestToken, setGuestToken] = useState(() => (isLogin ? null : readGuestToken()));
  const settings = availability.data;
  const panel = useRef<HTMLElement>(null);
  useFillScreen(panel);

  let body;
  if (!settings) {
    body = (
      <p className="chat-panel__notice">{availability.isError ? t('unavailable') : t('loading')}</p>
    );
  } else if (settings.mode === 'external' && settings.externalUrl) {
    body = (
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
  } else if (!settings.online) {
    body = <OfflineForm />;
  } else if (!isLogin && !guestToken) {
    body = (
      <GuestStart
        onStarted={(token) => {
          saveGuestToken(token);
          setGuestToken(token);
        }}
      />
    );
  } else {
    body = (
      <Conversation
        guestToken={isLogin ? null : guestToken}
        onGuestRestart={() => {
          saveGuestToken(null);
          setGuestToken(null);
        }}
      />
    );
  }

  return (
    <section
      ref={panel}
      className="chat-panel"
      data-testid="chat-page"
      aria-labelledby="chat-title"
    >
      <header className="chat-panel__header">
        <h1 id="chat-title" className="chat-panel__title">
          {t('title')}
        </h1>
        {settings?.mode === 'built_in' && (
          <span
            className={`chat-panel__presence chat-panel__presence--${settings.online ? 'on' : 'off'}`}
          >
            {settings.online ? t('online') : t('offline')}
          </span>
        )}
        <Link className="chat-panel__close" to={appPaths.root} data-testid="chat-close">
          <span aria-hidden="true">×</span>
          <span className="sr-only">{t('close')}</span>
        </Link>
      </header>
      {body}
    </section>
  );
}
