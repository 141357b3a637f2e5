import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GetStatusResponse } from '@lobby/contracts';
import {
  demoPermission,
  renderWithProviders,
  setUpI18n,
  standInApi,
  type StandInAnswer,
} from '../../../testing/test-utils.tsx';
import { systemScreenFor } from '../system-screen.ts';
import { StatusGate } from './status-gate.tsx';

const status = (value: Partial<GetStatusResponse>): StandInAnswer => ({
  value: {
    status: 0,
    ip: '203.0.113.9',
    country: 'TH',
    maintenanceUntil: null,
    devOutboxOpen: false,
    ...value,
  },
});

function renderGate(
  statusAnswer: StandInAnswer | (() => StandInAnswer),
  permission = demoPermission,
) {
  const api = standInApi({
    'GET /wps/system/status': statusAnswer,
    'GET /wps/system/permission': { value: permission },
  });
  renderWithProviders(
    <StatusGate>
      <div data-testid="the-app" />
    </StatusGate>,
  );
  return api;
}

beforeAll(async () => {
  await setUpI18n('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('systemScreenFor (§4.1)', () => {
  it('maps 0, 1 and 2 to the app, maintenance and the restricted page', () => {
    expect(systemScreenFor(0)).toBe('app');
    expect(systemScreenFor(1)).toBe('maintenance');
    expect(systemScreenFor(2)).toBe('restricted');
  });

  it('lets maintenance win over a region restriction', () => {
    expect(systemScreenFor(2, { maintenance: true, regionRestriction: true })).toBe('maintenance');
    expect(systemScreenFor(0, { maintenance: false, regionRestriction: true })).toBe('restricted');
  });
});

describe('StatusGate', () => {
  /** The layer the server writes into index.html on phones (lib/first-paint.ts). */
  function addFirstPaint(): HTMLElement {
    const layer = document.createElement('div');
    layer.id = 'first-paint';
    document.body.prepend(layer);
    return layer;
  }

  it('keeps the server’s first paint over the splash, and removes it once the app shows', async () => {
    const layer = addFirstPaint();
    renderGate(status({ status: 0 }));
    // the status call is under way: the splash is all the app has, the layer stays over it
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(layer.isConnected).toBe(true);
    expect(await screen.findByTestId('the-app')).toBeTruthy();
    await vi.waitFor(() => expect(layer.isConnected).toBe(false));
  });

  it('removes the first paint for the maintenance page too', async () => {
    const layer = addFirstPaint();
    renderGate(status({ status: 1 }));
    await screen.findByTestId('maintenance-page');
    await vi.waitFor(() => expect(layer.isConnected).toBe(false));
  });

  it('asks for the status first and renders the app on status 0', async () => {
    const { calls } = renderGate(status({ status: 0 }));
    expect(await screen.findByTestId('the-app')).toBeTruthy();
    expect(calls[0]?.path).toBe('/wps/system/status');
    expect(screen.queryByTestId('maintenance-page')).toBeNull();
  });

  it('replaces the app with the maintenance page on status 1, with customer service', async () => {
    renderGate(status({ status: 1, maintenanceUntil: '2030-01-01T10:00:00Z' }));
    const page = await screen.findByTestId('maintenance-page');
    expect(within(page).getByRole('heading', { level: 1 }).textContent).toBe('System maintenance');
    expect(within(page).getByText(/Expected back:/)).toBeTruthy();
    const service = await within(page).findByRole('link', { name: /Customer service/ });
    expect(service.getAttribute('href')).toBe(demoPermission.customerService[0]?.url);
    expect(screen.queryByTestId('the-app')).toBeNull();
  });

  it('shows the visitor IP on the access-restricted page on status 2', async () => {
    renderGate(status({ status: 2, ip: '8.8.8.8' }));
    const page = await screen.findByTestId('restricted-page');
    expect(within(page).getByRole('heading', { level: 1 }).textContent).toBe('Access restricted');
    expect(screen.getByTestId('restricted-ip').textContent).toBe('8.8.8.8');
    expect(screen.queryByTestId('the-app')).toBeNull();
  });

  it('shows maintenance when the location says so, even with a restriction too', async () => {
    renderGate(status({ status: 2 }), {
      ...demoPermission,
      location: { ...demoPermission.location, maintenance: true, regionRestriction: true },
    });
    expect(await screen.findByTestId('maintenance-page')).toBeTruthy();
    expect(screen.queryByTestId('restricted-page')).toBeNull();
  });

  it('says the site cannot be reached when the status call fails, and retries', async () => {
    let answer: StandInAnswer = {
      status: 503,
      code: 'service_unavailable',
      messageKey: 'err_network_abnormal',
    };
    renderGate(() => answer);
    expect(await screen.findByText('Network link is abnormal, please try again')).toBeTruthy();
    answer = status({ status: 0 }) as StandInAnswer;
    fireEvent.click(screen.getByRole('button', { name: /Try again/ }));
    expect(await screen.findByTestId('the-app')).toBeTruthy();
  });
});
