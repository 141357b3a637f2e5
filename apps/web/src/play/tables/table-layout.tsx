import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableRoundView, TableState } from '@lobby/contracts';
import { BalanceBar } from '../components/balance-bar.tsx';
import { PlayError } from '../components/play-error.tsx';
import type { PlaySession } from '../play-session.ts';
import { roundVerifyUrl } from '../fairness/verify-link.ts';
import { msUntil } from './table-state.ts';
import { useTicker } from './use-table.ts';
import '../instant/instant-games.css';
import './tables.css';

/** The words for each phase of a round. */
const phaseKeys: Record<TableRoundView['phase'], string> = {
  betting: 'table.phase.betting',
  running: 'table.phase.running',
  settled: 'table.phase.settled',
};

/** Where the round stands, with the seconds left to bet. */
function PhaseBanner({
  round,
  serverNow,
}: {
  round: TableRoundView | null;
  serverNow: () => number;
}) {
  const { t } = useTranslation('originals');
  useTicker(250, round?.phase === 'betting');
  if (!round) return <p className="table-phase">{t('table.waiting')}</p>;
  const phase = round.phase;
  return (
    <p className={`table-phase table-phase--${phase}`} data-testid="table-phase" data-phase={phase}>
      <span>{t('table.roundNo', { roundNo: round.roundNo })}</span>{' '}
      <strong aria-live="polite">
        {phase === 'betting'
          ? t('table.bettingCloses', {
              seconds: Math.ceil(msUntil(round.closesAt, serverNow()) / 1000),
            })
          : t(phaseKeys[phase])}
      </strong>
    </p>
  );
}

/** The round's commitment now, and the last round's seed to verify. */
function RoundFairness({ state }: { state: TableState }) {
  const { t } = useTranslation('originals');
  const last = state.recent[0];
  const verify = last ? roundVerifyUrl(last) : null;
  return (
    <details className="table-fair" data-testid="table-fairness">
      <summary>{t('table.fairTitle')}</summary>
      {state.round && (
        <p>
          {t('table.currentHash')}{' '}
          <code data-testid="round-hash">{state.round.serverSeedHash}</code>
        </p>
      )}
      {last && verify && (
        <p>
          {t('table.lastSeed', { roundNo: last.roundNo })} <code>{last.serverSeed}</code>{' '}
          <a href={verify} target="_blank" rel="noreferrer" data-testid="round-verify">
            {t('table.verify')}
          </a>
        </p>
      )}
    </details>
  );
}

export interface TableLayoutProps {
  title: string;
  session: PlaySession;
  state: TableState | null;
  serverNow: () => number;
  error: unknown;
  children: ReactNode;
}

/** Every table's page: title, balance, round phase and countdown, the game, fairness. */
export function TableLayout({
  title,
  session,
  state,
  serverNow,
  error,
  children,
}: TableLayoutProps) {
  const { t } = useTranslation('originals');
  return (
    <main className="play-game table-game">
      <header className="play-game__header">
        <h1>{title}</h1>
        <BalanceBar balance={state?.balance} currency={session.currency} />
      </header>
      <PlayError error={error} />
      {state ? (
        <>
          <PhaseBanner round={state.round} serverNow={serverNow} />
          <div className="play-game__body">{children}</div>
          <RoundFairness state={state} />
        </>
      ) : (
        <p aria-busy="true">{t('loading')}</p>
      )}
    </main>
  );
}
