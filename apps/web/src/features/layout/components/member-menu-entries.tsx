import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GetPermissionResponse } from '@lobby/contracts';
import { UnreadBadge } from '../../inbox/index.ts';
import { gateRealAccountLink, useSessionState } from '../../session/index.ts';
import { appPaths, memberPagePath } from '../../../lib/app-paths.ts';
import { openModal } from '../../../lib/modal-store.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import { openChatDialog } from '../open-chat-dialog.ts';

export interface MemberMenuEntriesProps {
  permission: GetPermissionResponse | undefined;
  /** Called after any entry is chosen (closes the dropdown or the drawer that holds them). */
  onChoose: () => void;
  /** Test ids of the agent and sign-out entries: `<prefix>-agent`, `<prefix>-logout`. */
  testIdPrefix: string;
}

/**
 * The member's account entries (§2.3): reward centre, red envelopes (its uplines' gifts),
 * announcements, betting record, account
 * record, customer service, agent (agents only), blog (only with a blog resource), sign out
 * (which asks first, §4.2). The desktop dropdown and the phone drawer list the same entries.
 * Entries that need a real account go through the action gate (§4.8).
 */
export function MemberMenuEntries({ permission, onChoose, testIdPrefix }: MemberMenuEntriesProps) {
  const { t } = useTranslation('layout');
  const { isAgent } = useSessionState();
  const blog = permission?.resources.find((resource) => resource.resourceType === 'BLOG');
  /** A real-account entry: closes the menu, and goes only when the gate lets it. */
  const gated = (event: MouseEvent) => {
    onChoose();
    gateRealAccountLink(event);
  };
  const open = (name: 'notice' | 'logout') => {
    onChoose();
    openModal(name, {});
  };
  return (
    <ul className="member-menu__list">
      <li>
        <Link to={memberPagePath('rewardCenter')} onClick={gated}>
          {t('memberMenu.rewardCenter')}
        </Link>
      </li>
      <li>
        <Link
          to={memberPagePath('messageV2')}
          onClick={gated}
          data-testid={`${testIdPrefix}-inbox`}
        >
          {t('memberMenu.inbox')}
          <UnreadBadge testId={`${testIdPrefix}-inbox-badge`} />
        </Link>
      </li>
      <li>
        <Link
          to={appPaths.redEnvelopes}
          onClick={gated}
          data-testid={`${testIdPrefix}-red-envelopes`}
        >
          {t('memberMenu.redEnvelopes')}
        </Link>
      </li>
      <li>
        <button type="button" onClick={() => open('notice')}>
          {t('memberMenu.announcements')}
        </button>
      </li>
      <li>
        <Link to={memberPagePath('personalHistoryCopy')} onClick={gated}>
          {t('memberMenu.bettingRecord')}
        </Link>
      </li>
      <li>
        <Link to={memberPagePath('transactionHistory')} onClick={gated}>
          {t('memberMenu.accountRecord')}
        </Link>
      </li>
      <li>
        {/* the built-in live chat (a dialog over the page); an outside chat's link when the
            brand has one */}
        <Link
          to={appPaths.chat}
          onClick={(event) => {
            onChoose();
            openChatDialog(event);
          }}
          data-testid={`${testIdPrefix}-chat`}
        >
          {t('memberMenu.customerService')}
        </Link>
      </li>
      {isAgent && (
        <li>
          <Link to={appPaths.agentHome} onClick={gated} data-testid={`${testIdPrefix}-agent`}>
            {t('memberMenu.agent')}
          </Link>
        </li>
      )}
      {blog && (
        <li>
          <a href={blog.url} target="_blank" rel="noopener noreferrer" onClick={onChoose}>
            {t('memberMenu.blog')}
          </a>
        </li>
      )}
      <li className="member-menu__signout">
        <button type="button" onClick={() => open('logout')} data-testid={`${testIdPrefix}-logout`}>
          <Icon name="logout" size={18} />
          {t('memberMenu.signOut')}
        </button>
      </li>
    </ul>
  );
}
