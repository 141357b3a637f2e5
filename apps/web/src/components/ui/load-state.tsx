import type { ReactNode } from 'react';

export type LoadStateKind = 'loading' | 'error' | 'empty';

export interface LoadStateProps {
  state: LoadStateKind;
  /** The feature's class (gap, padding); `.ui-state` is added. */
  className: string;
  /** The loading label, the error message or the empty note. */
  text: string;
  /** Placeholders shown while loading; the loading label is then for screen readers only. */
  skeleton?: ReactNode;
  /** The retry button of the error state. */
  retry?: { label: string; className: string; onClick: () => void };
}

/**
 * What stands in for content that is loading, failed or empty: a busy status region, an
 * alert with a retry button, or a status note.
 */
export function LoadState({ state, className, text, skeleton, retry }: LoadStateProps) {
  const classes = `${className} ui-state`;
  switch (state) {
    case 'loading':
      return (
        <div className={classes} role="status" aria-busy="true">
          {skeleton === undefined ? (
            text
          ) : (
            <>
              <span className="sr-only">{text}</span>
              {skeleton}
            </>
          )}
        </div>
      );
    case 'error':
      return (
        <div className={classes} role="alert">
          <p>{text}</p>
          {retry && (
            <button type="button" className={retry.className} onClick={retry.onClick}>
              {retry.label}
            </button>
          )}
        </div>
      );
    case 'empty':
      return (
        <p className={classes} role="status">
          {text}
        </p>
      );
    default:
      return state satisfies never;
  }
}
