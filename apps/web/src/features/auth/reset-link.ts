import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { openModal } from '../../lib/modal-store.ts';

/** The query parameter of the reset mail's link: `${origin}/index?resetToken=<token>`. */
export const resetTokenParam = 'resetToken';

/**
 * Opens the reset-password dialog when the page was opened from a reset mail's link, and
 * takes the token out of the address bar at once (it must not linger in history or be
 * shared by copying the address).
 */
export function useResetLink(): void {
  const [params, setParams] = useSearchParams();
  const resetToken = params.get(resetTokenParam);
  useEffect(() => {
    if (!resetToken) return;
    openModal('resetPassword', { resetToken });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(resetTokenParam);
        return next;
      },
      { replace: true },
    );
  }, [resetToken, setParams]);
}
