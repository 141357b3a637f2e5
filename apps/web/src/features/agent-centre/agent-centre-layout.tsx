import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { appPaths } from '../../lib/app-paths.ts';
import { openModal } from '../../lib/modal-store.ts';
import { usePermission } from '../brand/index.ts';
import { useMemberInfo } from '../session/index.ts';
import { useAgentSettings } from './api/get-agent-settings.ts';
import { visiblePages, type AgentCentrePage } from './agent-centre-pages.ts';
import { AgentClock } from './components/agent-clock.tsx';
import { AgentNav } from './components/agent-nav.tsx';
import { PageStatus } from './components/page-status.tsx';
import './agent-centre.css';

export interface AgentCentreLayoutProps {
  /** The centre's pages, in navigation order; the first is where /agentHome opens. */
  pages: readonly AgentCentrePage[];
}

/**
 * /agentHome (§2.1, §2.6): the agent centre's own layout, without the site header and side
 * menu: a bar with the nickname, the brand's GMT offset and clock, and logout (which asks
 * first); the navigation; and the page of the sub-path (/agentHome/<page>). Pages behind a
 * brand flag that is off are neither listed nor routed.
 */
export function AgentCentreLayout({ pages }: AgentCentreLayoutProps) {
  // agent-errors: the refusals of every page in the centre (translateApiError reads them)
  const { t } = useTranslation(['agents', 'agent-errors']);
  const info = useMemberInfo().data;
  const permission = usePermission().data;
  const settings = useAgentSettings();
  const shown = visiblePages(pages, settings.data);
  const home = shown[0];
  return (
    <div className="agent-centre" data-testid="agent-home-page">
      <header className="agent-centre__bar">
        <div className="agent-centre__who">
          <h1 className="agent-centre__title">{t('title')}</h1>
          <p data-testid="agent-nickname">
            {info ? t('signedInAs', { nickname: info.nickname || info.account }) : null}
          </p>
        </div>
        {permission && (
          <AgentClock
            timeZone={permission.timeZone}
            gmtOffsetMinutes={permission.gmtOffsetMinutes}
          />
        )}
        <Button
          variant="outline"
          data-testid="agent-logout"
          onClick={() => openModal('logout', {})}
        >
          {t('logout')}
        </Button>
      </header>
      <div className="agent-centre__body">
        <AgentNav pages={shown} />
        <div className="agent-centre__page">
          <Suspense fallback={<PageStatus state="loading" />}>
            <Routes>
              {home && <Route index element={<Navigate to={home.path} replace />} />}
              {shown.map((page) => (
                <Route
                  key={page.id}
                  path={page.path}
                  element={
                    // the page shown, whichever feature it comes from (journeys wait on it)
                    <div
                      className="agent-centre__shown"
                      data-testid="agent-centre-shown"
                      data-page={page.id}
                    >
                      <page.component />
                    </div>
                  }
                />
              ))}
              <Route
                path="*"
                element={
                  // a flagged page waits for the settings before it is called unknown
                  settings.isPending ? (
                    <PageStatus state="loading" />
                  ) : (
                    <Navigate to={appPaths.agentHome} replace />
                  )
                }
              />
            </Routes>
          </Suspense>
        </div>
      </div>
    </div>
  );
}
