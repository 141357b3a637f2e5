import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { crashMinCashoutX100, crashMultiplierAt } from '@lobby/game-math';
import type { TableRoundView } from '@lobby/contracts';
import { decimalsOf, formatPlayMoney, minorToText, textToMinor } from '../components/money-text.ts';
import { PlayError } from '../components/play-error.tsx';
import { StakeField } from '../components/stake-field.tsx';
import { usePlayAction } from '../components/use-play-action.ts';
import type { GameScreenProps } from '../game-screen-props.ts';
import { cashOutCrash, placeTableBet } from './table-api.ts';
import { TableLayout } from './table-layout.tsx';
import { multiplierText, type FeedEntry } from './table-state.ts';
import { useTable, useTicker } from './use-table.ts';

/** An auto cash-out as typed ("2", "1.5") → ×100, or null when empty or below 1.01×. */
export function autoCashoutX100(text: string): number | null | undefined {
  if (text.trim() === '') return undefined;
  const minor = textToMinor(text, 2);
  if (minor === null || minor < BigInt(crashMinCashoutX100)) return null;
  return Number(minor);
}

function crashPointOf(round: TableRoundView | undefined | null): number | null {
  return round?.result?.kind === 'crash' ? round.result.crashPoint : null;
}

/** The big multiplier: rising while running, the crash point once crashed. */
function Multiplier({ round, serverNow }: { round: TableRoundView; serverNow: () => number }) {
  const { t } = useTranslation('originals');
  const isRunning = round.phase === 'running' && round.startedAt !== undefined;
  useTicker(50, isRunning);
  const crashed = crashPointOf(round);
  if (crashed !== null) {
    return (
      <p className="crash-multiplier crash-multiplier--crashed" data-testid="crash-multiplier">
        {t('crash.crashedAt', { multiplier: multiplierText(crashed) })}
      </p>
    );
  }
  if (!isRunning) {
    return (
      <p className="crash-multiplier crash-multiplier--waiting" data-testid="crash-multiplier">
        {t('crash.nextRound')}
      </p>
    );
  }
  const live = crashMultiplierAt(serverNow() - Date.parse(round.startedAt!));
  return (
    <p
      className="crash-multiplier crash-multiplier--live"
      data-testid="crash-multiplier"
      data-live={live}
    >
      {multiplierText(live)}×
    </p>
  );
}

function Feed({ feed }: { feed: FeedEntry[] }) {
  const { t } = useTranslation('originals');
  return (
    <ul className="table-feed" aria-label={t('table.liveBets')} data-testid="table-feed">
      {feed.map((entry, index) => (
        <li key={index}>
          {entry.kind === 'bet'
            ? t('table.feedBet', { player: entry.player, stake: formatPlayMoney(entry.stake) })
            : t('crash.feedCashout', {
                player: entry.player,
                multiplier: multiplierText(entry.cashoutAt),
                payout: formatPlayMoney(entry.payout),
              })}
        </li>
      ))}
    </ul>
  );
}

/** Crash at a shared table: bet while the countdown runs, cash out before it crashes. */
export default function CrashScreen({ session }: GameScreenProps) {
  const { t } = useTranslation('originals');
  const handle = useTable(session, 'crash');
  const { state, serverNow, recordBet } = handle;
  const action = usePlayAction();
  const autoId = useId();
  const [stake, setStake] = useState('10');
  const [auto, setAuto] = useState('');
  const round = state?.round ?? null;
  const decimals = decimalsOf(state?.balance);
  const myBet = state?.myBets.find((bet) => bet.roundId === round?.roundId);
  const autoX100 = autoCashoutX100(auto);
  useTicker(100, round?.phase === 'running' && myBet?.status === 'placed');

  const bet = () =>
    round &&
    autoX100 !== null &&
    action.run(async () => {
      const answer = await placeTableBet(session, 'crash', {
        roundId: round.roundId,
        spot: 'crash',
        stake,
        ...(autoX100 === undefined ? {} : { autoCashoutAt: autoX100 }),
      });
      recordBet(answer);
    });
  const cashOut = () =>
    round &&
    action.run(async () => {
      recordBet(await cashOutCrash(session, round.roundId));
    });

  const live =
    round?.phase === 'running' && round.startedAt
      ? crashMultiplierAt(serverNow() - Date.parse(round.startedAt))
      : null;
  const stakeMinor = myBet ? textToMinor(myBet.stake, decimals) : null;
  const potential =
    live !== null && stakeMinor !== null ? (stakeMinor * BigInt(live)) / 100n : null;
  const canCashOut = myBet?.status === 'placed' && live !== null && live >= crashMinCashoutX100;

  return (
    <TableLayout
      title={t('crash.title')}
      session={session}
      state={state}
      serverNow={serverNow}
      error={handle.error}
    >
      {round && <Multiplier round={round} serverNow={serverNow} />}
      <ol className="crash-history" aria-label={t('crash.history')} data-testid="crash-history">
        {(state?.recent ?? []).map((entry) => {
          const point = crashPointOf(entry);
          if (point === null) return null;
          return (
            <li
              key={entry.roundId}
              className={point >= 200 ? 'crash-chip crash-chip--high' : 'crash-chip'}
            >
              {multiplierText(point)}×
            </li>
          );
        })}
      </ol>
      {myBet ? (
        <p className="crash-my-bet" data-testid="crash-my-bet" data-status={myBet.status}>
          {myBet.status === 'cashed_out' && myBet.cashoutAt !== undefined
            ? t('crash.cashedOutAt', {
                multiplier: multiplierText(myBet.cashoutAt),
                payout: formatPlayMoney(myBet.payout),
              })
            : t(`crash.myBet.${myBet.status}`, { stake: formatPlayMoney(myBet.stake) })}
        </p>
      ) : null}
      {canCashOut ? (
        <button
          type="button"
          className="play-primary crash-cashout"
          data-testid="crash-cashout"
          onClick={() => void cashOut()}
          disabled={action.isPending}
        >
          {t('crash.cashOut', {
            payout: potential === null ? '' : formatPlayMoney(minorToText(potential, decimals)),
          })}
        </button>
      ) : (
        <div className="crash-bet">
          <StakeField
            value={stake}
            onChange={setStake}
            decimals={decimals}
            disabled={action.isPending}
          />
          <div className="play-field">
            <label htmlFor={autoId}>{t('crash.autoCashout')}</label>
            <input
              id={autoId}
              data-testid="auto-cashout-input"
              inputMode="decimal"
              placeholder={t('crash.autoPlaceholder')}
              value={auto}
              onChange={(event) => setAuto(event.target.value)}
              aria-invalid={autoX100 === null}
            />
          </div>
          <button
            type="button"
            className="play-primary"
            data-testid="crash-bet"
            disabled={
              round?.phase !== 'betting' ||
              myBet !== undefined ||
              autoX100 === null ||
              action.isPending
            }
            onClick={() => void bet()}
          >
            {t('crash.bet')}
          </button>
        </div>
      )}
      <PlayError error={action.error} />
      <Feed feed={handle.feed} />
    </TableLayout>
  );
}
