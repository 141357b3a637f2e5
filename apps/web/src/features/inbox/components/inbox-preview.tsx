import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { memberPagePath } from '../../../lib/app-paths.ts';
import { useCurrentLanguage } from '../../../lib/language.ts';
import { useInbox } from '../api/list-inbox.ts';

/** The member centre landing's inbox card (issue 15 item 7): the unread count, the newest titles. */
export function InboxPreview() {
  const { t } = useTranslation('inbox');
  const lang = useCurrentLanguage();
  const inbox = useInbox({ lang, box: 'all', pageNo: 1, pageSize: 3 });
  const unread = inbox.data?.unread ?? 0;
  return (
    <section className="landing-card" data-testid="landing-inbox" aria-labelledby="landing-inbox">
      <h2 id="landing-inbox" className="landing-card__title">
        <Link to={memberPagePath('messageV2')}>{t('common:memberPage.messageV2')}</Link>
        <span className="landing-card__figure" data-testid="landing-inbox-unread">
          {t('unreadCount', { count: unread })} {unread}
        </span>
      </h2>
      <ul className="landing-card__list">
        {inbox.data?.messages.map((message) => (
          <li key={message.id} className={message.isRead ? '' : 'landing-card__item--unread'}>
            {message.title}
          </li>
        ))}
      </ul>
      {inbox.data?.messages.length === 0 && <p className="landing-card__empty">{t('empty')}</p>}
    </section>
  );
}
