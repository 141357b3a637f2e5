import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../../../lib/api-error-text.ts';
import { downlinesQueryRoot } from '../api/list-downlines.ts';
import { setDownlineRemark } from '../api/set-downline-remark.ts';

export interface RemarkEditorProps {
  username: string;
  remark: string | null;
}

/** The agent's own note on a downline: shown, edited in place (≤ 200 characters), saved. */
export function RemarkEditor({ username, remark }: RemarkEditorProps) {
  const { t } = useTranslation('agents');
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const save = async () => {
    if (draft === null || isSaving) return;
    setIsSaving(true);
    setFailure(null);
    try {
      await setDownlineRemark(username, draft.trim());
      await queryClient.invalidateQueries({ queryKey: downlinesQueryRoot });
      setDraft(null);
    } catch (error) {
      setFailure(translateApiError(error, t));
    } finally {
      setIsSaving(false);
    }
  };

  if (draft === null) {
    return (
      <div className="agent-remark">
        <span data-testid="downline-remark">{remark || t('downlines.noRemark')}</span>
        <button
          type="button"
          className="ui-button ui-button--ghost ui-button--small"
          onClick={() => setDraft(remark ?? '')}
          aria-label={t('downlines.editRemarkOf', { username })}
          data-testid="downline-remark-edit"
        >
          {t('downlines.editRemark')}
        </button>
      </div>
    );
  }
  return (
    <div className="agent-remark">
      <input
        value={draft}
        maxLength={200}
        onChange={(event) => setDraft(event.target.value)}
        aria-label={t('downlines.remarkOf', { username })}
        data-testid="downline-remark-input"
      />
      <button
        type="button"
        className="ui-button ui-button--primary ui-button--small"
        onClick={() => void save()}
        disabled={isSaving}
        data-testid="downline-remark-save"
      >
        {t('downlines.save')}
      </button>
      <button
        type="button"
        className="ui-button ui-button--ghost ui-button--small"
        onClick={() => setDraft(null)}
      >
        {t('downlines.cancel')}
      </button>
      {failure && (
        <span className="agent-field__error" role="alert">
          {failure}
        </span>
      )}
    </div>
  );
}
