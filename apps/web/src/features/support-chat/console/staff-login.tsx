import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../../../lib/api-error-text.ts';
import { logInOperator, verifyOperatorCode } from './staff-session.ts';

/** The back office's staff login (password, then the authenticator's code when due). */
export function StaffLogin({ onLoggedIn }: { onLoggedIn: (token: string) => void }) {
  const { t } = useTranslation(['support-chat', 'errors']);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [challenge, setChallenge] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      if (challenge) {
        onLoggedIn((await verifyOperatorCode(challenge, code)).token);
        return;
      }
      const result = await logInOperator(username, password);
      if (result.status === 'ok') onLoggedIn(result.token);
      else if (result.status === 'two_factor_required') setChallenge(result.challenge);
      else setError(t('consoleEnrolFirst'));
    } catch (failure) {
      setError(translateApiError(failure, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="chat-form chat-console__login" onSubmit={submit} data-testid="console-login">
      <h1 className="chat-panel__title">{t('consoleTitle')}</h1>
      {challenge ? (
        <label className="chat-form__field">
          {t('consoleCode')}
          <input
            value={code}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            data-testid="console-code"
            onChange={(event) => setCode(event.target.value)}
          />
        </label>
      ) : (
        <>
          <label className="chat-form__field">
            {t('consoleUsername')}
            <input
              value={username}
              autoComplete="username"
              required
              data-testid="console-username"
              onChange={(event) => setUsername(event.target.value)}
            />
          </label>
          <label className="chat-form__field">
            {t('consolePassword')}
            <input
              type="password"
              value={password}
              autoComplete="current-password"
              required
              data-testid="console-password"
              onChange={(event) => setPassword(event.target.value)}
            />
          </label>
        </>
      )}
      {error && (
        <p className="chat-composer__error" role="alert" data-testid="console-login-error">
          {error}
        </p>
      )}
      <button
        type="submit"
        className="ui-button ui-button--primary ui-button--large"
        disabled={isBusy}
        data-testid="console-login-submit"
      >
        {t('consoleLogIn')}
      </button>
    </form>
  );
}
