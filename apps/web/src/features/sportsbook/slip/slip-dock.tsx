import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BetSlip } from './bet-slip.tsx';
import { useSlip } from './slip-store.tsx';

/**
 * Where the slip lives: on a phone a bottom sheet, closed to a bar with the count badge and
 * opened by tapping it; on a desktop a side column, always open (sportsbook.css).
 */
export function SlipDock() {
  const { t } = useTranslation('sportsbook');
  const { legs } = useSlip();
  const [open, setOpen] = useState(false);
  return (
    <aside
      className={`sb-slip${open ? ' sb-slip--open' : ''}`}
      aria-label={t('slip.title')}
      data-testid="sb-slip"
    >
      <button
        type="button"
        className="sb-slip__bar"
        aria-expanded={open}
        data-testid="sb-slip-toggle"
        onClick={() => setOpen((was) => !was)}
      >
        <span>{t('slip.title')}</span>
        <span className="sb-slip__count" data-testid="sb-slip-count">
          {legs.length}
        </span>
      </button>
      <h2 className="sb-slip__title">
        {t('slip.title')} <span className="sb-slip__count">{legs.length}</span>
      </h2>
      <BetSlip />
    </aside>
  );
}
