import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../components/ui/load-state.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { useCurrentLanguage } from '../../lib/language.ts';
import { useAgentAnnouncements } from './api/get-agent-announcements.ts';
import { useTeamView } from './use-team-view.ts';
import './agent-transactions.css';

/** Page size of the agent announcements: the announcement popup's 9 (§9). */
const pageSize = 9;

/** agentAnnouncement (§2.6): the brand's announcements for agents, newest first, expandable. */
export function AgentAnnouncementsPage() {
  const { t } = useTranslation('agent-transactions');
  const lang = useCurrentLanguage();
  const view = useTeamView();
  const [page, setPage] = useState(1);
  const announcements = useAgentAnnouncements({ lang, pageNo: page, pageSize });

  if (!announcements.data) {
    return (
      <LoadState
        state={announcements.isError ? 'error' : 'loading'}
        className="team-tx__state"
        text={announcements.isError ? t('announcements.loadError') : t('loading')}
        retry={{
          label: t('retry'),
          className: 'ui-action ui-action--medium',
          onClick: () => void announcements.refetch(),
        }}
      />
    );
  }
  const { content, totalPages } = announcements.data;
  return (
    <section className="team-tx" data-testid="agent-announcements-page">
      <h1 className="team-tx__title">{t('announcements.title')}</h1>
      {content.length === 0 ? (
        <p className="team-tx__state" data-testid="agent-announcements-empty">
          {t('announcements.empty')}
        </p>
      ) : (
        <ul className="agent-notes">
          {content.map((item, index) => (
            <li key={item.id} className="agent-notes__item" data-testid="agent-announcement">
              <details open={index === 0 && page === 1}>
                <summary>
                  <strong>{item.title}</strong>
                  <time dateTime={item.publishedAt}>{view.formatTime(item.publishedAt)}</time>
                </summary>
                {/* sanitised by the server on write and again on read */}
                <div
                  className="agent-notes__content"
                  dangerouslySetInnerHTML={{ __html: item.content }}
                />
              </details>
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={page}
        totalPages={totalPages}
        onChange={setPage}
        testIdPrefix="agent-announcements-page"
        labels={{
          navigation: t('pager.navigation'),
          previous: t('pager.previous'),
          next: t('pager.next'),
          page: (number) => t('pager.page', { page: number }),
        }}
      />
    </section>
  );
}
