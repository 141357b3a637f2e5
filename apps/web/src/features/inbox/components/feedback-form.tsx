import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  maxFeedbackScreenshots,
  type FeedbackCategory,
  type FeedbackSettings,
} from '@lobby/contracts';
import { BusySubmitButton } from '../../../components/ui/busy-submit-button.tsx';
import { translateApiError } from '../../../lib/api-error-text.ts';
import { loadImageUpload } from '../../wallet/index.ts';
import { useSubmitFeedback } from '../api/feedback.ts';
import { categoryKeys, fileProblemKeys } from '../feedback-labels.ts';
import { countWords } from '../word-count.ts';

/**
 * The feedback form (§1, §5): a category, the text within the brand's word rule (counted as
 * the member types), up to three png or jpg screenshots (the server checks their bytes).
 */
export function FeedbackForm({ settings }: { settings: FeedbackSettings }) {
  const { t } = useTranslation(['inbox', 'errors']);
  const submit = useSubmitFeedback();
  const [category, setCategory] = useState<FeedbackCategory>(settings.categories[0]!);
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const [isSent, setIsSent] = useState(false);
  const words = countWords(content);
  const fitsRule = words >= settings.minWords && words <= settings.maxWords;

  const chooseFiles = async (chosen: FileList | null) => {
    const list = [...(chosen ?? [])].slice(0, maxFeedbackScreenshots);
    const { proofImageProblem } = await loadImageUpload();
    const problems = list.map((file) => proofImageProblem(file));
    const first = problems.find((problem) => problem !== null);
    setProblem(first ? t(fileProblemKeys[first], { max: 5 }) : null);
    setFiles(first ? [] : list);
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setIsSent(false);
    if (!fitsRule) {
      setProblem(t('feedback.wordRule', { min: settings.minWords, max: settings.maxWords }));
      return;
    }
    setProblem(null);
    try {
      setIsUploading(true);
      const { uploadFile } = await loadImageUpload();
      const uploaded = await Promise.all(
        files.map((file) => uploadFile(file, 'feedback_screenshot')),
      );
      setIsUploading(false);
      await submit.run({
        category,
        content,
        screenshotIds: uploaded.map((file) => file.fileId),
      });
      setContent('');
      setFiles([]);
      setIsSent(true);
    } catch (error) {
      setIsUploading(false);
      setProblem(translateApiError(error, t));
    }
  };

  return (
    <form className="feedback-form" onSubmit={(event) => void send(event)} noValidate>
      <label className="feedback-form__field">
        <span>{t('feedback.category')}</span>
        <select
          value={category}
          onChange={(event) => setCategory(event.target.value as FeedbackCategory)}
          data-testid="feedback-category"
        >
          {settings.categories.map((value) => (
            <option key={value} value={value}>
              {t(categoryKeys[value])}
            </option>
          ))}
        </select>
      </label>
      <label className="feedback-form__field">
        <span>{t('feedback.content')}</span>
        <textarea
          rows={5}
          value={content}
          onChange={(event) => setContent(event.target.value)}
          aria-describedby="feedback-word-rule"
          data-testid="feedback-content"
        />
      </label>
      <p
        id="feedback-word-rule"
        className={`feedback-form__rule${content && !fitsRule ? ' feedback-form__rule--off' : ''}`}
        data-testid="feedback-word-count"
      >
        {t('feedback.wordCount', { count: words, min: settings.minWords, max: settings.maxWords })}
      </p>
      <label className="feedback-form__field">
        <span>{t('feedback.screenshots', { max: maxFeedbackScreenshots })}</span>
        <input
          type="file"
          accept="image/png,image/jpeg"
          multiple
          onChange={(event) => void chooseFiles(event.target.files)}
          data-testid="feedback-screenshot"
        />
      </label>
      {problem && (
        <p className="feedback-form__problem" role="alert" data-testid="feedback-problem">
          {problem}
        </p>
      )}
      {isSent && (
        <p className="feedback-form__sent" role="status" data-testid="feedback-sent">
          {t('feedback.sent')}
        </p>
      )}
      <BusySubmitButton
        className="ui-action ui-action--medium feedback-form__submit"
        isBusy={isUploading || submit.isPending}
        testId="feedback-submit"
      >
        {t('feedback.submit')}
      </BusySubmitButton>
    </form>
  );
}
