import { useTranslation } from 'react-i18next';

/** Previous / next for a loyalty list; nothing when everything fits on one page. */
export function LoyaltyPager(props: {
  pageNo: number;
  totalPages: number;
  onPage: (pageNo: number) => void;
  testId: string;
}) {
  const { t } = useTranslation('loyalty');
  if (props.totalPages <= 1) return null;
  return (
    <nav className="loyalty-pager" aria-label={t('pager.label')} data-testid={props.testId}>
      <button
        type="button"
        className="ui-action ui-action--small"
        disabled={props.pageNo <= 1}
        onClick={() => props.onPage(props.pageNo - 1)}
      >
        {t('pager.previous')}
      </button>
      <span>{t('pager.page', { page: props.pageNo, total: props.totalPages })}</span>
      <button
        type="button"
        className="ui-action ui-action--small"
        disabled={props.pageNo >= props.totalPages}
        onClick={() => props.onPage(props.pageNo + 1)}
      >
        {t('pager.next')}
      </button>
    </nav>
  );
}
