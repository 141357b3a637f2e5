import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { initI18n } from '../../lib/i18n.ts';
import { DisclaimerDialog } from './disclaimer-dialog.tsx';
import { acceptDisclaimer, isDisclaimerAccepted } from './disclaimer-flag.ts';

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

describe('disclaimer flag', () => {
  it('is the session value disclaimerAccept', () => {
    expect(isDisclaimerAccepted()).toBe(false);
    acceptDisclaimer();
    expect(sessionStorage.getItem('disclaimerAccept')).toBe('true');
    expect(isDisclaimerAccepted()).toBe(true);
  });
});

describe('DisclaimerDialog', () => {
  it('is a labelled dialog without a close button that Escape does not dismiss', () => {
    const onClose = vi.fn();
    render(<DisclaimerDialog onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Before you enter' });
    expect(dialog.getAttribute('data-testid')).toBe('disclaimer-dialog');
    expect(screen.queryByRole('button', { name: /close/i })).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    expect(isDisclaimerAccepted()).toBe(false);
  });

  it('accepting stores the flag and closes', () => {
    const onClose = vi.fn();
    render(<DisclaimerDialog onClose={onClose} />);
    fireEvent.click(screen.getByTestId('disclaimer-accept'));
    expect(isDisclaimerAccepted()).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
