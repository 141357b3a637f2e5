import { useTranslation } from 'react-i18next';
import { betStatuses, gameTypes, type BetStatus, type GameType } from '@lobby/contracts';
import { useGameMenus, gameTypeTitleKeys } from '../../games/index.ts';
import { betStatusKeys } from '../bet-labels.ts';
import type { BetFilters } from '../use-bet-filters.ts';
import { PeriodFilterField } from './period-filter.tsx';

/** The vendors the vendor filter offers: those of the chosen category, or all, once each. */
function useVendorOptions(gameType: GameType | 'all') {
  const menus = useGameMenus().data ?? [];
  const seen = new Map<string, string>();
  for (const category of menus) {
    if (gameType !== 'all' && category.gameType !== gameType) continue;
    for (const vendor of category.vendors) {
      if (!seen.has(vendor.vassalage)) seen.set(vendor.vassalage, vendor.displayName);
    }
  }
  return [...seen].map(([vassalage, name]) => ({ vassalage, name }));
}

/** Period, game type, vendor and (betting record only) status of a bet page. */
export function BetFilterBar({
  filters,
  withStatus,
}: {
  filters: BetFilters;
  withStatus: boolean;
}) {
  const { t } = useTranslation('bets');
  const { values } = filters;
  const vendors = useVendorOptions(values.gameType);
  return (
    <div className="bets-filter" role="group" aria-label={t('filter.label')}>
      <PeriodFilterField
        value={values.period}
        range={filters.range}
        onChange={(period) => filters.change({ period })}
      />
      <div className="bets-filter__field">
        <label htmlFor="bets-game-type">{t('filter.gameType')}</label>
        <select
          id="bets-game-type"
          className="bets-filter__input"
          value={values.gameType}
          data-testid="bets-game-type"
          // another category has other vendors: the vendor filter starts again
          onChange={(event) =>
            filters.change({ gameType: event.target.value as GameType | 'all', vassalage: '' })
          }
        >
          <option value="all">{t('filter.all')}</option>
          {gameTypes.map((type) => (
            <option key={type} value={type}>
              {t(gameTypeTitleKeys[type])}
            </option>
          ))}
        </select>
      </div>
      <div className="bets-filter__field">
        <label htmlFor="bets-vendor">{t('filter.vendor')}</label>
        <select
          id="bets-vendor"
          className="bets-filter__input"
          value={values.vassalage}
          data-testid="bets-vendor"
          onChange={(event) => filters.change({ vassalage: event.target.value })}
        >
          <option value="">{t('filter.all')}</option>
          {vendors.map((vendor) => (
            <option key={vendor.vassalage} value={vendor.vassalage}>
              {vendor.name}
            </option>
          ))}
        </select>
      </div>
      {withStatus && (
        <div className="bets-filter__field">
          <label htmlFor="bets-status">{t('filter.status')}</label>
          <select
            id="bets-status"
            className="bets-filter__input"
            value={values.status}
            data-testid="bets-status"
            onChange={(event) =>
              filters.change({ status: event.target.value as BetStatus | 'all' })
            }
          >
            <option value="all">{t('filter.all')}</option>
            {betStatuses.map((status) => (
              <option key={status} value={status}>
                {t(betStatusKeys[status])}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
