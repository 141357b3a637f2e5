import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../../../lib/api-error-text.ts';
import { sendOfflineMessage } from '../api/visitor-calls.ts';

/** Outside office hours: name, a way to reach the visitor, the message (lands in feedback). */
export function OfflineForm() {
  const { t } = useTranslation(['support-chat', 'errors']);
  const [name, setName] = useState('');
  const [contact, setContact] = useState('');
  const [text, setText] = useState('');
  const [state, setState] = useState<'idle' | 'busy' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setState('busy');
    setError(null);
    try {
      await sendOfflineMessage({ name, contact, text });
      setState('sent');
    } catch (failure) {
      setError(translateApiError(failure, t));
      setState('idle');
    }
  }

  if (state === 'sent') {
    return (
      <p className="chat-panel__notice" role="status" data-testid="chat-offline-sent">
        {t('offlineSent')}
      </p>
    );
  }
  return (
    <form className="chat-form" onSubmit={submit} data-testid="chat-offline-form">
      <p className="chat-panel__notice">{t('offlineIntro')}</p>
      <label className="chat-form__field">
        {t('name')}
        <input value={name} maxLength={40} required onChange={(e) => setName(e.target.value)} />
      </label>
      <label className="chat-form__field">
        {t('contact')}
        <input
          value={contact}
          maxLength={80}
          required
          onChange={(e) => setContact(e.target.value)}
        />
      </label>
      <label className="chat-form__field">
        {t('offlineMessage')}
        <textarea value={text} rows={4} required onChange={(e) => setText(e.target.value)} />
      </label>
      {error && (
        <p className="chat-composer__error" role="alert">
          {error}
        </p>
      )}
      <button
        type="submit"
        className="ui-button ui-button--primary ui-button--large"
        disabled={state === 'busy'}
        data-testid="chat-offline-submit"
      >
        {t('offlineSend')}
      </button>
    </form>
  );
}
