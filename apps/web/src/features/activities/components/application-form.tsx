import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ActivityDetail } from '@lobby/contracts';
import { useCurrentLanguage } from '../../../lib/language.ts';
import { proofImageProblem, uploadFile } from '../../../lib/image-upload.ts';
import { applyToActivity } from '../api/apply-to-activity.ts';
import { useActivityAction } from '../use-activity-action.ts';
import { OutcomeLine } from './outcome-line.tsx';
import { PrizeText } from './prize-text.tsx';

type ApplicationPlay = Extract<NonNullable<ActivityDetail['play']>, { kind: 'application' }>;

/**
 * The application (§5): a comment of at most 140 characters and up to 3 png or jpg images of
 * at most 5 MB. The picker says the limits and refuses what breaks them before uploading; the
 * server checks again, the images by their content.
 */
export function ApplicationForm({
  activityId,
  play,
}: {
  activityId: number;
  play: ApplicationPlay;
}) {
  const { t } = useTranslation('activities');
  const lang = useCurrentLanguage();
  const action = useActivityAction();
  const { limits } = play;
  const [comment, setComment] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [applied, setApplied] = useState(false);
  const megabytes = Math.round(limits.imageBytesMax / (1024 * 1024));

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    const next = [...files, ...chosen];
    if (next.length > limits.imagesMax) {
      action.fail(t('apply.tooMany', { max: limits.imagesMax }));
      return;
    }
    const problem = chosen.map((file) => proofImageProblem(file)).find(Boolean);
    if (problem) {
      action.fail(
        problem === 'type' ? t('apply.wrongType') : t('apply.tooLarge', { mb: megabytes }),
      );
      return;
    }
    setFiles(next);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const done = await action.run(
      async () => {
        const fileIds: number[] = [];
        for (const file of files)
          fileIds.push((await uploadFile(file, 'activity_application')).fileId);
        return applyToActivity(activityId, comment, fileIds, lang);
      },
      () => t('apply.sent'),
    );
    if (done) {
      setApplied(true);
      setFiles([]);
      setComment('');
    }
  }

  const length = [...comment].length;
  return (
    <form
      className="application"
      onSubmit={(event) => void submit(event)}
      data-testid="application-form"
    >
      <p>
        {t('apply.prize')} <PrizeText prize={play.prize} />
      </p>
      <label className="activities__label" htmlFor="application-comment">
        {t('apply.comment')}
      </label>
      <textarea
        id="application-comment"
        className="ui-input application__comment"
        value={comment}
        rows={3}
        onChange={(event) => setComment(event.target.value)}
        aria-describedby="application-comment-count"
        data-testid="application-comment"
      />
      <p
        id="application-comment-count"
        className={`application__count${length > limits.commentMax ? ' application__count--over' : ''}`}
      >
        {t('apply.count', { count: length, max: limits.commentMax })}
      </p>
      <label className="activities__label" htmlFor="application-images">
        {t('apply.images', { max: limits.imagesMax, mb: megabytes })}
      </label>
      <input
        id="application-images"
        type="file"
        accept="image/png,image/jpeg"
        multiple
        onChange={pick}
        disabled={files.length >= limits.imagesMax}
        data-testid="application-images"
      />
      {files.length > 0 && (
        <ul className="application__files" data-testid="application-files">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              <span className="application__file-name">{file.name}</span>
              <button
                type="button"
                className="ui-action ui-action--small"
                onClick={() => setFiles(files.filter((_, at) => at !== index))}
              >
                {t('apply.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <button
        type="submit"
        className="ui-action ui-action--medium"
        disabled={action.busy || length > limits.commentMax}
        data-testid="application-submit"
      >
        {t('apply.submit')}
      </button>
      <OutcomeLine outcome={action.outcome} />
      {applied && (
        <Link
          to="/activities/applications"
          className="activities__link"
          data-testid="application-mine"
        >
          {t('apply.seeMine')}
        </Link>
      )}
    </form>
  );
}
