import type { ReactNode } from 'react';

export interface SubmitButtonProps {
  children: ReactNode;
  /** A call is under way: the button is disabled and says so (aria-busy). */
  busy?: boolean;
  /** Disabled for another reason, such as an expired step. */
  disabled?: boolean;
  'data-testid'?: string;
}

/** The large submit button at the end of an auth form. */
export function SubmitButton({ children, busy, disabled, ...rest }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className="auth-submit ui-action ui-action--large"
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      {...rest}
    >
      {children}
    </button>
  );
}
