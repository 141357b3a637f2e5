export interface FormAlertProps {
  /** Nothing is shown without a text. */
  text: string | null;
  /** A failure is announced at once (alert); a success politely (status). */
  tone: 'error' | 'success';
  'data-testid'?: string;
}

/** A form's own message, not tied to a field: what the server said about the whole form. */
export function FormAlert({ text, tone, ...rest }: FormAlertProps) {
  if (!text) return null;
  return (
    <p
      className={`auth-alert auth-alert--${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={rest['data-testid']}
    >
      {text}
    </p>
  );
}
