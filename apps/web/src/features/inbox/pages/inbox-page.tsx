import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { InboxMessage } from '@lobby/contracts';
import { LoadState } from '../../../components/ui/load-state.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { translateApiError } from '../../../lib/api-error-text.ts';
import { memberPagePath } from '../../../lib/app-paths.ts';
import { useCurrentLanguage } from '../../../lib/language.ts';
import { TrialPrompt, useSessionState } from '../../session/index.ts';
import { useInboxChange } from '../api/change-inbox.ts';
import { useInbox } from '../api/list-inbox.ts';
import { InboxMessageItem } from '../components/inbox-message-item.tsx';
import { dateTimeFormat } from '../../../lib/date-format.ts';
import '../inbox.css';

const pageSize = 10;

/**
 * The inbox (/member?page=messageV2, §2.5): messages newest first; opening one marks it read,
 * and the badges follow. `box="platform"` is the agent centre's "platform messages" list.
 */
export function InboxPage({ box = 'all' }: { box?: 'all' | 'platform' }) {
  const { t, i18n } = useTranslation(['inbox', 'errors']);
  const lang = useCurrentLanguage();
  const { isTrial } = useSessionState();
  const [pageNo, setPageNo] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const inbox = useInbox({ lang, box, pageNo, pageSize });
  const change = useInboxChange();
  const dateFormat = dateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const title = box === 'platform' ? t('platformTitle') : t('common:memberPage.messageV2');

  if (isTrial) {
    return (
      <section className="inbox" data-testid="inbox-page">
        <h1 className="inbox__title">{title}</h1>
        <TrialPrompt testId="inbox-trial" className="inbox__state" offerRegister />
      </section>
    );
  }

  const toggle = (message: InboxMessage) => {
    setOpenId(openId === message.id ? null : message.id);
    if (!message.isRead) change.start({ action: 'read', id: message.id });
  };
  const data = inbox.data;
  return (
    <section className="inbox" data-testid="inbox-page">
      <header className="inbox__header">
        <h1 className="inbox__title">{title}</h1>
        <p className="inbox__count">
          {t('unreadCount', { count: data?.unread ?? 0 })}{' '}
          <strong data-testid="inbox-unread-count">{data?.unread ?? 0}</strong>
        </p>
        <div className="inbox__tools">
          <button
            type="button"
            className="ui-action ui-action--small"
            disabled={!data || data.unread === 0 || change.isPending}
            onClick={() => change.start({ action: 'readAll' })}
            data-testid="inbox-read-all"
          >
            {t('readAll')}
          </button>
          {box === 'all' && (
            <Link
              className="ui-action ui-action--small"
              to={memberPagePath('feedback')}
              data-testid="inbox-to-feedback"
            >
              {t('feedback.title')}
            </Link>
          )}
        </div>
      </header>
      {change.isError && (
        <p className="inbox__error" role="alert">
          {translateApiError(change.error, t)}
        </p>
      )}
      {!data || data.messages.length === 0 ? (
        <LoadState
          state={!data ? (inbox.isError ? 'error' : 'loading') : 'empty'}
          className="inbox__state"
          text={!data ? (inbox.isError ? t('loadError') : t('loading')) : t('empty')}
          retry={{
            label: t('retry'),
            className: 'ui-action ui-action--medium',
            onClick: () => void inbox.refetch(),
          }}
        />
      ) : (
        <ul className="inbox__list" data-testid="inbox-list">
          {data.messages.map((message) => (
            <InboxMessageItem
              key={message.id}
              message={message}
              isOpen={openId === message.id}
              dateText={dateFormat.format(new Date(message.sentAt))}
              onToggle={() => toggle(message)}
              onDelete={() => change.start({ action: 'delete', id: message.id })}
              isBusy={change.isPending}
            />
          ))}
        </ul>
      )}
      <Pager
        page={pageNo}
        totalPages={Math.ceil((data?.total ?? 0) / pageSize)}
        onChange={setPageNo}
        testIdPrefix="inbox-page"
        labels={{
          navigation: t('pager.navigation'),
          previous: t('pager.previous'),
          next: t('pager.next'),
          page: (page) => t('pager.page', { page }),
        }}
      />
    </section>
  );
}
