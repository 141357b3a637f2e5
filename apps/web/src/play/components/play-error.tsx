import { useTranslation } from 'react-i18next';
import { translateApiError } from '../../lib/api-error-text.ts';

/** A failed game call in the player's language (nothing when there is none). */
export function PlayError({ error }: { error: unknown }) {
  const { t } = useTranslation('originals');
  if (!error) return null;
  return (
    <p className="play-error" role="alert" data-testid="play-error">
      {translateApiError(error, t)}
    </p>
  );
}
