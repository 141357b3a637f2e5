import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/ui/dialog.tsx';
import { LoadState } from '../../components/ui/load-state.tsx';
import { useHelpCenter } from './api/get-help-center.ts';
import { chooseTopic, sortTopics, topicFromHash } from './help-topic.ts';
import './help-dialog.css';

export interface HelpDialogProps {
  /** Topic code to open at; without one the URL hash decides, else the first topic. */
  topic?: string;
  onClose: () => void;
}

/** Writes the topic into the URL hash without a navigation, so the address can be shared. */
function replaceHash(code: string | undefined): void {
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', code ? `#${code}` : `${pathname}${search}`);
}

/** The help centre (§2.4): the brand's topics in the current language and one topic's text. */
export function HelpDialog({ topic, onClose }: HelpDialogProps) {
  const { t } = useTranslation('help');
  const query = useHelpCenter();
  const [requested, setRequested] = useState(() => topic ?? topicFromHash(window.location.hash));
  const contentRef = useRef<HTMLElement>(null);
  const topicButtons = useRef(new Map<string, HTMLButtonElement>());
  const topics = query.data ? sortTopics(query.data) : [];
  const current = chooseTopic(topics, requested);

  // a footer link clicked while the dialog is open asks for another topic
  useEffect(() => {
    if (topic) setRequested(topic);
  }, [topic]);

  const currentCode = current?.code;
  useEffect(() => {
    if (!currentCode) return;
    replaceHash(currentCode);
    // on a phone the topics are one scrolling row: bring the chosen one into view
    topicButtons.current
      .get(currentCode)
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [currentCode]);

  const close = () => {
    replaceHash(undefined);
    onClose();
  };

  const select = (code: string) => {
    setRequested(code);
    contentRef.current?.scrollTo?.({ top: 0 });
  };

  return (
    <Dialog
      onClose={close}
      title={t('title')}
      closeLabel={t('close')}
      size="large"
      data-testid="help-dialog"
    >
      {query.isPending || query.isError || !current ? (
        <LoadState
          state={query.isPending ? 'loading' : query.isError ? 'error' : 'empty'}
          className="help-centre__status"
          text={query.isPending ? t('loading') : query.isError ? t('error') : t('empty')}
          retry={{
            label: t('retry'),
            className: 'help-centre__retry ui-action ui-action--medium',
            onClick: () => void query.refetch(),
          }}
        />
      ) : (
        <div className="help-centre">
          <nav className="help-centre__topics" aria-label={t('topics')}>
            <ul>
              {topics.map((item) => (
                <li key={item.code}>
                  <button
                    type="button"
                    className="help-centre__topic"
                    ref={(element) => {
                      if (element) topicButtons.current.set(item.code, element);
                      else topicButtons.current.delete(item.code);
                    }}
                    aria-current={item.code === current.code ? 'true' : undefined}
                    onClick={() => select(item.code)}
                  >
                    {item.title}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <article ref={contentRef} className="help-centre__content" aria-live="polite">
            <h3 className="help-centre__title" data-testid="help-topic-title">
              {current.title}
            </h3>
            {/* Help content is sanitised by the server (isomorphic-dompurify) before it is
                stored and served; that is the only reason it may be rendered as HTML. */}
            <div
              className="help-centre__html"
              dangerouslySetInnerHTML={{ __html: current.content }}
            />
          </article>
        </div>
      )}
    </Dialog>
  );
}
