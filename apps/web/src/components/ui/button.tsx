import type { ComponentProps } from 'react';

export type ButtonVariant = 'primary' | 'accent' | 'outline' | 'ghost';
export type ButtonSize = 'small' | 'medium' | 'large';

/** Class names of a button look, for links that should look like buttons. */
export function buttonClass(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'medium',
  extra?: string,
): string {
  return ['ui-button', `ui-button--${variant}`, `ui-button--${size}`, extra]
    .filter(Boolean)
    .join(' ');
}

type ButtonProps = ComponentProps<'button'> & { variant?: ButtonVariant; size?: ButtonSize };

/** The app's button: type="button" unless told otherwise, so it never submits by accident. */
export function Button({
  variant = 'primary',
  size = 'medium',
  className,
  type = 'button',
  ...rest
}: ButtonProps) {
  return <button type={type} className={buttonClass(variant, size, className)} {...rest} />;
}
