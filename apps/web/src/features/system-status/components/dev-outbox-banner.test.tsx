import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setUpI18n, standInApi } from '../../../testing/test-utils.tsx';
import { DevOutboxBanner } from './dev-outbox-banner.tsx';

const statusValue = { status: 0, ip: '203.0.113.9', country: 'TH', maintenanceUntil: null };

beforeAll(async () => {
  await setUpI18n('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DevOutboxBanner', () => {
  it('says it is a demo server while the dev outbox is open', async () => {
    standInApi({ 'GET /wps/system/status': { value: { ...statusValue, devOutboxOpen: true } } });
    renderWithProviders(<DevOutboxBanner />);
    const banner = await screen.findByTestId('dev-outbox-banner');
    expect(banner.textContent).toContain('Demo server:');
    expect(banner.textContent).toContain('/dev/outbox');
  });

  it('shows nothing when the dev outbox is closed', async () => {
    const api = standInApi({
      'GET /wps/system/status': { value: { ...statusValue, devOutboxOpen: false } },
    });
    renderWithProviders(<DevOutboxBanner />);
    await vi.waitFor(() => expect(api.calls.length).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('dev-outbox-banner')).toBeNull();
  });
});
