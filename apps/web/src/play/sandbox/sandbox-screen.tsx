import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameScreenProps } from '../game-screen-props.ts';
import { BalanceBar } from '../components/balance-bar.tsx';
import { formatPlayMoney, isZeroAmount } from '../components/money-text.ts';
import { PlayError } from '../components/play-error.tsx';
import type { SandboxRgsSpin } from '@lobby/contracts';
import { fetchSandboxBalance, spinSandboxWheel } from './sandbox-api.ts';
import { sandboxGameOfUrl } from './sandbox-session.ts';
import '../instant/instant-games.css';

/** The stand-in remote provider's game: one prize wheel for every sandbox vendor. */
export default function SandboxScreen({ session }: GameScreenProps) {
  const { t } = useTranslation('originals');
  const { vendor, game } = sandboxGameOfUrl(window.location.search);
  const [balance, setBalance] = useState<string | undefined>(undefined);
  const [stake, setStake] = useState('10.00');
  const [spin, setSpin] = useState<SandboxRgsSpin | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    let isCurrent = true;
    fetchSandboxBalance(session).then(
      (answer) => isCurrent && setBalance((known) => known ?? answer.balance),
      (failure: unknown) => isCurrent && setError(failure),
    );
    return () => {
      isCurrent = false;
    };
  }, [session]);

  async function play() {
    setBusy(true);
    setError(null);
    try {
      const answer = await spinSandboxWheel(session, stake.trim());
      setSpin(answer);
      setBalance(answer.balance);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="play-game" data-testid="sandbox-game">
      <header className="play-game__header">
        <h1>{t('sandbox.title')}</h1>
        <BalanceBar balance={balance} currency={session.currency} />
      </header>
      <div className="play-game__body">
        <p>{t('sandbox.gameOf', { vendor, game })}</p>
        <label className="play-field">
          {t('common.stake')}
          <input
            data-testid="sandbox-stake"
            inputMode="decimal"
            value={stake}
            disabled={busy}
            onChange={(event) => setStake(event.target.value)}
          />
        </label>
        <button
          type="button"
          data-testid="sandbox-spin"
          disabled={busy}
          onClick={() => void play()}
        >
          {t('sandbox.spin')}
        </button>
        {spin && (
          <div aria-live="polite">
            <p data-testid="sandbox-result">
              {t('sandbox.result', { segment: spin.segment + 1, multiplier: spin.multiplier })}
            </p>
            <p data-testid="sandbox-win">
              {isZeroAmount(spin.win)
                ? t('common.noWin')
                : t('common.youWon', { amount: formatPlayMoney(spin.win) })}
            </p>
          </div>
        )}
        <PlayError error={error} />
      </div>
    </main>
  );
}
