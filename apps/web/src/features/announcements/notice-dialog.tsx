import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useNotices } from './api/get-notices.ts';
import { useCurrentLanguage } from '../../lib/language.ts';
import { PagedAnnouncementList } from './components/announcement-list.tsx';
import { ListStatus } from './components/list-status.tsx';

export interface NoticeDialogProps {
  /** The notice to open at (0-based, in notice order): the marquee item that was clicked. */
  startIndex?: number;
  onClose: () => void;
}

/** The notice popup (§2.4): the marquee's notices, 9 a page, opened at a chosen notice. */
export function NoticeDialog({ startIndex, onClose }: NoticeDialogProps) {
  const { t } = useTranslation('announcements');
  const query = useNotices(useCurrentLanguage());
  const notices = query.data?.notices;
  return (
    <Dialog
      onClose={onClose}
      title={t('notice.title')}
      closeLabel={t('close')}
      data-testid="notice-dialog"
    >
      {notices && notices.length > 0 ? (
        <PagedAnnouncementList
          // a new start index (another marquee item while open) starts the list afresh
          key={startIndex ?? -1}
          items={notices}
          startIndex={startIndex}
          itemTestId="notice-item"
          pagerTestIdPrefix="notice-page"
        />
      ) : (
        <ListStatus
          state={query.isPending ? 'loading' : query.isError ? 'error' : 'empty'}
          emptyText={t('notice.empty')}
          onRetry={() => void query.refetch()}
        />
      )}
    </Dialog>
  );
}
