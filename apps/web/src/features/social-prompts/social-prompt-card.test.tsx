import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SocialPrompt } from '@lobby/contracts';
import { renderWithProviders, resetAfterTest, setUpI18n } from '../../testing/test-utils.tsx';
import { SocialPromptCard } from './social-prompt-card.tsx';

const zalo: SocialPrompt = {
  channel: 'ZALO',
  url: 'https://zalo.me/luckylotus',
  reward: { en: '131K', th: '131K', tl: '131K' },
  delaySeconds: 5,
};

beforeAll(() => setUpI18n('en'));
beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  resetAfterTest();
});

describe('the social prompt (§9)', () => {
  it("shows after the prompt's delay with its reward and link, and stays away once dismissed", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithProviders(<SocialPromptCard prompts={[zalo]} />);
    await act(() => vi.advanceTimersByTimeAsync(4_000));
    expect(screen.queryByTestId('social-prompt')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    const card = await screen.findByTestId('social-prompt');
    expect(card.textContent).toContain('Add us on Zalo and get a reward of up to 131K!');
    expect(screen.getByTestId('social-prompt-open').getAttribute('href')).toBe(zalo.url);
    fireEvent.click(screen.getByTestId('social-prompt-dismiss'));
    expect(screen.queryByTestId('social-prompt')).toBeNull();
    expect(localStorage.getItem('lobby.socialPrompt.ZALO.dismissed')).toBe('1');
  });

  it('shows nothing for a prompt dismissed before, and words one without a reward', async () => {
    localStorage.setItem('lobby.socialPrompt.ZALO.dismissed', '1');
    renderWithProviders(
      <SocialPromptCard
        prompts={[
          zalo,
          { channel: 'TELEGRAM', url: 'https://t.me/x', reward: null, delaySeconds: 0 },
        ]}
      />,
    );
    expect((await screen.findByTestId('social-prompt')).textContent).toContain(
      'Add us on Telegram for news and offers.',
    );
  });
});
