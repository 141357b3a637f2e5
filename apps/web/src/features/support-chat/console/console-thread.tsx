import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chatPaths, type CannedReply, type ChatThread } from '@lobby/contracts';
import { useCurrentLanguage } from '../../../lib/language.ts';
import {
  assignConversation,
  closeConversation,
  sendOperatorImage,
  sendOperatorText,
} from '../api/operator-calls.ts';
import { ChatComposer } from '../components/chat-composer.tsx';
import { MessageList } from '../components/message-list.tsx';

export interface ConsoleThreadProps {
  token: string;
  thread: ChatThread;
  operators: { id: number; username: string }[];
  cannedReplies: CannedReply[];
  isVisitorTyping: boolean;
  onTyping: () => void;
  onChanged: () => Promise<unknown>;
  onBack: () => void;
}

/** One conversation in the console: reply (text, image, canned), hand over, close. */
export function ConsoleThread(props: ConsoleThreadProps) {
  const { t } = useTranslation('support-chat');
  const language = useCurrentLanguage();
  const { token, thread } = props;
  const { conversation } = thread;
  const [draft, setDraft] = useState<{ text: string; key: number } | undefined>();
  const isClosed = conversation.status === 'closed';

  const canned = (
    <select
      className="chat-console__canned"
      aria-label={t('consoleCanned')}
      value=""
      data-testid="console-canned"
      onChange={(event) => {
        const reply = props.cannedReplies.find((item) => item.id === Number(event.target.value));
        if (reply) setDraft({ text: reply.text[language], key: Date.now() });
      }}
    >
      <option value="">{t('consoleCanned')}</option>
      {props.cannedReplies.map((reply) => (
        <option key={reply.id} value={reply.id}>
          {reply.title[language]}
        </option>
      ))}
    </select>
  );

  return (
    <section className="chat-console__thread" data-testid="console-thread">
      <header className="chat-console__thread-header">
        <button type="button" className="chat-console__back" onClick={props.onBack}>
          {t('consoleBack')}
        </button>
        <h2 className="chat-console__visitor">
          {conversation.visitorName}
          {conversation.isGuest && <span className="chat-console__guest">{t('consoleGuest')}</span>}
        </h2>
        <label className="chat-console__assign">
          <span className="sr-only">{t('consoleHandOver')}</span>
          <select
            value={conversation.assignedStaffId ?? ''}
            disabled={isClosed}
            data-testid="console-assign"
            onChange={(event) =>
              void assignConversation(token, conversation.id, Number(event.target.value)).then(
                props.onChanged,
              )
            }
          >
            <option value="" disabled>
              {t('consoleHandOver')}
            </option>
            {props.operators.map((operator) => (
              <option key={operator.id} value={operator.id}>
                {operator.username}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="ui-button ui-button--outline ui-button--small"
          disabled={isClosed}
          data-testid="console-close"
          onClick={() => void closeConversation(token, conversation.id).then(props.onChanged)}
        >
          {isClosed ? t('consoleClosed') : t('consoleClose')}
        </button>
      </header>
      <MessageList
        messages={thread.messages}
        mySide="staff"
        otherReadId={conversation.visitorReadId}
        isOtherTyping={props.isVisitorTyping}
        imagePath={(id) => chatPaths.boImage.replace(':id', String(id))}
        imageHeaders={{ authorization: `Bearer ${token}` }}
      />
      <ChatComposer
        disabled={isClosed}
        tools={canned}
        draft={draft}
        onTyping={props.onTyping}
        onSendText={async (text) => {
          await sendOperatorText(token, conversation.id, text);
          await props.onChanged();
        }}
        onSendImage={async (file) => {
          await sendOperatorImage(token, conversation.id, file);
          await props.onChanged();
        }}
      />
    </section>
  );
}
