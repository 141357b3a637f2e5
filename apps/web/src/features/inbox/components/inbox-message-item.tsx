import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { InboxMessage } from '@lobby/contracts';
import { appPaths } from '../../../lib/app-paths.ts';

export interface InboxMessageItemProps {
  message: InboxMessage;
  isOpen: boolean;
  dateText: string;
  onToggle: () => void;
  onDelete: () => void;
  isBusy: boolean;
}

/** One message: its title line opens it (which marks it read), then the body and actions. */
export function InboxMessageItem(props: InboxMessageItemProps) {
  const { message, isOpen, dateText, onToggle, onDelete, isBusy } = props;
  const { t } = useTranslation('inbox');
  const panelId = `inbox-message-${message.id}`;
  return (
    <li
      className={`inbox-item${message.isRead ? '' : ' inbox-item--unread'}`}
      data-testid="inbox-message"
      data-id={message.id}
      data-read={message.isRead}
    >
      <button
        type="button"
        className="inbox-item__toggle"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={onToggle}
        data-testid="inbox-message-toggle"
      >
        {!message.isRead && <span className="inbox-item__dot" aria-label={t('unreadMark')} />}
        <span className="inbox-item__title">{message.title}</span>
        {message.isPlatform && <span className="inbox-item__tag">{t('platformTag')}</span>}
        <time className="inbox-item__date" dateTime={message.sentAt}>
          {dateText}
        </time>
      </button>
      <div id={panelId} className="inbox-item__panel" hidden={!isOpen}>
        {/* The server sanitises message HTML (platform/html-sanitizer.ts) before storing it;
            that is the only reason it may be rendered as HTML. */}
        <div
          className="inbox-item__body"
          data-testid="inbox-message-body"
          dangerouslySetInnerHTML={{ __html: message.bodyHtml }}
        />
        <div className="inbox-item__actions">
          {message.promotionId !== null && (
            <Link
              className="ui-action ui-action--small"
              to={appPaths.promotions}
              data-testid="inbox-message-promotion"
            >
              {t('seePromotion')}
            </Link>
          )}
          <button
            type="button"
            className="ui-action ui-action--small inbox-item__delete"
            onClick={onDelete}
            disabled={isBusy}
            data-testid="inbox-message-delete"
          >
            {t('delete')}
          </button>
        </div>
      </div>
    </li>
  );
}
