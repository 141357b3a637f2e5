import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog } from '../../components/ui/dialog.tsx';
import { appPaths, memberPagePath } from '../../lib/app-paths.ts';
import { useSessionState } from '../session/index.ts';
import { useAnnouncements } from './api/get-announcements.ts';
import { useCurrentLanguage } from '../../lib/language.ts';
import { PagedAnnouncementList } from './components/announcement-list.tsx';
import { ListStatus } from './components/list-status.tsx';
import { markPopupClosed, popupAudienceOf, popupItemsFor } from './popup-session.ts';
import './announcement-dialog.css';

export interface AnnouncementDialogProps {
  onClose: () => void;
}

/**
 * The announcement popup (§2.4, §4.6): the items for the current login state, 9 a page,
 * expandable; a promotion item offers a way to the rewards. Closing it keeps it closed for
 * the rest of the session for this login state.
 */
export function AnnouncementDialog({ onClose }: AnnouncementDialogProps) {
  const { t } = useTranslation('announcements');
  const navigate = useNavigate();
  const session = useSessionState();
  const audience = popupAudienceOf(session);
  const query = useAnnouncements(useCurrentLanguage(), audience);
  const items = query.data ? popupItemsFor(query.data, audience) : undefined;

  const close = () => {
    markPopupClosed(audience);
    onClose();
  };

  return (
    <Dialog
      onClose={close}
      title={t('announcement.title')}
      closeLabel={t('close')}
      data-testid="announcement-dialog"
    >
      {items && items.length > 0 ? (
        <PagedAnnouncementList
          items={items}
          pagerTestIdPrefix="announcement-page"
          renderActions={(item) =>
            item.promotionType ? (
              <button
                type="button"
                className="announcement-dialog__promotion ui-action ui-action--medium ui-action--text-ring"
                data-testid="announcement-go-to-promotion"
                onClick={() => {
                  close();
                  // the reward centre (§2.4); a visitor without a real account sees the promotions
                  const member = session.isLogin && !session.isTrial;
                  void navigate(member ? memberPagePath('rewardCenter') : appPaths.promotions);
                }}
              >
                {t('announcement.goToPromotion')}
              </button>
            ) : null
          }
        />
      ) : (
        <ListStatus
          state={query.isPending ? 'loading' : query.isError ? 'error' : 'empty'}
          emptyText={t('announcement.empty')}
          onRetry={() => void query.refetch()}
        />
      )}
      <div className="announcement-dialog__footer">
        <button
          type="button"
          className="announcement-dialog__close ui-action ui-action--medium ui-action--text-ring"
          data-testid="announcement-close"
          onClick={close}
        >
          {t('announcement.closeButton')}
        </button>
      </div>
    </Dialog>
  );
}
