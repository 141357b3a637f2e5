import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../../components/ui/load-state.tsx';
import { memberPagePath } from '../../../lib/app-paths.ts';
import { TrialPrompt, useSessionState } from '../../session/index.ts';
import { useFeedbackSettings, useOwnFeedback } from '../api/feedback.ts';
import { FeedbackForm } from '../components/feedback-form.tsx';
import { categoryKeys, statusKeys } from '../feedback-labels.ts';
import { dateTimeFormat } from '../../../lib/date-format.ts';
import '../inbox.css';

/**
 * Feedback (/member?page=feedback, §1): the form, then the member's feedback with its status
 * and the operator's reply (which also lands in the inbox).
 */
export function FeedbackPage() {
  const { t, i18n } = useTranslation('inbox');
  const { isTrial } = useSessionState();
  const settings = useFeedbackSettings();
  const own = useOwnFeedback();
  const dateFormat = dateTimeFormat(i18n.language, { dateStyle: 'medium' });

  if (isTrial) {
    return (
      <section className="inbox" data-testid="feedback-page">
        <h1 className="inbox__title">{t('feedback.title')}</h1>
        <TrialPrompt testId="feedback-trial" className="inbox__state" offerRegister />
      </section>
    );
  }
  return (
    <section className="inbox" data-testid="feedback-page">
      <header className="inbox__header">
        <h1 className="inbox__title">{t('feedback.title')}</h1>
        <Link className="ui-action ui-action--small" to={memberPagePath('messageV2')}>
          {t('common:memberPage.messageV2')}
        </Link>
      </header>
      <p className="inbox__intro">{t('feedback.intro')}</p>
      {settings.data ? (
        <FeedbackForm settings={settings.data} />
      ) : (
        <LoadState
          state={settings.isError ? 'error' : 'loading'}
          className="inbox__state"
          text={settings.isError ? t('loadError') : t('loading')}
        />
      )}
      <h2 className="inbox__subtitle">{t('feedback.mine')}</h2>
      {own.data && own.data.items.length === 0 && (
        <p className="inbox__state">{t('feedback.none')}</p>
      )}
      <ul className="feedback-list">
        {own.data?.items.map((item) => (
          <li key={item.id} className="feedback-item" data-testid="feedback-item" data-id={item.id}>
            <p className="feedback-item__meta">
              <span>{t(categoryKeys[item.category])}</span>
              <time dateTime={item.createdAt}>{dateFormat.format(new Date(item.createdAt))}</time>
              <span
                className={`feedback-item__status feedback-item__status--${item.status}`}
                data-testid="feedback-status"
              >
                {t(statusKeys[item.status])}
              </span>
            </p>
            <p className="feedback-item__content">{item.content}</p>
            {item.reply && (
              <blockquote className="feedback-item__reply" data-testid="feedback-reply">
                <strong>{t('feedback.replyLabel')}</strong> {item.reply}
              </blockquote>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
