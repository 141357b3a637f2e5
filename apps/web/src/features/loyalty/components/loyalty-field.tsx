import { useId, type InputHTMLAttributes } from 'react';

/** A labelled input of the loyalty forms, its error under it. */
export function LoyaltyField({
  label,
  error,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string | null }) {
  const id = useId();
  return (
    <div className="loyalty-field">
      <label className="loyalty-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="loyalty-field__input"
        aria-invalid={error ? true : undefined}
        {...input}
      />
      {error && (
        <p className="loyalty__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
