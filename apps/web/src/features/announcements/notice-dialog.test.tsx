import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Announcement, GetNoticesResponse } from '@lobby/contracts';
import { initI18n } from '../../lib/i18n.ts';
import { NoticeDialog } from './notice-dialog.tsx';

const notices: Announcement[] = Array.from({ length: 12 }, (_, index) => ({
  id: 100 + index,
  type: 'PL',
  execution: 'B',
  title: `Notice ${index + 1}`,
  content: `<p>Body ${index + 1}</p>`,
  promotionType: null,
  publishedAt: '2025-03-01T10:00:00Z',
}));

beforeAll(async () => {
  await initI18n('en');
  const value: GetNoticesResponse = { banners: [], notices, popup: [], promotion: [] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ success: true, value }))),
  );
});
afterEach(cleanup);

function renderDialog(startIndex?: number) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <NoticeDialog startIndex={startIndex} onClose={() => {}} />
    </QueryClientProvider>,
  );
}

const shownTitles = () =>
  screen.getAllByTestId('notice-item').map((item) => within(item).getByRole('button').textContent);

describe('NoticeDialog', () => {
  it('shows 9 notices a page and pages with the pager', async () => {
    renderDialog(0);
    await waitFor(() => expect(screen.getAllByTestId('notice-item')).toHaveLength(9));
    expect(shownTitles()[0]).toContain('Notice 1');
    fireEvent.click(screen.getByTestId('notice-page-2'));
    expect(screen.getAllByTestId('notice-item')).toHaveLength(3);
    expect(shownTitles()[0]).toContain('Notice 10');
    fireEvent.click(screen.getByTestId('notice-page-prev'));
    expect(shownTitles()[8]).toContain('Notice 9');
    fireEvent.click(screen.getByTestId('notice-page-next'));
    expect(shownTitles()[2]).toContain('Notice 12');
  });

  it('opens at the page of the start index with that notice expanded and highlighted', async () => {
    renderDialog(10);
    await waitFor(() => expect(screen.getAllByTestId('notice-item')).toHaveLength(3));
    const chosen = screen.getAllByTestId('notice-item')[1] as HTMLElement;
    expect(chosen.className).toContain('is-highlighted');
    expect(within(chosen).getByRole('button').getAttribute('aria-expanded')).toBe('true');
    expect(chosen.textContent).toContain('Body 11');
    expect(screen.getByTestId('notice-page-2').getAttribute('aria-current')).toBe('page');
  });

  it('expands and collapses an item', async () => {
    renderDialog(0);
    await waitFor(() => expect(screen.getAllByTestId('notice-item')).toHaveLength(9));
    const second = within(screen.getAllByTestId('notice-item')[1] as HTMLElement).getByRole(
      'button',
    );
    expect(second.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(second);
    expect(second.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(second);
    expect(second.getAttribute('aria-expanded')).toBe('false');
  });
});
