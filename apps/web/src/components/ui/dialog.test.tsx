import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Dialog } from './dialog.tsx';

afterEach(cleanup);

describe('Dialog', () => {
  it('is labelled by its title and passes the test id through', () => {
    render(
      <Dialog title="Notices" closeLabel="Close" onClose={() => {}} data-testid="notice-dialog">
        <p>body</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Notices' });
    expect(dialog.getAttribute('data-testid')).toBe('notice-dialog');
    expect(dialog.textContent).toContain('body');
  });

  it('closes with its close button and with Escape', () => {
    const onClose = vi.fn();
    render(
      <Dialog title="Help" closeLabel="Close help" onClose={onClose}>
        <p>body</p>
      </Dialog>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close help' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('when not closable has no close button and ignores Escape', () => {
    const onClose = vi.fn();
    render(
      <Dialog title="Disclaimer" closable={false} onClose={onClose}>
        <button type="button">Accept</button>
      </Dialog>,
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Accept']);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('is described by its description when it has one', () => {
    render(
      <Dialog title="Forgot" description="Enter your email" closeLabel="Close" onClose={() => {}}>
        <p>form</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog');
    const describedBy = dialog.getAttribute('aria-describedby');
    expect(describedBy && document.getElementById(describedBy)?.textContent).toBe(
      'Enter your email',
    );
  });
});
