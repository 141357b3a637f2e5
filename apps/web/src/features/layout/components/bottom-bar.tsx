import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { gateRealAccountLink } from '../../session/index.ts';
import { gameTypePath, useGameMenus } from '../../games/index.ts';
import { appPaths, memberPagePath } from '../../../lib/app-paths.ts';
import { Icon, type IconName } from '../../../components/ui/icon.tsx';
import { isCurrentTarget } from '../path-match.ts';

/** Text keys spelled out one by one, so i18n.test.ts sees each. */
const entryTextKeys = {
  home: 'bottomBar.home',
  games: 'bottomBar.games',
  promotions: 'bottomBar.promotions',
  deposit: 'bottomBar.deposit',
  member: 'bottomBar.member',
} as const;

interface BarEntry {
  key: keyof typeof entryTextKeys;
  to: string;
  icon: IconName;
  /** Member-centre entries pass the action gate (§4.8); guests meet the login (§2.1 guard). */
  gated?: boolean;
}

/** The member centre's two entries tell its pages apart: deposit, or any other screen. */
function isCurrentEntry(entry: BarEntry, location: { pathname: string; search: string }) {
  if (!isCurrentTarget(entry.to, location)) return false;
  if (entry.key !== 'deposit' && entry.key !== 'member') return true;
  const isDeposit = new URLSearchParams(location.search).get('page') === 'depositv2';
  return entry.key === 'deposit' ? isDeposit : !isDeposit;
}

/**
 * The phone's bottom bar (layout.css shows it below 768 px only): home, games (the first
 * category with vendors), promotions, deposit and the member centre, always in thumb reach.
 */
export function BottomBar() {
  const { t } = useTranslation('layout');
  const location = useLocation();
  const firstCategory = useGameMenus().data?.find((category) => category.vendors.length > 0);
  const entries: BarEntry[] = [
    { key: 'home', to: appPaths.index, icon: 'home' },
    {
      key: 'games',
      to: firstCategory ? gameTypePath(firstCategory.gameType) : appPaths.rng,
      icon: 'grid',
    },
    { key: 'promotions', to: appPaths.promotions, icon: 'gift' },
    { key: 'deposit', to: memberPagePath('depositv2'), icon: 'wallet', gated: true },
    { key: 'member', to: memberPagePath('securityCenter'), icon: 'user', gated: true },
  ];
  return (
    <nav className="bottom-bar" aria-label={t('bottomBar.label')} data-testid="bottom-bar">
      <ul className="bottom-bar__list">
        {entries.map((entry) => (
          <li key={entry.key}>
            <Link
              className={`bottom-bar__link bottom-bar__link--${entry.key}`}
              to={entry.to}
              aria-current={isCurrentEntry(entry, location) ? 'page' : undefined}
              onClick={entry.gated ? gateRealAccountLink : undefined}
              data-testid={`bottom-bar-${entry.key}`}
            >
              <Icon name={entry.icon} size={22} />
              <span className="bottom-bar__text">{t(entryTextKeys[entry.key])}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
