import { useState } from 'react';
import { formMessages, type FieldMessage } from './form-errors.ts';

/**
 * The disclaimer checkbox's state: ticking it clears its message; `check()` shows the message
 * when it is unticked and says whether it is ticked.
 */
export function useDisclaimerConsent() {
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState<FieldMessage | undefined>();

  const onCheckedChange = (next: boolean) => {
    setChecked(next);
    if (next) setError(undefined);
  };

  const check = (): boolean => {
    setError(checked ? undefined : { key: formMessages.disclaimer });
    return checked;
  };

  return { checked, error, onCheckedChange, check };
}
