import { useTranslation } from 'react-i18next';
import { useInboxUnread } from '../api/get-inbox-unread.ts';
import './unread-badge.css';

/**
 * The unread message count beside the header's and the side menu's inbox entries (§1 "inbox
 * with an unread counter"); nothing at 0 and for trial accounts (the call is skipped).
 */
export function UnreadBadge({ testId, className }: { testId: string; className?: string }) {
  // its text is on demand (the inbox namespace): the slot's Suspense waits for it
  const { t } = useTranslation('inbox');
  const unread = useInboxUnread().data?.unread ?? 0;
  if (unread <= 0) return null;
  return (
    <span
      className={['unread-badge', className].filter(Boolean).join(' ')}
      data-testid={testId}
      aria-label={t('badge', { count: unread })}
    >
      {unread > 99 ? '99+' : unread}
    </span>
  );
}
