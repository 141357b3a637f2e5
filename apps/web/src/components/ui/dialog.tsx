import { useEffect, useId, useRef, type ReactNode } from 'react';
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
 * The app's modal dialog, on the browser's own <dialog> (no library on the first load): shown
 * with showModal(), so the page behind is inert (focus stays inside, assistive technology sees
 * only the dialog) and it sits above everything; labelled by its title, scroll of the page
 * locked (dialog.css), and focus returned where it was when the dialog goes.
 */
export function Dialog(props: DialogProps) {
  const { title, description, children, open = true, onClose, size = 'medium' } = props;
  const closable = props.closable !== false;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const className = ['ui-dialog', `ui-dialog--${size}`, props.className].filter(Boolean).join(' ');

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const returnFocusTo = document.activeElement;
    // a browser without modal dialogs (or a test DOM) still shows it, in place
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    return () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      if (returnFocusTo instanceof HTMLElement && returnFocusTo.isConnected) returnFocusTo.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={dialogRef}
      // the dialog element is the dimmed layer; it scrolls, so a dialog taller than a small
      // screen can still be read, and a click on it (outside the panel) closes the dialog
      className="ui-dialog__overlay"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      data-testid={props['data-testid']}
      onCancel={(event) => {
        // Escape and the phone's back gesture: this component decides, not the browser
        event.preventDefault();
        if (closable) onClose();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        if (closable) onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget && closable) onClose();
      }}
    >
      <div className={className}>
        <div className="ui-dialog__header">
          <h2 id={titleId} className="ui-dialog__title">
            {title}
          </h2>
          {props.closable !== false && (
            <button
              type="button"
              className="ui-dialog__close"
              aria-label={props.closeLabel}
              onClick={onClose}
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path
                  d="M6 6l12 12M18 6L6 18"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
            </button>
          )}
        </div>
        {description && (
          <p id={descriptionId} className="ui-dialog__description">
            {description}
          </p>
        )}
        <div className="ui-dialog__body">{children}</div>
      </div>
    </dialog>
  );
}
