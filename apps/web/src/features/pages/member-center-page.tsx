import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  memberPagePath,
  memberPages,
  memberPageTitleKeys,
  type MemberPage,
} from '../../lib/app-paths.ts';
import { PlaceholderPage, PlaceholderSections } from './components/placeholder-page.tsx';

function isMemberPage(value: string | null): value is MemberPage {
  return value !== null && (memberPages as readonly string[]).includes(value);
}

/** The screens that are built, by page; the app layer fills them in (features stay apart). */
export type MemberScreens = Partial<Record<MemberPage, ComponentType>>;

/** /member (lazy area MemberCenter): the member centre's screens of §2.5, opened by ?page=. */
export function MemberCenterPage({ screens = {} }: { screens?: MemberScreens }) {
  const { t } = useTranslation('pages');
  const [params] = useSearchParams();
  const page = params.get('page');
  const current = isMemberPage(page) ? page : null;
  const Screen = current ? screens[current] : undefined;
  if (Screen) return <Screen />;
  return (
    <PlaceholderPage
      icon="user"
      testId="member-center-page"
      title={t('common:route.member')}
      subtitle={current ? t(memberPageTitleKeys[current]) : t('member.subtitle')}
      note={t('member.note')}
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
