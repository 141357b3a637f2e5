import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FairSeedsView } from '@lobby/contracts';
import { PlayError } from '../components/play-error.tsx';
import type { PlaySession } from '../play-session.ts';
import { fetchFairSeeds, rotateSeeds, saveClientSeed } from './fairness-api.ts';
import { verifyUrl, type VerifiablePlay } from './verify-link.ts';

export interface FairnessPanelProps {
  session: Pick<PlaySession, 'token'>;
  /** This page's plays, newest first. */
  plays: readonly VerifiablePlay[];
}

/** The nonce the next play uses: the server's, or one past this page's latest play. */
export function nextNonceOf(view: FairSeedsView, plays: readonly VerifiablePlay[]): number {
  const latest = plays.find((play) => play.fairness.serverSeedHash === view.serverSeedHash);
  return latest ? Math.max(view.nonce, latest.fairness.nonce + 1) : view.nonce;
}

/**
 * Provably fair: the hash of the server seed in use (shown before any play), the client seed
 * (editable), the next nonce; rotating reveals the seed, and this page's plays under a
 * revealed seed get a link to the verify page.
 */
export function FairnessPanel({ session, plays }: FairnessPanelProps) {
  const { t } = useTranslation('originals');
  const titleId = useId();
  const seedId = useId();
  const [view, setView] = useState<FairSeedsView | null>(null);
  const [revealedSeeds, setRevealedSeeds] = useState<Record<string, string>>({});
  const [clientSeed, setClientSeed] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [isBusy, setBusy] = useState(false);

  const accept = useCallback((next: FairSeedsView) => {
    setView(next);
    setClientSeed(next.clientSeed);
    const previous = next.previous;
    if (previous) {
      setRevealedSeeds((seeds) => ({ ...seeds, [previous.serverSeedHash]: previous.serverSeed }));
    }
  }, []);

  useEffect(() => {
    let isCurrent = true;
    fetchFairSeeds(session).then(
      (next) => isCurrent && accept(next),
      (failure: unknown) => isCurrent && setError(failure),
    );
    return () => {
      isCurrent = false;
    };
  }, [session, accept]);

  const act = async (call: () => Promise<FairSeedsView>) => {
    setBusy(true);
    setError(null);
    try {
      accept(await call());
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  const onSaveSeed = (event: FormEvent) => {
    event.preventDefault();
    void act(() => saveClientSeed(session, clientSeed.trim()));
  };

  return (
    <section className="fair-panel" aria-labelledby={titleId} data-testid="fairness-panel">
      <h2 id={titleId}>{t('fair.title')}</h2>
      {view && (
        <dl className="fair-panel__facts">
          <dt>{t('fair.serverSeedHash')}</dt>
          <dd>
            <code data-testid="fair-hash">{view.serverSeedHash}</code>
          </dd>
          <dt>{t('fair.nextNonce')}</dt>
          <dd data-testid="fair-nonce">{nextNonceOf(view, plays)}</dd>
        </dl>
      )}
      <form className="fair-panel__seed" onSubmit={onSaveSeed}>
        <label htmlFor={seedId}>{t('fair.clientSeed')}</label>
        <input
          id={seedId}
          data-testid="fair-client-seed"
          value={clientSeed}
          maxLength={64}
          onChange={(event) => setClientSeed(event.target.value)}
        />
        <button type="submit" disabled={isBusy || !view} data-testid="fair-save-seed">
          {t('fair.saveClientSeed')}
        </button>
      </form>
      <button
        type="button"
        disabled={isBusy || !view}
        data-testid="fair-rotate"
        onClick={() => void act(() => rotateSeeds(session))}
      >
        {t('fair.rotate')}
      </button>
      <p className="fair-panel__hint">{t('fair.rotateHint')}</p>
      <PlayError error={error} />
      {view?.previous && (
        <div className="fair-panel__previous" data-testid="fair-previous">
          <h3>{t('fair.previousPair')}</h3>
          <dl>
            <dt>{t('fair.serverSeed')}</dt>
            <dd>
              <code data-testid="fair-previous-seed">{view.previous.serverSeed}</code>
            </dd>
            <dt>{t('fair.serverSeedHash')}</dt>
            <dd>
              <code>{view.previous.serverSeedHash}</code>
            </dd>
            <dt>{t('fair.clientSeed')}</dt>
            <dd>{view.previous.clientSeed}</dd>
            <dt>{t('fair.playsMade')}</dt>
            <dd>{view.previous.finalNonce}</dd>
          </dl>
        </div>
      )}
      {plays.length > 0 && (
        <div className="fair-panel__plays">
          <h3>{t('fair.recentPlays')}</h3>
          <ul>
            {plays.map((play) => {
              const serverSeed = revealedSeeds[play.fairness.serverSeedHash];
              return (
                <li key={play.roundId}>
                  <span>{t('fair.nonceOf', { nonce: play.fairness.nonce })}</span>{' '}
                  {serverSeed ? (
                    <a
                      href={verifyUrl(play, serverSeed)}
                      target="_blank"
                      rel="noopener noreferrer"
                      data-testid="fair-verify-link"
                    >
                      {t('fair.verify')}
                    </a>
                  ) : (
                    <span className="fair-panel__pending">{t('fair.rotateToVerify')}</span>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </section>
  );
}
