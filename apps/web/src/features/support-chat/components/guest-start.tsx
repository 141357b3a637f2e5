import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../../../lib/api-error-text.ts';
import { openGuestConversation } from '../api/visitor-calls.ts';

/** A guest starts a conversation with a name; the token it gets is kept in the browser. */
export function GuestStart({ onStarted }: { onStarted: (guestToken: string) => void }) {
  const { t } = useTranslation(['support-chat', 'errors']);
  const [name, setName] = useState('');
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const session = await openGuestConversation(name);
      onStarted(session.guestToken);
    } catch (failure) {
      setError(translateApiError(failure, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="chat-form" onSubmit={submit} data-testid="chat-guest-form">
      <p className="chat-panel__notice">{t('guestIntro')}</p>
      <label className="chat-form__field">
        {t('name')}
        <input
          value={name}
          maxLength={40}
          required
          data-testid="chat-guest-name"
          onChange={(event) => setName(event.target.value)}
        />
      </label>
      {error && (
        <p className="chat-composer__error" role="alert">
          {error}
        </p>
      )}
      <button
        type="submit"
        className="ui-button ui-button--primary ui-button--large"
        disabled={isBusy}
        data-testid="chat-guest-start"
      >
        {t('guestStart')}
      </button>
    </form>
  );
}
