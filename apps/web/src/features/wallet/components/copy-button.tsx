import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Copies a value (an account number, a name) to the clipboard and says so for a moment. */
export function CopyButton({
  value,
  label,
  testId,
}: {
  value: string;
  label: string;
  testId: string;
}) {
  const { t } = useTranslation('wallet');
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2_000);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      // no clipboard permission (or an old browser): the value is on screen to copy by hand
      setState('failed');
    }
  };
  return (
    <button
      type="button"
      className="wallet-copy"
      aria-label={label}
      data-testid={testId}
      onClick={() => void copy()}
    >
      <span aria-live="polite">
        {state === 'copied'
          ? t('copy.done')
          : state === 'failed'
            ? t('copy.failed')
            : t('copy.action')}
      </span>
    </button>
  );
}
