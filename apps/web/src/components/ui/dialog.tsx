import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import './dialog.css';

interface DialogBaseProps {
  /** Visible heading; also the dialog's accessible name. */
  title: ReactNode;
  /** Optional text under the title; it becomes the dialog's accessible description. */
  description?: ReactNode;
  children: ReactNode;
  /** Open by default: the modal host mounts a dialog only while it is open. */
  open?: boolean;
  /** Called when the user dismisses the dialog (close button, Escape, click outside). */
  onClose: () => void;
  /** Width class: small (forms), medium (lists), large (help centre). */
  size?: 'small' | 'medium' | 'large';
  className?: string;
  'data-testid'?: string;
}

/**
 * A closable dialog needs the (translated) name of its close button; a dialog that is not
 * closable has no close button and ignores Escape and clicks outside (the disclaimer).
 */
export type DialogProps = DialogBaseProps &
  ({ closable?: true; closeLabel: string } | { closable: false; closeLabel?: undefined });

/**
 * The app's modal dialog, on Radix: labelled by its title, focus trapped inside, focus
 * returned on close, the page behind hidden from assistive technology and scroll-locked.
 */
export function Dialog(props: DialogProps) {
  const { title, description, children, open = true, onClose, size = 'medium' } = props;
  const closable = props.closable !== false;
  const block = (event: Event) => event.preventDefault();
  const className = ['ui-dialog', `ui-dialog--${size}`, props.className].filter(Boolean).join(' ');
  return (
    <RadixDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && closable) onClose();
      }}
    >
      <RadixDialog.Portal>
        {/* the overlay scrolls, so a dialog taller than a small screen can still be read */}
        <RadixDialog.Overlay className="ui-dialog__overlay">
          <RadixDialog.Content
            className={className}
            data-testid={props['data-testid']}
            // Radix wires aria-describedby to a Description; without one, say there is none
            {...(description ? {} : { 'aria-describedby': undefined })}
            onEscapeKeyDown={closable ? undefined : block}
            onPointerDownOutside={closable ? undefined : block}
            onInteractOutside={closable ? undefined : block}
          >
            <div className="ui-dialog__header">
              <RadixDialog.Title className="ui-dialog__title">{title}</RadixDialog.Title>
              {props.closable !== false && (
                <RadixDialog.Close className="ui-dialog__close" aria-label={props.closeLabel}>
                  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                    <path
                      d="M6 6l12 12M18 6L6 18"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                    />
                  </svg>
                </RadixDialog.Close>
              )}
            </div>
            {description && (
              <RadixDialog.Description className="ui-dialog__description">
                {description}
              </RadixDialog.Description>
            )}
            <div className="ui-dialog__body">{children}</div>
          </RadixDialog.Content>
        </RadixDialog.Overlay>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
