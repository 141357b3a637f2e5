import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { HelpTopic } from '@lobby/contracts';
import { initI18n } from '../../lib/i18n.ts';
import { HelpDialog } from './help-dialog.tsx';

const topics: HelpTopic[] = [
  { code: 'term', title: 'Terms & Conditions', content: '<p>Terms text</p>', sort: 1 },
  { code: 'privacy', title: 'Privacy Policy', content: '<p>Privacy text</p>', sort: 2 },
  { code: 'faq', title: 'FAQ', content: '<p>Questions</p>', sort: 3 },
];

beforeAll(async () => {
  await initI18n('en');
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ success: true, value: topics }))),
  );
});
beforeEach(() => window.history.replaceState(null, '', '/help'));
afterEach(cleanup);

function renderHelp(topic?: string, onClose = () => {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <HelpDialog topic={topic} onClose={onClose} />
    </QueryClientProvider>,
  );
}

describe('HelpDialog', () => {
  it('opens at the requested topic and writes it into the hash', async () => {
    renderHelp('privacy');
    expect((await screen.findByTestId('help-topic-title')).textContent).toBe('Privacy Policy');
    expect(screen.getByText('Privacy text')).toBeTruthy();
    expect(window.location.hash).toBe('#privacy');
  });

  it('opens at the hash topic without a requested one, else at the first', async () => {
    window.history.replaceState(null, '', '/help#faq');
    renderHelp();
    expect((await screen.findByTestId('help-topic-title')).textContent).toBe('FAQ');
    cleanup();
    window.history.replaceState(null, '', '/help#unknown');
    renderHelp();
    expect((await screen.findByTestId('help-topic-title')).textContent).toBe('Terms & Conditions');
  });

  it('switches topics from the list and clears the hash on close', async () => {
    const onClose = vi.fn();
    renderHelp('term', onClose);
    await screen.findByTestId('help-topic-title');
    fireEvent.click(screen.getByRole('button', { name: 'FAQ' }));
    expect(screen.getByTestId('help-topic-title').textContent).toBe('FAQ');
    expect(screen.getByRole('button', { name: 'FAQ' }).getAttribute('aria-current')).toBe('true');
    expect(window.location.hash).toBe('#faq');
    fireEvent.click(screen.getByRole('button', { name: 'Close help centre' }));
    expect(onClose).toHaveBeenCalled();
    expect(window.location.hash).toBe('');
  });
});
