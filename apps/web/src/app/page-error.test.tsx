import { lazy, Suspense } from 'react';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setUpI18n } from '../testing/test-utils.tsx';
import { ApiError } from '../lib/api-client.ts';
import { ChunkLoadError, loadChunk } from './chunk-load.ts';
import { PageErrorBoundary } from './page-error.tsx';

beforeAll(async () => {
  await setUpI18n('en');
});
afterEach(cleanup);

function renderFailing(load: () => Promise<{ default: () => null }>) {
  const Page = lazy(load);
  return renderWithProviders(
    <PageErrorBoundary>
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    </PageErrorBoundary>,
  );
}

describe('a page that fails (§8)', () => {
  it('shows a localised chunk-load error with a retry when its chunk does not load', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderFailing(() =>
      loadChunk('Promotions', () =>
        Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      ),
    );
    expect(await screen.findByText('This part of the site could not be loaded')).toBeTruthy();
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(reload).toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('says what went wrong otherwise, in the visitor language', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFailing(() =>
      Promise.reject(
        new ApiError(
          { success: false, code: 'timeout', messageKey: 'err_timeout', message: 'slow' },
          504,
        ),
      ),
    );
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(
      screen.getByText('The page took longer time to load, please check your network connectivity'),
    ).toBeTruthy();
    expect(screen.queryByText('This part of the site could not be loaded')).toBeNull();
  });

  it('treats a timed-out chunk as a chunk-load error', async () => {
    renderFailing(() => Promise.reject(new ChunkLoadError('timeout', 'Lottery')));
    expect(await screen.findByText('This part of the site could not be loaded')).toBeTruthy();
  });
});
