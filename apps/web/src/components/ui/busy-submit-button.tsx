import type { ReactNode } from 'react';

export interface BusySubmitButtonProps {
  /** The form's look (`wallet-form__submit ui-action …`). */
  className: string;
  /** The form is being sent: the button is off and says so (aria-busy). */
  isBusy: boolean;
  /** Off for another reason, such as a limit already reached. */
  disabled?: boolean;
  testId: string;
  children: ReactNode;
}

/** The submit button of a form that sends one request at a time. */
export function BusySubmitButton(props: BusySubmitButtonProps) {
  const { className, isBusy, disabled = false, testId, children } = props;
  return (
    <button
      type="submit"
      className={className}
      disabled={isBusy || disabled}
      aria-busy={isBusy || undefined}
      data-testid={testId}
    >
      {children}
    </button>
  );
}
