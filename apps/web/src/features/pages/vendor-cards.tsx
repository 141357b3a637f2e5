import { useTranslation } from 'react-i18next';
import type { Vendor } from '@lobby/contracts';
import { FallbackImage } from '../../components/ui/fallback-image.tsx';

/** The vendors of a game type, as they will appear on the finished page. */
export function VendorCards({ vendors }: { vendors: Vendor[] }) {
  const { t } = useTranslation('pages');
  if (vendors.length === 0) return null;
  return (
    <section className="placeholder-sections">
      <h2 className="placeholder-sections__heading">{t('games.vendors')}</h2>
      <ul className="vendor-cards">
        {vendors.map((vendor) => (
          <li key={vendor.vassalage} className="vendor-card">
            <FallbackImage src={vendor.iconUrl} alt="" width={48} height={48} loading="lazy" />
            <span className="vendor-card__name">{vendor.displayName}</span>
            <span className="vendor-card__meta">
              {vendor.isMaintenance
                ? t('games.maintenance')
                : t('games.gameCount', { number: vendor.gameCount })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
