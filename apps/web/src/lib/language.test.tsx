import { useQuery } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LanguageSelect } from '../components/ui/language-select.tsx';
import { switchLanguage } from './i18n.ts';
import { languageDependentMeta, useCurrentLanguage } from './language.ts';
import { renderWithProviders, setUpI18n, standInApi } from '../testing/test-utils.tsx';

const fetched = { topics: 0, hotGames: 0, balance: 0 };

function Probe() {
  const { t } = useTranslation('layout');
  const language = useCurrentLanguage();
  useQuery({
    queryKey: ['topics', language],
    queryFn: () => ++fetched.topics,
    meta: languageDependentMeta,
  });
  // marked, but without the language in its key: refetched on a change
  useQuery({ queryKey: ['hot'], queryFn: () => ++fetched.hotGames, meta: languageDependentMeta });
  useQuery({ queryKey: ['balance'], queryFn: () => ++fetched.balance });
  return <p data-testid="login-label">{t('header.login')}</p>;
}

beforeAll(async () => {
  await setUpI18n('en');
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await act(() => switchLanguage('en'));
  localStorage.clear();
});

describe('language change (§4.7)', () => {
  it('changes the text at once, stores lang, tells the server and refreshes language queries', async () => {
    const { calls } = standInApi({ 'PUT /wps/system/language': { value: { language: 'th' } } });
    renderWithProviders(
      <>
        <LanguageSelect data-testid="language-select" />
        <Probe />
      </>,
    );
    const select = screen.getByTestId<HTMLSelectElement>('language-select');
    expect(select.value).toBe('en');
    expect([...select.options].map((option) => option.value)).toEqual(['en', 'th', 'tl']);
    expect(screen.getByTestId('login-label').textContent).toBe('Log in');
    await waitFor(() => expect(fetched.topics).toBe(1));
    await waitFor(() => expect(fetched.hotGames).toBe(1));
    const balanceFetches = fetched.balance;

    fireEvent.change(select, { target: { value: 'th' } });

    await waitFor(() => expect(screen.getByTestId('login-label').textContent).toBe('เข้าสู่ระบบ'));
    expect(localStorage.getItem('lang')).toBe('th');
    expect(document.documentElement.lang).toBe('th');
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({
          method: 'PUT',
          path: '/wps/system/language',
          body: { language: 'th' },
        }),
      ),
    );
    await waitFor(() => expect(fetched.hotGames).toBe(2));
    expect(fetched.topics).toBe(2); // once per language
    expect(fetched.balance).toBe(balanceFetches);
    expect(screen.getByTestId<HTMLSelectElement>('language-select').value).toBe('th');
  });

  it('keeps the choice when the server cannot be told', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    standInApi({});
    renderWithProviders(<LanguageSelect data-testid="language-select" />);
    fireEvent.change(screen.getByTestId('language-select'), { target: { value: 'tl' } });
    await waitFor(() => expect(localStorage.getItem('lang')).toBe('tl'));
    await waitFor(() =>
      expect(screen.getByTestId<HTMLSelectElement>('language-select').value).toBe('tl'),
    );
  });
});
