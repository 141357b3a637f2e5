import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GetPermissionResponse } from '@lobby/contracts';
import { gateRealAccountLink, useSessionState } from '../../session/index.ts';
import { memberPagePath } from '../../../lib/app-paths.ts';
import { defaultAvatar } from '../../../components/ui/fallback-image.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { MemberMenuEntries } from './member-menu-entries.tsx';

/**
 * The phone's account block at the top of the side drawer (layout.css shows it below 768 px
 * only): profile and withdraw, then the member menu's entries with sign out. Guests see nothing
 * here: their header keeps the login and register buttons.
 */
export function SideMemberSection({
  permission,
  onChoose,
}: {
  permission: GetPermissionResponse | undefined;
  onChoose: () => void;
}) {
  const { t } = useTranslation('layout');
  const { isLogin } = useSessionState();
  if (!isLogin) return null;
  const gated = (event: MouseEvent) => {
    onChoose();
    gateRealAccountLink(event);
  };
  return (
    <section
      className="side-member"
      aria-label={t('memberMenu.label')}
      data-testid="side-member-section"
    >
      <div className="side-member__quick">
        <Link
          className="side-member__quick-link"
          to={memberPagePath('securityCenter')}
          onClick={gated}
        >
          <img src={defaultAvatar} alt="" width={28} height={28} />
          {t('header.profile')}
        </Link>
        <Link className="side-member__quick-link" to={memberPagePath('withdraw')} onClick={gated}>
          <Icon name="wallet" size={20} />
          {t('header.withdraw')}
        </Link>
      </div>
      <MemberMenuEntries permission={permission} onChoose={onChoose} testIdPrefix="side-menu" />
    </section>
  );
}
