import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SportsMenu as Menu } from '@lobby/contracts';
import { useCurrentLanguage } from '../../../lib/language.ts';
import { fixtureViewOf, useBookParams } from '../book-params.ts';
import { nameIn } from '../labels.ts';

/** The sports of this book (sports or e-sports) with the fixture count of the tab shown. */
export function SportMenu({
  sports,
  current,
}: {
  sports: Menu['sports'];
  current: string | undefined;
}) {
  const { t } = useTranslation('sportsbook');
  const lang = useCurrentLanguage();
  const { tab, hrefWith } = useBookParams();
  const view = fixtureViewOf(tab);
  return (
    <nav className="sb-menu" aria-label={t('menu.label')}>
      {sports.map((sport) => (
        <Link
          key={sport.code}
          className={`sb-menu__sport${sport.code === current ? ' sb-menu__sport--current' : ''}`}
          aria-current={sport.code === current ? 'page' : undefined}
          to={hrefWith({ sport: sport.code, fixture: undefined })}
        >
          {nameIn(sport.name, lang)}
          {view && <span className="sb-menu__count">{sport.counts[view]}</span>}
        </Link>
      ))}
    </nav>
  );
}
