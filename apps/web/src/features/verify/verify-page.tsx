import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
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
 * is mirrored in the query string, so a game's "verify" link opens it filled in.
 */
export function VerifyPage() {
  const { t } = useTranslation('bets');
  const [form, change] = useFormInAddress();
  const checked = checkForm(form);
  // the recomputation follows the typing a frame behind, so keystrokes are never held up
  const settled = useDeferredValue(form);
  const result = useMemo(() => {
    const current = checkForm(settled);
    return current.ok ? recomputeOutcome(current.seeds, current.request) : null;
  }, [settled]);
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

/**
 * The form as local state, mirrored into the address with `replace`. The address is not the
 * state itself: react-router applies a navigation in a transition, so edits made faster than
 * it renders (typing, or a form filled field after field) would each start from a stale
 * address and undo one another. An address changed from outside (another verify link) is
 * taken back into the form.
 */
function useFormInAddress(): [VerifyForm, (next: Partial<VerifyForm>) => void] {
  const [params, setParams] = useSearchParams();
  const [form, setForm] = useState(() => formFromSearch(params));
  const address = params.toString();
  // addresses this hook wrote and has not seen arrive yet, oldest first
  const pending = useRef(new Set<string>([address]));

  useEffect(() => {
    if (pending.current.has(address)) {
      // ours arrived: it and every older write are settled
      for (const written of pending.current) {
        pending.current.delete(written);
        if (written === address) break;
      }
      return;
    }
    setForm(formFromSearch(new URLSearchParams(address)));
  }, [address]);

  useEffect(() => {
    const search = searchFromForm(form);
    const key = search.toString();
    if (key === address || pending.current.has(key)) return;
    pending.current.add(key);
    setParams(search, { replace: true });
    // only the form's changes write; the address it reads is the one of the same render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, setParams]);

  const change = (next: Partial<VerifyForm>) => setForm((current) => ({ ...current, ...next }));
  return [form, change];
}
