import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { appPaths } from '../../lib/app-paths.ts';
import { usePermission } from '../brand/index.ts';
import { useSessionState } from '../session/index.ts';
import { BrandLogo } from '../../components/ui/brand-logo.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { Icon, type IconName } from '../../components/ui/icon.tsx';

const benefits: Array<{ icon: IconName; titleKey: string; textKey: string }> = [
  { icon: 'user', titleKey: 'agent.benefitTeamTitle', textKey: 'agent.benefitTeamText' },
  { icon: 'wallet', titleKey: 'agent.benefitIncomeTitle', textKey: 'agent.benefitIncomeText' },
  { icon: 'shield', titleKey: 'agent.benefitToolsTitle', textKey: 'agent.benefitToolsText' },
];

/**
 * /agent: the agent landing page, without header and footer (§2.1): what the programme
 * offers, the agent login form (handed in by the route, since it belongs to the auth
 * feature), and the consulting hours. An agent already logged in gets the way to the agent
 * centre instead of the form.
 */
export function AgentLandingPage({ loginForm }: { loginForm?: ReactNode }) {
  const { t } = useTranslation('pages');
  const permission = usePermission().data;
  const { isLogin, isAgent } = useSessionState();
  const service = permission?.customerService[0];
  return (
    <div className="agent-landing" data-testid="agent-landing-page">
      <div className="agent-landing__top">
        <BrandLogo logoUrl={permission?.theme.logoUrl} brandName={permission?.brandName ?? ''} />
        <Link className="agent-landing__back" to={appPaths.index}>
          {t('agent.backToSite')}
        </Link>
      </div>
      <section className="agent-landing__hero">
        <h1>{t('agent.title')}</h1>
        <p>{t('agent.pitch')}</p>
        <div className="agent-landing__actions">
          {service && (
            <a
              className={buttonClass('outline', 'large')}
              href={service.url}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('agent.contact')}
            </a>
          )}
        </div>
        <p className="agent-landing__hours">
          <Icon name="clock" size={18} />
          {t('agent.hours')}
        </p>
      </section>
      <section className="agent-landing__login" aria-labelledby="agent-login-title">
        <h2 id="agent-login-title">{t('agent.login')}</h2>
        {isLogin && isAgent ? (
          <Link
            className={buttonClass('primary', 'large')}
            to={appPaths.agentHome}
            data-testid="agent-home-link"
          >
            {t('agent.toAgentHome')}
          </Link>
        ) : (
          loginForm
        )}
      </section>
      <ul className="agent-landing__benefits">
        {benefits.map((benefit) => (
          <li key={benefit.titleKey} className="placeholder-card">
            <Icon name={benefit.icon} size={28} />
            <h2 className="placeholder-card__title">{t(benefit.titleKey)}</h2>
            <p className="placeholder-card__text">{t(benefit.textKey)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
