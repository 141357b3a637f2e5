import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { GameCategory, Vendor } from '@lobby/contracts';
import { gameTypePath, vendorPath, defaultGameImage } from '../../games/index.ts';
import { openModal } from '../../../lib/modal-store.ts';
import { getSessionState } from '../../session/index.ts';
import { FallbackImage } from '../../../components/ui/fallback-image.tsx';
import { useNearViewport } from '../../../lib/use-near-viewport.ts';
import { RowScroller } from './row-scroller.tsx';

/** Types whose vendors open a list of games; the others start the vendor's game (§4.9). */
const listedTypes = new Set(['RNG', 'FISH']);

function VendorTile({ vendor }: { vendor: Vendor }) {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const open = () => {
    // starting a vendor's game needs an account; browsing a vendor's list does not
    if (!listedTypes.has(vendor.gameType) && !getSessionState().token) {
      openModal('login');
      return;
    }
    void navigate(vendorPath(vendor));
  };
  return (
    <button type="button" className="vendor-tile" disabled={vendor.isMaintenance} onClick={open}>
      <FallbackImage
        className="vendor-tile__image"
        src={vendor.iconUrl || defaultGameImage}
        fallbackSrc={defaultGameImage}
        alt=""
        width={180}
        height={110}
        loading="lazy"
        decoding="async"
      />
      <span className="vendor-tile__name">{vendor.displayName}</span>
      <span className="vendor-tile__meta">
        {vendor.isMaintenance
          ? t('vendor.maintenance')
          : t('vendor.games', { count: vendor.gameCount })}
      </span>
    </button>
  );
}

/** One game type's vendors (§2.2: RNG, PVP, FISH, LIVE, SPORTS vendor rows). */
export function VendorRow({ category }: { category: GameCategory }) {
  const { t } = useTranslation('home');
  const headingId = useId();
  // below the fold on a phone: the tiles are built as the visitor scrolls towards them
  const [rowRef, near] = useNearViewport<HTMLElement>();
  return (
    <section ref={rowRef} className="home-row" data-testid="game-row" aria-labelledby={headingId}>
      <div className="home-row__header">
        <h2 id={headingId} className="home-row__title">
          {category.title}
        </h2>
        <Link className="home-row__more" to={gameTypePath(category.gameType)}>
          {t('row.seeAll')}
          <span className="sr-only"> {category.title}</span>
        </Link>
      </div>
      {near ? (
        <RowScroller label={category.title} variant="vendor">
          {category.vendors.map((vendor) => (
            <li key={vendor.vassalage}>
              <VendorTile vendor={vendor} />
            </li>
          ))}
        </RowScroller>
      ) : (
        <div className="home-row__pending" aria-hidden="true" />
      )}
    </section>
  );
}
