import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  memberPagePath,
  memberPages,
  memberPageTitleKeys,
  type MemberPage,
} from '../../lib/app-paths.ts';
import { Icon, type IconName } from '../../components/ui/icon.tsx';
import './member-overview.css';

/** The picture of each member page on its tile. */
const pageIcons: Record<MemberPage, IconName> = {
  securityCenter: 'shield',
  transferFund: 'refresh',
  depositv2: 'wallet',
  withdraw: 'logout',
  transferUpline: 'user',
  personalHistoryCopy: 'menu',
  transactionHistory: 'clock',
  personalProfit: 'grid',
  bonusDetails: 'gift',
  rewardCenter: 'crown',
  referral: 'globe',
  missionLeaderboard: 'star',
  messageV2: 'mail',
  myContracts: 'shield',
  vip: 'crown',
  rebates: 'refresh',
  feedback: 'headset',
};

/** The four things members come for most, first on a phone. */
const quickActions: { page: MemberPage; labelKey: string }[] = [
  { page: 'depositv2', labelKey: 'common:memberPage.depositv2' },
  { page: 'withdraw', labelKey: 'common:memberPage.withdraw' },
  { page: 'transferFund', labelKey: 'member.action.transfer' },
  { page: 'transactionHistory', labelKey: 'member.action.records' },
];

export interface MemberOverviewProps {
  builtPages: ReadonlySet<MemberPage>;
  /** The wallet's balance card (hidden or shown with the header's), plugged in by the app. */
  balance?: ReactNode;
  /** Badge counters by page (§2.5), shown above 0. */
  badges?: Partial<Record<MemberPage, number>>;
  /**
   * The landing's cards under the quick actions (issue 15 item 7: unread messages, claimable
   * rewards, recent bets), plugged in by the app (features stay apart).
   */
  landing?: ReactNode;
}

/**
 * /member without a page: the member centre's overview. The balance, quick actions, then
 * every page as a tile; pages not built yet say so.
 */
export function MemberOverview({ builtPages, balance, badges = {}, landing }: MemberOverviewProps) {
  const { t } = useTranslation('pages');
  return (
    <section className="member-overview" data-testid="member-center-page">
      <header className="member-overview__header">
        <span className="member-overview__avatar">
          <Icon name="user" size={26} />
        </span>
        <div>
          <h1 className="member-overview__title">{t('common:route.member')}</h1>
          <p className="member-overview__subtitle">{t('member.subtitle')}</p>
        </div>
      </header>

      {balance}

      <nav className="member-overview__actions" aria-label={t('member.quickActions')}>
        {quickActions.map((action) => (
          <Link
            key={action.page}
            className="member-overview__action"
            to={memberPagePath(action.page)}
            data-testid={`member-action-${action.page}`}
          >
            <span className="member-overview__action-icon">
              <Icon name={pageIcons[action.page]} size={22} />
            </span>
            {t(action.labelKey)}
          </Link>
        ))}
      </nav>

      {landing && (
        <div className="member-overview__landing" data-testid="member-landing">
          {landing}
        </div>
      )}

      <section aria-labelledby="member-overview-pages">
        <h2 id="member-overview-pages" className="member-overview__heading">
          {t('member.allPages')}
        </h2>
        <ul className="member-overview__pages">
          {memberPages.map((page) => (
            <li key={page}>
              <Link
                className="member-overview__page"
                to={memberPagePath(page)}
                data-testid="member-page-link"
                data-page={page}
              >
                <Icon name={pageIcons[page]} size={20} />
                <span className="member-overview__page-title">{t(memberPageTitleKeys[page])}</span>
                {(badges[page] ?? 0) > 0 && (
                  <span
                    className="member-overview__badge"
                    data-testid="member-page-badge"
                    aria-label={t('member.badge', { count: badges[page] })}
                  >
                    {badges[page]}
                  </span>
                )}
                {!builtPages.has(page) && (
                  <span className="member-overview__soon">{t('comingSoon.title')}</span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </section>
  );
}
