import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { appPaths, memberPagePath } from '../../../lib/app-paths.ts';
import { usePermission } from '../../brand/index.ts';
import type { AgentCentrePage } from '../agent-centre-pages.ts';

export interface AgentNavProps {
  pages: readonly AgentCentrePage[];
}

/**
 * The agent centre's navigation (§2.6): its pages, then the member pages an agent reaches
 * from here (deposit, withdraw, platform messages) and customer service. On a phone it is a
 * menu button that opens the list (and closes it when a page is chosen); from 900 px the list
 * is a column beside the page and the button is hidden (agent-centre.css).
 */
export function AgentNav({ pages }: AgentNavProps) {
  const { t } = useTranslation('agents');
  const [isOpen, setIsOpen] = useState(false);
  const service = usePermission().data?.customerService[0];
  const close = () => setIsOpen(false);
  return (
    <nav className="agent-nav" aria-label={t('nav.label')}>
      <button
        type="button"
        className="agent-nav__toggle"
        aria-expanded={isOpen}
        aria-controls="agent-nav-list"
        onClick={() => setIsOpen((open) => !open)}
        data-testid="agent-nav-toggle"
      >
        {t('nav.menu')}
      </button>
      <div id="agent-nav-list" className={isOpen ? 'agent-nav__panel is-open' : 'agent-nav__panel'}>
        <ul className="agent-nav__list">
          {pages.map((page) => (
            <li key={page.id}>
              <NavLink
                to={`${appPaths.agentHome}/${page.path}`}
                className="agent-nav__link"
                onClick={close}
                data-testid={`agent-nav-${page.id}`}
              >
                {t(page.titleKey)}
              </NavLink>
            </li>
          ))}
        </ul>
        <ul className="agent-nav__list agent-nav__list--links">
          <li>
            <Link
              to={memberPagePath('depositv2')}
              className="agent-nav__link"
              data-testid="agent-nav-deposit"
            >
              {t('nav.deposit')}
            </Link>
          </li>
          <li>
            <Link
              to={memberPagePath('withdraw')}
              className="agent-nav__link"
              data-testid="agent-nav-withdraw"
            >
              {t('nav.withdraw')}
            </Link>
          </li>
          <li>
            <Link
              to={memberPagePath('messageV2')}
              className="agent-nav__link"
              data-testid="agent-nav-messages"
            >
              {t('nav.messages')}
            </Link>
          </li>
          {service && (
            <li>
              <a
                href={service.url}
                target="_blank"
                rel="noopener noreferrer"
                className="agent-nav__link"
                onClick={close}
                data-testid="agent-nav-service"
              >
                {t('nav.customerService')}
              </a>
            </li>
          )}
        </ul>
      </div>
    </nav>
  );
}
