import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GetPermissionResponse } from '@lobby/contracts';
import { gateRealAccountLink, useSessionState } from '../../session/index.ts';
import { appPaths, memberPagePath } from '../../../lib/app-paths.ts';
import { openModal } from '../../../lib/modal-store.ts';
import { Icon } from '../../../components/ui/icon.tsx';

/**
 * The logged-in member's menu (§2.3): reward centre, announcements, betting record, account
 * record, customer service, agent (agents only), blog (only with a blog resource), sign out
 * (which asks first, §4.2). A disclosure: the button toggles the list; Escape or a click
 * elsewhere closes it. Entries that need a real account go through the action gate (§4.8).
 */
export function MemberMenu({ permission }: { permission: GetPermissionResponse | undefined }) {
  const { t } = useTranslation('layout');
  const { isAgent } = useSessionState();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const service = permission?.customerService[0];
  const blog = permission?.resources.find((resource) => resource.resourceType === 'BLOG');

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = () => setOpen(false);
  /** A real-account entry: closes the menu, and goes only when the gate lets it. */
  const gated = (event: MouseEvent) => {
    close();
    gateRealAccountLink(event);
  };

  const signOut = () => {
    close();
    openModal('logout', {});
  };

  return (
    <div
      ref={rootRef}
      className="member-menu"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          close();
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="member-menu__button"
        aria-expanded={open}
        aria-controls={menuId}
        data-testid="member-menu-button"
        onClick={() => (open ? close() : setOpen(true))}
      >
        <span className="sr-only">{t('memberMenu.label')}</span>
        <Icon name="chevronDown" size={18} />
      </button>
      <div id={menuId} className="member-menu__panel" hidden={!open}>
        <ul className="member-menu__list">
          <li>
            <Link to={memberPagePath('rewardCenter')} onClick={gated}>
              {t('memberMenu.rewardCenter')}
            </Link>
          </li>
          <li>
            <button
              type="button"
              onClick={() => {
                close();
                openModal('notice', {});
              }}
            >
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
          {service && (
            <li>
              <a href={service.url} target="_blank" rel="noopener noreferrer" onClick={close}>
                {t('memberMenu.customerService')}
              </a>
            </li>
          )}
          {isAgent && (
            <li>
              <Link to={appPaths.agentHome} onClick={gated} data-testid="member-menu-agent">
                {t('memberMenu.agent')}
              </Link>
            </li>
          )}
          {blog && (
            <li>
              <a href={blog.url} target="_blank" rel="noopener noreferrer" onClick={close}>
                {t('memberMenu.blog')}
              </a>
            </li>
          )}
          <li className="member-menu__signout">
            <button type="button" onClick={signOut} data-testid="member-menu-logout">
              <Icon name="logout" size={18} />
              {t('memberMenu.signOut')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
