import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { OutcomeView } from './components/outcome-view.tsx';
import { VerifyFormFields } from './components/verify-form.tsx';
import { checkForm, formFromSearch, searchFromForm, type VerifyForm } from './verify-input.ts';
import { recomputeOutcome, serverSeedHashOf } from './verify-outcome.ts';
import './verify.css';

/**
 * /verify (public, lazy area Verify): recomputes any in-house game's result in the browser
 * from the server seed, client seed and nonce with the same game maths the server runs, and
 * shows the server seed's SHA-256 to compare with the hash published before play. The form
 * lives in the query string, so a game's "verify" link opens it filled in.
 */
export function VerifyPage() {
  const { t } = useTranslation('bets');
  const [params, setParams] = useSearchParams();
  const form = formFromSearch(params);
  const change = (next: Partial<VerifyForm>) =>
    setParams(searchFromForm({ ...form, ...next }), { replace: true });

  const checked = checkForm(form);
  const key = params.toString();
  const result = useMemo(() => {
    const current = checkForm(formFromSearch(new URLSearchParams(key)));
    return current.ok ? recomputeOutcome(current.seeds, current.request) : null;
  }, [key]);
  const hash = form.serverSeed === '' ? null : serverSeedHashOf(form.serverSeed);
  const published = form.hash.trim().toLowerCase();

  return (
    <section className="verify" data-testid="verify-page">
      <h1 className="verify__title">{t('verify.title')}</h1>
      <p className="verify__intro">{t('verify.intro')}</p>
      <p className="verify__formula">{t('verify.formula')}</p>
      <VerifyFormFields form={form} onChange={change} />
      {!checked.ok && (
        // the alert wraps the list: a list with another role loses its items' meaning (axe)
        <div role="alert" data-testid="verify-problems">
          <ul className="verify__problems">
            {checked.problems.map((problem) => (
              <li key={problem}>{t(problem)}</li>
            ))}
          </ul>
        </div>
      )}
      {hash && (
        <div className="verify__panel">
          <h2 className="verify__subtitle">{t('verify.hashTitle')}</h2>
          <code className="verify__hash" data-testid="verify-seed-hash">
            {hash}
          </code>
          {published !== '' && (
            <p
              className={`verify__match ${published === hash ? 'is-match' : 'is-mismatch'}`}
              data-testid="verify-hash-match"
              data-match={published === hash}
            >
              {published === hash ? t('verify.hashMatch') : t('verify.hashMismatch')}
            </p>
          )}
        </div>
      )}
      {result && (
        <div className="verify__panel" data-testid="verify-outcome" data-game={result.game}>
          <h2 className="verify__subtitle">{t('verify.outcomeTitle')}</h2>
          <OutcomeView outcome={result} />
        </div>
      )}
    </section>
  );
}
