import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GetPermissionResponse } from '@lobby/contracts';
import { appPaths, memberPagePath } from '../../../lib/app-paths.ts';
import { openModal } from '../../../lib/modal-store.ts';
import { clearSessionState, useSessionState } from '../../../lib/session-state.ts';
import { Icon } from '../../../components/ui/icon.tsx';

/**
 * The logged-in member's menu (§2.3): reward centre, announcements, betting record, account
 * record, customer service, agent (agents only), blog (only with a blog resource), sign out.
 * A disclosure: the button toggles the list; Escape or a click elsewhere closes it.
 */
export function MemberMenu({ permission }: { permission: GetPermissionResponse | undefined }) {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const { isAgent } = useSessionState();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
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

  const close = () => {
    setOpen(false);
    setConfirming(false);
  };

  const signOut = () => {
    // §4.2: clear the session (the merchant code stays) and go home
    clearSessionState();
    close();
    void navigate(appPaths.index);
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
        onClick={() => (open ? close() : setOpen(true))}
      >
        <span className="sr-only">{t('memberMenu.label')}</span>
        <Icon name="chevronDown" size={18} />
      </button>
      <div id={menuId} className="member-menu__panel" hidden={!open}>
        <ul className="member-menu__list">
          <li>
            <Link to={memberPagePath('rewardCenter')} onClick={close}>
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
            <Link to={memberPagePath('personalHistoryCopy')} onClick={close}>
              {t('memberMenu.bettingRecord')}
            </Link>
          </li>
          <li>
            <Link to={memberPagePath('transactionHistory')} onClick={close}>
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
              <Link to={appPaths.agentHome} onClick={close}>
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
            {confirming ? (
              <div role="group" aria-label={t('memberMenu.signOut')}>
                <p>{t('memberMenu.confirmSignOut')}</p>
                <div className="member-menu__confirm">
                  <button type="button" className="member-menu__yes" onClick={signOut}>
                    {t('memberMenu.signOutYes')}
                  </button>
                  <button type="button" onClick={() => setConfirming(false)}>
                    {t('memberMenu.signOutNo')}
                  </button>
                </div>
              </div>
            ) : (
              <button type="button" onClick={() => setConfirming(true)}>
                <Icon name="logout" size={18} />
                {t('memberMenu.signOut')}
              </button>
            )}
          </li>
        </ul>
      </div>
    </div>
  );
}
