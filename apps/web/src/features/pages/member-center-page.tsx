import type { ComponentType, ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  memberPagePath,
  memberPages,
  memberPageTitleKeys,
  type MemberPage,
} from '../../lib/app-paths.ts';
import { PlaceholderPage, PlaceholderSections } from './components/placeholder-page.tsx';
import { MemberOverview } from './member-overview.tsx';

function isMemberPage(value: string | null): value is MemberPage {
  return value !== null && (memberPages as readonly string[]).includes(value);
}

/** The screens that are built, by page; the app layer fills them in (features stay apart). */
export type MemberScreens = Partial<Record<MemberPage, ComponentType>>;
/** Badge counters by page (§2.5), shown above 0; the app layer fills them in. */
export type MemberBadges = Partial<Record<MemberPage, number>>;

/**
 * /member (lazy area MemberCenter): the member centre's screens of §2.5, opened by ?page=;
 * without one (or with an unknown one) the overview; a page not built yet says so.
 */
export function MemberCenterPage({
  screens = {},
  balance,
  badges = {},
  landing,
}: {
  screens?: MemberScreens;
  /** Badge counters of the overview's page tiles (§2.5), plugged in by the app. */
  badges?: MemberBadges;
  /** The overview's balance card (the wallet's), plugged in by the app. */
  balance?: ReactNode;
  /** The overview's landing cards (inbox, rewards, recent bets), plugged in by the app. */
  landing?: ReactNode;
}) {
  const { t } = useTranslation('pages');
  const [params] = useSearchParams();
  const page = params.get('page');
  const current = isMemberPage(page) ? page : null;
  const Screen = current ? screens[current] : undefined;
  if (Screen) return <Screen />;
  if (!current) {
    const builtPages = new Set(memberPages.filter((screen) => screens[screen] !== undefined));
    return (
      <MemberOverview builtPages={builtPages} balance={balance} badges={badges} landing={landing} />
    );
  }
  return (
    <PlaceholderPage
      icon="user"
      testId="member-center-page"
      title={t('common:route.member')}
      subtitle={t(memberPageTitleKeys[current])}
      note={t('member.pageNote')}
    >
      <PlaceholderSections
        heading={t('member.sections')}
        items={memberPages.map((screen) => ({
          key: screen,
          title: t(memberPageTitleKeys[screen]),
          to: memberPagePath(screen),
          current: screen === current,
        }))}
      />
    </PlaceholderPage>
  );
}
