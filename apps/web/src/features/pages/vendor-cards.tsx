import { useTranslation } from 'react-i18next';
import type { Vendor } from '@lobby/contracts';
import { FallbackImage } from '../../components/ui/fallback-image.tsx';
import { useStartVendor } from '../games/lazy.ts';
import './vendor-cards.css';

/** The vendors of a game type, each card opening the vendor's lobby (its one game). */
export function VendorCards({ vendors }: { vendors: Vendor[] }) {
  const { t } = useTranslation(['pages', 'games']);
  const { startVendor, opening, message } = useStartVendor();
  if (vendors.length === 0) return null;
  return (
    <section className="placeholder-sections">
      <h2 className="placeholder-sections__heading">{t('games.vendors')}</h2>
      <ul className="vendor-cards">
        {vendors.map((vendor) => (
          <li key={vendor.vassalage}>
            <button
              type="button"
              className="vendor-card"
              disabled={vendor.isMaintenance || opening !== null}
              aria-busy={opening === vendor.vassalage}
              data-testid={`vendor-card-${vendor.vassalage}`}
              onClick={() => void startVendor(vendor)}
            >
              <FallbackImage src={vendor.iconUrl} alt="" width={48} height={48} loading="lazy" />
              <span className="vendor-card__name">{vendor.displayName}</span>
              <span className="vendor-card__meta">
                {vendor.isMaintenance
                  ? t('games.maintenance')
                  : t('games.gameCount', { number: vendor.gameCount })}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {message && (
        <p className="vendor-cards__message" role="alert">
          {t(message, { ns: 'games' })}
        </p>
      )}
    </section>
  );
}
