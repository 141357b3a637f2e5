import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appPaths } from '../../lib/app-paths.ts';
import { ChatBody, ChatPresence } from './chat-body.tsx';
import { useFillScreen } from './use-fill-screen.ts';
import './support-chat.css';

/**
 * /chat: live support (issue 15), the page a link or a menu opens (the chat dialog shows the
 * same body over the page the visitor is on). Fills the screen on phones.
 */
export function ChatPage() {
  const { t } = useTranslation('support-chat');
  const panel = useRef<HTMLElement>(null);
  useFillScreen(panel);
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
        <ChatPresence />
        <Link className="chat-panel__close" to={appPaths.root} data-testid="chat-close">
          <span aria-hidden="true">×</span>
          <span className="sr-only">{t('close')}</span>
        </Link>
      </header>
      <ChatBody />
    </section>
  );
}
