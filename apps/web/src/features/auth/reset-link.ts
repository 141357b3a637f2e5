import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { openModal } from '../../lib/modal-store.ts';

/** The query parameter of the reset mail's link: `${origin}/index?resetToken=<token>`. */
export const resetTokenParam = 'resetToken';

/**
 * Opens the reset-password dialog when the page was opened from a reset mail's link, and
 * takes the token out of the address bar at once (it must not linger in history or be
 * shared by copying the address). A link opened in a new browser session meets the
 * disclaimer first (§4.6): the dialog waits until it is accepted, or it would cover it.
 */
export function useResetLink(disclaimerPending: boolean): void {
  const [params, setParams] = useSearchParams();
  const resetToken = params.get(resetTokenParam);
  const [waitingToken, setWaitingToken] = useState<string | null>(null);
  useEffect(() => {
    if (!resetToken) return;
    setWaitingToken(resetToken);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(resetTokenParam);
        return next;
      },
      { replace: true },
    );
  }, [resetToken, setParams]);
  useEffect(() => {
    if (!waitingToken || disclaimerPending) return;
    openModal('resetPassword', { resetToken: waitingToken });
    setWaitingToken(null);
  }, [waitingToken, disclaimerPending]);
}
