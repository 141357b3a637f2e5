import {
  BusySubmitButton,
  type BusySubmitButtonProps,
} from '../../../components/ui/busy-submit-button.tsx';

/** The failure line of a wallet form (an alert), when there is one. */
export function FormFailure({ text, testId }: { text: string | null; testId: string }) {
  if (!text) return null;
  return (
    <p className="wallet-form__error" role="alert" data-testid={testId}>
      {text}
    </p>
  );
}

/** The note that a wallet form went through, when it did. */
export function FormDone({ text, testId }: { text: string | null; testId: string }) {
  if (!text) return null;
  return (
    <p className="wallet-form__done" role="status" data-testid={testId}>
      {text}
    </p>
  );
}

/** The submit button of a wallet form: busy while sending, off while it cannot be sent. */
export function SubmitButton(props: Omit<BusySubmitButtonProps, 'className'>) {
  return (
    <BusySubmitButton className="wallet-form__submit ui-action ui-action--medium" {...props} />
  );
}
