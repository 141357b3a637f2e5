import type { ReactNode } from 'react';
import { SoonNote } from './soon-note.tsx';
import { SubmitButton } from './submit-button.tsx';

export interface FormFooterProps {
  submitLabel: string;
  /** The note shown after a valid submit (see SoonNote). */
  note: string | null;
  /** Text before the switch link, if any. */
  prompt?: ReactNode;
  switchLabel: string;
  onSwitch: () => void;
  /** The submit button's data-testid. */
  submitTestId?: string;
  /** A call is under way: the submit button is disabled and says so. */
  isSubmitting?: boolean;
}

/** The end of an auth form: submit button, the soon note, a link to the other dialog. */
export function FormFooter(props: FormFooterProps) {
  const { submitLabel, note, prompt, switchLabel, onSwitch, submitTestId, isSubmitting } = props;
  return (
    <>
      <SubmitButton busy={isSubmitting} data-testid={submitTestId}>
        {submitLabel}
      </SubmitButton>
      <SoonNote text={note} />
      <p className="auth-switch">
        {prompt !== undefined && <>{prompt} </>}
        <button type="button" className="auth-link" onClick={onSwitch}>
          {switchLabel}
        </button>
      </p>
    </>
  );
}
