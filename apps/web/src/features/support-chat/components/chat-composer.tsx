import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { maxChatTextLength } from '@lobby/contracts';
import { translateApiError } from '../../../lib/api-error-text.ts';

export interface ChatComposerProps {
  onSendText: (text: string) => Promise<unknown>;
  onSendImage: (file: File) => Promise<unknown>;
  /** Called as the user types (the caller throttles what goes out). */
  onTyping: () => void;
  /** Extra controls before the input (the console's canned replies). */
  tools?: ReactNode;
  /** Text to put in the input (a canned reply picked); changes when `draftKey` does. */
  draft?: { text: string; key: number };
  disabled?: boolean;
}

/** The message input: text, an image (png or jpg), the send button; errors shown in place. */
export function ChatComposer(props: ChatComposerProps) {
  const { t } = useTranslation(['support-chat', 'errors']);
  const [text, setText] = useState('');
  const [draftKey, setDraftKey] = useState<number | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  if (props.draft && props.draft.key !== draftKey) {
    setDraftKey(props.draft.key);
    setText(props.draft.text);
  }

  async function run(send: () => Promise<unknown>, onDone?: () => void) {
    setBusy(true);
    setError(null);
    try {
      await send();
      onDone?.();
    } catch (failure) {
      setError(translateApiError(failure, t));
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return;
    void run(
      () => props.onSendText(text),
      () => setText(''),
    );
  }

  return (
    <form className="chat-composer" onSubmit={submit} data-testid="chat-composer">
      {error && (
        <p className="chat-composer__error" role="alert" data-testid="chat-error">
          {error}
        </p>
      )}
      <div className="chat-composer__row">
        {props.tools}
        <button
          type="button"
          className="chat-composer__attach"
          onClick={() => fileInput.current?.click()}
          disabled={props.disabled || isBusy}
          aria-label={t('attachImage')}
          data-testid="chat-attach"
        >
          +
        </button>
        <input
          ref={fileInput}
          type="file"
          accept="image/png,image/jpeg"
          hidden
          data-testid="chat-file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void run(() => props.onSendImage(file));
          }}
        />
        <label className="chat-composer__label">
          <span className="sr-only">{t('messageLabel')}</span>
          <textarea
            className="chat-composer__input"
            value={text}
            rows={1}
            maxLength={maxChatTextLength}
            placeholder={t('messagePlaceholder')}
            disabled={props.disabled}
            data-testid="chat-input"
            onChange={(event) => {
              setText(event.target.value);
              props.onTyping();
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey) submit(event);
            }}
          />
        </label>
        <button
          type="submit"
          className="chat-composer__send ui-button ui-button--primary ui-button--medium"
          disabled={props.disabled || isBusy || !text.trim()}
          aria-busy={isBusy || undefined}
          data-testid="chat-send"
        >
          {t('send')}
        </button>
      </div>
    </form>
  );
}
