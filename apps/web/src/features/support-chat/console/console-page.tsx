import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatSummary } from '@lobby/contracts';
import '../support-chat.css';
import { ConsoleThread } from './console-thread.tsx';
import { readStaffToken, saveStaffToken } from './staff-session.ts';
import { StaffLogin } from './staff-login.tsx';
import { useConsole } from './use-console.ts';

function ConversationRow(props: { item: ChatSummary; isSelected: boolean; onOpen: () => void }) {
  const { t } = useTranslation('support-chat');
  const { item } = props;
  return (
    <li>
      <button
        type="button"
        className={`chat-console__row${props.isSelected ? ' chat-console__row--selected' : ''}`}
        onClick={props.onOpen}
        data-testid="console-conversation"
      >
        <span className="chat-console__row-name">
          {item.visitorName}
          {item.unread > 0 && (
            <span className="chat-console__unread" data-testid="console-unread">
              {item.unread}
            </span>
          )}
        </span>
        <span className="chat-console__row-state">
          {item.status === 'waiting' ? t('consoleWaiting') : (item.assignedTo ?? '')}
        </span>
        <span className="chat-console__row-text">{item.lastText || t('consoleImage')}</span>
      </button>
    </li>
  );
}

function Workspace({ token, onLoggedOut }: { token: string; onLoggedOut: () => void }) {
  const { t } = useTranslation('support-chat');
  const desk = useConsole(token, onLoggedOut);
  const { thread } = desk;
  return (
    <div className={`chat-console${thread ? ' chat-console--thread-open' : ''}`}>
      <aside className="chat-console__list" aria-label={t('consoleConversations')}>
        <header className="chat-console__list-header">
          <h1 className="chat-panel__title">{t('consoleTitle')}</h1>
          <button
            type="button"
            className="ui-button ui-button--ghost ui-button--small"
            onClick={onLoggedOut}
            data-testid="console-logout"
          >
            {t('consoleLogOut')}
          </button>
        </header>
        {desk.conversations.length === 0 ? (
          <p className="chat-panel__notice" data-testid="console-empty">
            {t('consoleEmpty')}
          </p>
        ) : (
          <ul className="chat-console__rows">
            {desk.conversations.map((item) => (
              <ConversationRow
                key={item.id}
                item={item}
                isSelected={item.id === desk.selectedId}
                onOpen={() => desk.select(item.id)}
              />
            ))}
          </ul>
        )}
      </aside>
      {thread ? (
        <ConsoleThread
          token={token}
          thread={thread}
          operators={desk.operators}
          cannedReplies={desk.cannedReplies}
          isVisitorTyping={desk.isVisitorTyping}
          onTyping={desk.onTyping}
          onChanged={desk.refresh}
          onBack={() => desk.select(null)}
        />
      ) : (
        <p className="chat-console__placeholder">{t('consolePick')}</p>
      )}
    </div>
  );
}

/**
 * /bo/chat: the operator chat console (issue 15), a minimal screen behind the back office's
 * staff login, which the back office absorbs later. Its own lazy chunk: no member page loads it.
 */
export function ChatConsolePage() {
  const [token, setToken] = useState(readStaffToken);
  const logOut = useCallback(() => {
    saveStaffToken(null);
    setToken(null);
  }, []);
  return (
    <main id="main-content" className="chat-console-page" data-testid="console-page">
      {token ? (
        <Workspace token={token} onLoggedOut={logOut} />
      ) : (
        <StaffLogin
          onLoggedIn={(next) => {
            saveStaffToken(next);
            setToken(next);
          }}
        />
      )}
    </main>
  );
}
