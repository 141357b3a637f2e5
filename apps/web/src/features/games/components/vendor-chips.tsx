import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GameType, Vendor } from '@lobby/contracts';
import { gameListPath } from '../launch-routing.ts';

export interface VendorChipsProps {
  gameType: GameType;
  vendors: readonly Vendor[];
  /** The vendor shown (?vassalage=), or undefined for all. */
  current: string | undefined;
}

/** The vendor filter of a list centre (§2.1 ?vassalage=): "All", then each vendor. */
export function VendorChips({ gameType, vendors, current }: VendorChipsProps) {
  const { t } = useTranslation('game-lobby');
  if (vendors.length === 0) return null;
  const chips = [
    { key: '', label: t('list.allVendors'), to: gameListPath(gameType), isCurrent: !current },
    ...vendors.map((vendor) => ({
      key: vendor.vassalage,
      label: vendor.isMaintenance
        ? t('list.vendorMaintenance', { name: vendor.displayName })
        : vendor.displayName,
      to: gameListPath(gameType, vendor.vassalage),
      isCurrent: vendor.vassalage === current,
    })),
  ];
  return (
    <nav className="vendor-chips" aria-label={t('list.vendorsLabel')}>
      <ul className="vendor-chips__list">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              to={chip.to}
              className="vendor-chips__chip"
              aria-current={chip.isCurrent ? 'page' : undefined}
              data-testid="vendor-chip"
              data-vassalage={chip.key}
            >
              {chip.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
