import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../lib/format.ts';
import { useCurrentLanguage } from '../../../lib/language.ts';
import { useBook } from '../book-context.tsx';
import { marketLabel, nameIn, selectionLabel } from '../labels.ts';
import { oddsText } from '../odds-text.ts';
import { useSlip, type SlipLeg } from './slip-store.tsx';

interface SlipLegRowProps {
  leg: SlipLeg;
  /** The price now and the largest stake the book takes on it as a single. */
  now: { odds: number; available: boolean; maxStake: string } | undefined;
  /** A single's own stake field (single mode only). */
  stake?: { value: string; onChange: (value: string) => void };
  error?: string;
}

/** One selection on the slip: what it is, its price (and the price now if moved), max stake. */
export function SlipLegRow({ leg, now, stake, error }: SlipLegRowProps) {
  const { t } = useTranslation('sportsbook');
  const lang = useCurrentLanguage();
  const { format } = useBook();
  const slip = useSlip();
  const pick = selectionLabel(t, lang, leg, leg.market, leg.selection);
  const moved = now && now.odds !== leg.odds;
  return (
    <li className="sb-leg" data-testid={`sb-leg-${leg.selectionId}`}>
      <div className="sb-leg__head">
        <strong>{pick}</strong>
        <span className="sb-leg__odds">{oddsText(leg.odds, format)}</span>
        <button
          type="button"
          className="sb-leg__remove"
          aria-label={t('slip.remove', { pick })}
          onClick={() => slip.remove(leg.selectionId)}
        >
          ×
        </button>
      </div>
      <p className="sb-muted">
        {marketLabel(t, leg.market)} · {nameIn(leg.home, lang)} – {nameIn(leg.away, lang)}
        {leg.isLive && <span className="sb-badge sb-badge--live">{t('live.badge')}</span>}
      </p>
      {moved && (
        <p className="sb-leg__moved">{t('slip.priceNow', { odds: oddsText(now.odds, format) })}</p>
      )}
      {now && !now.available && <p className="sb-error">{t('slip.unavailable')}</p>}
      {stake && (
        <label className="sb-field sb-field--stake">
          <span>{t('slip.stake')}</span>
          <input
            inputMode="decimal"
            value={stake.value}
            data-testid={`sb-stake-${leg.selectionId}`}
            onChange={(event) => stake.onChange(event.target.value.trim())}
          />
        </label>
      )}
      {now?.available && (
        <p className="sb-muted" data-testid={`sb-max-${leg.selectionId}`}>
          {t('slip.maxStake', { amount: formatAmount(now.maxStake) })}
        </p>
      )}
      {error && (
        <p className="sb-error" role="alert" data-testid="sb-slip-error">
          {error}
        </p>
      )}
    </li>
  );
}
