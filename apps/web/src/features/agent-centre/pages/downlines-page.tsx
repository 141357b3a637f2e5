import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownlineListQuery, DownlineRow } from '@lobby/contracts';
import { useDebouncedText } from '../use-debounced-text.ts';
import { useDownlines } from '../api/list-downlines.ts';
import { AgentPager } from '../components/agent-pager.tsx';
import { DownlineCard } from '../components/downline-card.tsx';
import { OfferContractDialog } from '../components/offer-contract-dialog.tsx';
import { PageStatus } from '../components/page-status.tsx';

type Sort = DownlineListQuery['sort'];
type Status = NonNullable<DownlineListQuery['status']>;

const sortKeys: Record<Sort, string> = {
  createdAt: 'downlines.sortCreatedAt',
  username: 'downlines.sortUsername',
  lastLoginAt: 'downlines.sortLastLogin',
};

/**
 * downlineManagmentView (§2.6): the agent's direct downlines, or a sub-agent's after a
 * drill-down (with the way back), a username search across the whole team, the status
 * filter, sort and paging; each row with its remark, its running contracts and the offer.
 */
export function DownlinesPage() {
  const { t } = useTranslation('agents');
  const [trail, setTrail] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<Status | ''>('');
  const [sort, setSort] = useState<Sort>('createdAt');
  const [order, setOrder] = useState<'asc' | 'desc'>('desc');
  const [pageNo, setPageNo] = useState(1);
  const [offerTo, setOfferTo] = useState<DownlineRow | null>(null);
  const username = useDebouncedText(search.trim(), 300);
  const parent = trail.at(-1);
  const list = useDownlines({
    ...(username ? { username } : parent ? { parent } : {}),
    ...(status ? { status } : {}),
    sort,
    order,
    pageNo,
  });
  const page = list.data;

  const drillDown = (name: string) => {
    setTrail([...trail, name]);
    setSearch('');
    setPageNo(1);
  };
  const goBack = (depth: number) => {
    setTrail(trail.slice(0, depth));
    setPageNo(1);
  };

  return (
    <section className="agent-page" data-testid="agent-page-downlineManagmentView">
      <h2 className="agent-page__title">{t('page.downlines')}</h2>
      <div className="agent-filter">
        <label className="agent-field">
          <span>{t('downlines.search')}</span>
          <input
            type="search"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPageNo(1);
            }}
            autoCapitalize="none"
            spellCheck={false}
            data-testid="downline-search"
          />
        </label>
        <label className="agent-field">
          <span>{t('downlines.status')}</span>
          <select
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as Status | '');
              setPageNo(1);
            }}
            data-testid="downline-status"
          >
            <option value="">{t('downlines.statusAll')}</option>
            <option value="active">{t('downlines.active')}</option>
            <option value="disabled">{t('downlines.disabled')}</option>
          </select>
        </label>
        <label className="agent-field">
          <span>{t('downlines.sort')}</span>
          <select
            value={sort}
            onChange={(event) => setSort(event.target.value as Sort)}
            data-testid="downline-sort"
          >
            {(Object.keys(sortKeys) as Sort[]).map((field) => (
              <option key={field} value={field}>
                {t(sortKeys[field])}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="ui-button ui-button--outline ui-button--small agent-filter__order"
          onClick={() => setOrder(order === 'asc' ? 'desc' : 'asc')}
          data-testid="downline-order"
        >
          {order === 'asc' ? t('sort.ascending') : t('sort.descending')}
        </button>
      </div>
      {!username && trail.length > 0 && (
        <nav className="agent-trail" aria-label={t('downlines.trail')} data-testid="downline-trail">
          <button type="button" className="agent-trail__step" onClick={() => goBack(0)}>
            {t('downlines.myTeam')}
          </button>
          {trail.map((name, index) => (
            <button
              key={name}
              type="button"
              className="agent-trail__step"
              aria-current={index === trail.length - 1 ? 'page' : undefined}
              onClick={() => goBack(index + 1)}
            >
              {name}
            </button>
          ))}
          <button
            type="button"
            className="ui-button ui-button--ghost ui-button--small"
            onClick={() => goBack(trail.length - 1)}
            data-testid="downline-back"
          >
            {t('downlines.back')}
          </button>
        </nav>
      )}
      {!page ? (
        <PageStatus
          state={list.isError ? 'error' : 'loading'}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : page.content.length === 0 ? (
        <PageStatus state="empty" emptyKey="downlines.empty" />
      ) : (
        <>
          <p className="agent-page__note" data-testid="downline-count">
            {t('downlines.count', { count: page.totalElements })}
          </p>
          <ul className="agent-cards" aria-busy={list.isFetching || undefined}>
            {page.content.map((row) => (
              <DownlineCard
                key={row.username}
                row={row}
                onDrillDown={drillDown}
                onOffer={setOfferTo}
              />
            ))}
          </ul>
          <AgentPager
            page={pageNo}
            totalPages={page.totalPages}
            onChange={setPageNo}
            testIdPrefix="downline-page"
          />
        </>
      )}
      {offerTo && <OfferContractDialog downline={offerTo} onClose={() => setOfferTo(null)} />}
    </section>
  );
}
