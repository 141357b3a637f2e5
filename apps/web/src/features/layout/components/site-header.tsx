import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { gateRealAccountLink, useSessionState } from '../../session/index.ts';
import { appPaths, memberPagePath } from '../../../lib/app-paths.ts';
import { usePermission } from '../../brand/index.ts';
import { UnreadBadge } from '../../inbox/index.ts';
import { openModal } from '../../../lib/modal-store.ts';
import { BrandLogo } from '../../../components/ui/brand-logo.tsx';
import { buttonClass, Button } from '../../../components/ui/button.tsx';
import { defaultAvatar } from '../../../components/ui/fallback-image.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { LanguageSelect } from '../../../components/ui/language-select.tsx';
import { BalanceDisplay } from './balance-display.tsx';
import { MemberMenu } from './member-menu.tsx';
import { TopNav } from './top-nav.tsx';

function GuestActions() {
  const { t } = useTranslation('layout');
  return (
    <div className="site-header__actions">
      <Button
        variant="outline"
        data-testid="header-login-button"
        onClick={() => openModal('login', {})}
      >
        {t('header.login')}
      </Button>
      <Button data-testid="header-register-button" onClick={() => openModal('register', {})}>
        {t('header.register')}
      </Button>
    </div>
  );
}

function MemberActions() {
  const { t } = useTranslation('layout');
  const permission = usePermission().data;
  return (
    <div className="site-header__actions">
      <Link
        className={buttonClass('accent', 'small', 'site-header__deposit')}
        to={memberPagePath('depositv2')}
        onClick={gateRealAccountLink}
        data-testid="header-deposit"
      >
        {t('header.deposit')}
      </Link>
      <Link
        className={buttonClass('outline', 'small', 'site-header__wide')}
        to={memberPagePath('withdraw')}
        onClick={gateRealAccountLink}
        data-testid="header-withdraw"
      >
        {t('header.withdraw')}
      </Link>
      <BalanceDisplay />
      <Link
        className="site-header__inbox site-header__wide"
        to={memberPagePath('messageV2')}
        onClick={gateRealAccountLink}
        aria-label={t('header.inbox')}
        data-testid="header-inbox"
      >
        <Icon name="mail" size={22} />
        <UnreadBadge testId="header-inbox-badge" className="site-header__inbox-badge" />
      </Link>
      <Link
        className="site-header__avatar site-header__wide"
        to={memberPagePath('securityCenter')}
        onClick={gateRealAccountLink}
        data-testid="header-avatar"
      >
        <img src={defaultAvatar} alt={t('header.profile')} width={36} height={36} />
      </Link>
      <div className="site-header__wide">
        <MemberMenu permission={permission} />
      </div>
    </div>
  );
}

/**
 * The header (§2.3): menu toggle, logo, language, and the guest buttons or the member's
 * wallet, avatar and menu; the top navigation below. On a phone (layout.css) it keeps the
 * logo, the balance with its hide toggle, deposit and the menu button; the account entries
 * move into the side drawer.
 */
export function SiteHeader({
  sideMenu,
}: {
  /** The side menu toggle, when the page has a side menu. */
  sideMenu?: { open: boolean; toggle: () => void };
}) {
  const { t } = useTranslation('layout');
  const permission = usePermission().data;
  const { isLogin } = useSessionState();
  return (
    <header className="site-header">
      <div className="site-header__bar">
        {sideMenu && (
          <button
            type="button"
            className="site-header__menu-toggle"
            aria-expanded={sideMenu.open}
            aria-controls="side-menu"
            aria-label={t('header.toggleMenu')}
            onClick={sideMenu.toggle}
          >
            <Icon name="menu" size={22} />
          </button>
        )}
        <Link className="site-header__logo" to={appPaths.index} aria-label={t('header.homeLink')}>
          <BrandLogo logoUrl={permission?.theme.logoUrl} brandName={permission?.brandName ?? ''} />
        </Link>
        <div className="site-header__spacer" />
        <LanguageSelect
          className="site-header__language"
          languages={permission?.languages}
          data-testid="language-select"
        />
        {isLogin ? <MemberActions /> : <GuestActions />}
      </div>
      <TopNav />
    </header>
  );
}
