import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LotteryVerifyPanel } from '../lottery/index.ts';
import { OutcomeView } from './components/outcome-view.tsx';
import { VerifyFormFields } from './components/verify-form.tsx';
import { checkForm, formFromSearch, searchFromForm, type VerifyForm } from './verify-input.ts';
import { recomputeOutcome, serverSeedHashOf } from './verify-outcome.ts';
import './verify.css';

/**
 * /verify (public, lazy area Verify): recomputes any in-house game's result (a fast lottery
 * game's draw with ?lottery=) in the browser
 * from the server seed, client seed and nonce with the same game maths the server runs, and
 * shows the server seed's SHA-256 to compare with the hash published before play. The form
 * is mirrored in the query string, so a game's "verify" link opens it filled in.
 */
export function VerifyPage() {
  const [params] = useSearchParams();
  // a fast-game draw (/verify?lottery=5d&issue=…): issue, seed and beacon, not client seeds
  return params.has('lottery') ? <LotteryVerifyPanel /> : <InstantVerify />;
}

function InstantVerify() {
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

/** Marks a navigation this page made itself to mirror its form (see useFormInAddress). */
const mirrorState = { verifyFormMirror: true } as const;

function isMirrorWrite(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'verifyFormMirror' in state;
}

/**
 * The form as local state, mirrored into the address with `replace`. The address is never
 * read back for the page's own writes: react-router applies a navigation in a transition, so
 * an address arriving late would be older than the form and undo edits made meanwhile.
 * A navigation from elsewhere (another verify link) carries no mirror mark
 * and is taken into the form.
 */
function useFormInAddress(): [VerifyForm, (next: Partial<VerifyForm>) => void] {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const [form, setForm] = useState(() => formFromSearch(params));
  // the address as this hook last wrote or took it
  const mirrored = useRef(params.toString());
  const seenKey = useRef(location.key);
  // the latest setter, read by the write below so that only the form's changes write
  const setAddress = useRef(setParams);
  setAddress.current = setParams;

  useEffect(() => {
    if (location.key === seenKey.current) return;
    seenKey.current = location.key;
    if (isMirrorWrite(location.state)) return;
    const taken = new URLSearchParams(location.search);
    mirrored.current = taken.toString();
    setForm(formFromSearch(taken));
  }, [location.key, location.state, location.search]);

  useEffect(() => {
    const search = searchFromForm(form);
    if (search.toString() === mirrored.current) return;
    mirrored.current = search.toString();
    setAddress.current(search, { replace: true, state: mirrorState });
  }, [form]);

  const change = (next: Partial<VerifyForm>) => setForm((current) => ({ ...current, ...next }));
  return [form, change];
}
