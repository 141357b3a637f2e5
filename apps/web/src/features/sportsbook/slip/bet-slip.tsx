import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NamedSystem } from '@lobby/game-math';
import { formatMinorUnits, parseAmount } from '@lobby/contracts';
import { translateApiError } from '../../../lib/api-error-text.ts';
import { formatAmount } from '../../../lib/format.ts';
import { useMaxStakes } from '../api/sportsbook-member.ts';
import { useBook } from '../book-context.tsx';
import { SlipLegRow } from './slip-leg-row.tsx';
import { SlipReceipts } from './slip-receipts.tsx';
import {
  parlayOutcome,
  singleOutcome,
  systemOutcome,
  systemsFor,
  type SlipMode,
} from './slip-returns.ts';
import { SlipSettings } from './slip-settings.tsx';
import { useSlip } from './slip-store.tsx';
import { useSlipPlacement } from './use-slip-placement.ts';
import { kindKeys, systemKeys } from '../text-keys.ts';

const defaultQuickStakes = ['10', '50', '100', '500'];
const decimals = 2;
const minor = (text: string | undefined) => {
  const parsed = parseAmount(text ?? '', decimals);
  return parsed.ok ? parsed.minor : 0n;
};

/** The bet slip's content: selections, bet type, stakes, returns, placement, receipts. */
export function BetSlip() {
  const { t } = useTranslation(['sportsbook', 'sports-errors']);
  const { token, format, settings, isLogin } = useBook();
  const slip = useSlip();
  const [chosenMode, setMode] = useState<SlipMode>('single');
  const [singleStakes, setSingleStakes] = useState<Record<number, string>>({});
  const [comboStake, setComboStake] = useState('');
  const [chosenSystem, setSystem] = useState<NamedSystem | undefined>();
  const ids = slip.legs.map((leg) => leg.selectionId);
  const maxStakes = useMaxStakes(
    token,
    ids,
    slip.legs.some((leg) => leg.isLive),
  );
  const nowOf = (id: number) => maxStakes.data?.selections.find((one) => one.selectionId === id);
  const placement = useSlipPlacement(async () => {
    const fresh = await maxStakes.refetch();
    return new Map(fresh.data?.selections.map((one) => [one.selectionId, one.odds]));
  });

  const count = slip.legs.length;
  const systems = systemsFor(count);
  const mode =
    chosenMode === 'parlay' && count < 2
      ? 'single'
      : chosenMode === 'system' && systems.length === 0
        ? 'single'
        : chosenMode;
  const system =
    mode === 'system'
      ? chosenSystem && systems.includes(chosenSystem)
        ? chosenSystem
        : systems[0]
      : undefined;
  const odds = slip.legs.map((leg) => leg.odds);
  const totals =
    mode === 'single'
      ? slip.legs
          .map((leg) => singleOutcome(minor(singleStakes[leg.selectionId]), leg.odds, format))
          .reduce((a, b) => ({ risk: a.risk + b.risk, toReturn: a.toReturn + b.toReturn }), {
            risk: 0n,
            toReturn: 0n,
          })
      : mode === 'parlay'
        ? parlayOutcome(minor(comboStake), odds)
        : systemOutcome(minor(comboStake), odds, system!);
  const quickStakes = settings?.quickStakes.length ? settings.quickStakes : defaultQuickStakes;
  const setAllStakes = (amount: string) => {
    if (mode !== 'single') return setComboStake(amount);
    setSingleStakes(Object.fromEntries(ids.map((id) => [id, amount])));
  };
  const failureOf = (id?: number) => {
    const failure = placement.failures.find((one) => one.selectionId === id);
    return failure ? translateApiError(failure.error, t) : undefined;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void placement.run({ mode, singleStakes, comboStake, system });
  };

  return (
    <form className="sb-slip__body" onSubmit={submit} aria-label={t('slip.title')}>
      <SlipSettings />
      {count === 0 ? (
        <p className="sb-muted">{t('slip.empty')}</p>
      ) : (
        <>
          <div className="sb-modes" role="group" aria-label={t('slip.betType')}>
            {(['single', 'parlay', 'system'] as const).map((one) => (
              <button
                key={one}
                type="button"
                className={`sb-mode${mode === one ? ' sb-mode--chosen' : ''}`}
                aria-pressed={mode === one}
                disabled={
                  (one === 'parlay' && count < 2) || (one === 'system' && systems.length === 0)
                }
                data-testid={`sb-mode-${one}`}
                onClick={() => setMode(one)}
              >
                {t(kindKeys[one])}
              </button>
            ))}
          </div>
          {mode === 'system' && (
            <label className="sb-field">
              <span>{t('slip.system')}</span>
              <select
                value={system}
                onChange={(event) => setSystem(event.target.value as NamedSystem)}
              >
                {systems.map((one) => (
                  <option key={one} value={one}>
                    {t(systemKeys[one])}
                  </option>
                ))}
              </select>
            </label>
          )}
          <ul className="sb-legs">
            {slip.legs.map((leg) => (
              <SlipLegRow
                key={leg.selectionId}
                leg={leg}
                now={nowOf(leg.selectionId)}
                error={failureOf(leg.selectionId)}
                stake={
                  mode === 'single'
                    ? {
                        value: singleStakes[leg.selectionId] ?? '',
                        onChange: (value) =>
                          setSingleStakes((all) => ({ ...all, [leg.selectionId]: value })),
                      }
                    : undefined
                }
              />
            ))}
          </ul>
          {mode !== 'single' && (
            <label className="sb-field sb-field--stake">
              <span>{mode === 'system' ? t('slip.stakePerLine') : t('slip.stake')}</span>
              <input
                inputMode="decimal"
                value={comboStake}
                data-testid="sb-combo-stake"
                onChange={(event) => setComboStake(event.target.value.trim())}
              />
            </label>
          )}
          <div className="sb-quick" role="group" aria-label={t('slip.quickStakes')}>
            {quickStakes.map((amount) => (
              <button
                key={amount}
                type="button"
                className="ui-action ui-action--small"
                onClick={() => setAllStakes(amount)}
              >
                {formatAmount(amount, 0)}
              </button>
            ))}
          </div>
          <dl className="sb-totals">
            <dt>{t('slip.totalStake')}</dt>
            <dd>{formatAmount(formatMinorUnits(totals.risk, decimals))}</dd>
            <dt>{t('slip.potentialReturn')}</dt>
            <dd data-testid="sb-potential-return">
              {formatAmount(formatMinorUnits(totals.toReturn, decimals))}
            </dd>
          </dl>
          {mode !== 'single' && failureOf(undefined) && (
            <p className="sb-error" role="alert" data-testid="sb-slip-error">
              {failureOf(undefined)}
            </p>
          )}
          {isLogin ? (
            <button
              type="submit"
              className="ui-action ui-action--medium sb-place"
              disabled={!token || totals.risk === 0n || placement.isPending}
              data-testid="sb-place"
            >
              {t('slip.place')}
            </button>
          ) : (
            <Link className="ui-action ui-action--medium sb-place" to="/login">
              {t('slip.loginToBet')}
            </Link>
          )}
        </>
      )}
      <SlipReceipts placed={placement.placed} />
    </form>
  );
}
