import {
  BusySubmitButton,
  type BusySubmitButtonProps,
} from '../../../components/ui/busy-submit-button.tsx';

/** The submit button of a transfer form: off and busy while the transfer is being sent. */
export function TransferSubmitButton(props: Omit<BusySubmitButtonProps, 'className'>) {
  return (
    <BusySubmitButton className="transfer-form__submit ui-action ui-action--medium" {...props} />
  );
}
