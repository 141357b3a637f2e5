import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameMenus } from '../../games/index.ts';
import { useStartVendor } from '../../games/lazy.ts';
import type { BookKind } from '../api/sportsbook-session.ts';

/** Lobby's own books: every other vendor of the game type is an outside one. */
const inHouseBooks: ReadonlySet<string> = new Set(['LOBBYSB', 'LOBBYES']);

/**
 * The brand's outside sportsbooks (or e-sports books) under the in-house book (§2.2, §4.9):
 * each opens its vendor's lobby through the game platform, as their home-page tiles do.
 * Nothing shows when the brand has none.
 */
export function OtherBooks({ book }: { book: BookKind }) {
  const { t } = useTranslation(['sportsbook', 'games']);
  const headingId = useId();
  const gameType = book === 'esports' ? 'ESPORTS' : 'SPORTS';
  const menus = useGameMenus().data;
  const { startVendor, opening, message } = useStartVendor();
  const vendors =
    menus
      ?.find((menu) => menu.gameType === gameType)
      ?.vendors.filter((vendor) => !inHouseBooks.has(vendor.vassalage)) ?? [];
  if (vendors.length === 0) return null;
  return (
    <section className="sb-other" aria-labelledby={headingId} data-testid="sb-other-books">
      <h2 id={headingId} className="sb-other__title">
        {t(book === 'esports' ? 'otherBooks.esports' : 'otherBooks.sports')}
      </h2>
      <ul className="sb-other__list">
        {vendors.map((vendor) => (
          <li key={vendor.vassalage}>
            <button
              type="button"
              className="sb-mode"
              disabled={vendor.isMaintenance || opening !== null}
              aria-busy={opening === vendor.vassalage}
              data-testid={`sb-other-book-${vendor.vassalage}`}
              onClick={() => void startVendor(vendor)}
            >
              {vendor.displayName}
              {vendor.isMaintenance && (
                <span className="sb-menu__count">{t('games:maintenance')}</span>
              )}
            </button>
          </li>
        ))}
      </ul>
      {message && (
        <p className="sb-error" role="alert">
          {t(message, { ns: 'games' })}
        </p>
      )}
    </section>
  );
}
