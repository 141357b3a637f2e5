import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { ActivityDetail, ApplicationView } from '@lobby/contracts';
import { clearSessionState, updateSessionState } from '../session/index.ts';
import { renderWithProviders, setUpI18n, standInApi } from '../../testing/test-utils.tsx';
import { ActivitiesPage } from './activities-page.tsx';
import { ActivityDetailPage } from './activity-detail-page.tsx';
import { MyApplicationsPage } from './my-applications-page.tsx';

const base = {
  state: 'open' as const,
  summary: 'Summary',
  body: 'Body',
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: '2027-01-01T00:00:00.000Z',
};
const limits = { commentMax: 140, imagesMax: 3, imageBytesMax: 5 * 1024 * 1024 };
const applicationActivity: ActivityDetail = {
  ...base,
  id: 4,
  kind: 'application',
  title: 'Share your big win',
  play: { kind: 'application', prize: { amount: '88.00', bonusMultiplier: 0, points: 0 }, limits },
};
const application: ApplicationView = {
  id: 9,
  activityId: 4,
  activityTitle: 'Share your big win',
  state: 'issued',
  comment: 'my win',
  fileIds: [1],
  prize: { amount: '88.00', bonusMultiplier: 0, points: 0 },
  reason: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  reviewedAt: '2026-01-01T01:00:00.000Z',
  claimedAt: null,
};
const png = (name: string, size = 10) =>
  new File([new Uint8Array(size)], name, { type: 'image/png' });

const renderDetail = (id: number) =>
  renderWithProviders(
    <Routes>
      <Route path="/activities/:id" element={<ActivityDetailPage />} />
    </Routes>,
    { route: `/activities/${id}` },
  );

beforeAll(() => setUpI18n('en'));
beforeEach(() => updateSessionState({ token: 'tok', isLogin: true }));
afterEach(() => {
  cleanup();
  clearSessionState();
});

describe('the activity centre', () => {
  it('lists activities with their kind and redeems a coupon, showing a refusal in words', async () => {
    const api = standInApi({
      'GET /lgw/activities': {
        value: { content: [{ ...base, id: 1, kind: 'lucky_wheel', title: 'Lucky wheel' }] },
      },
      'POST /wps/member/activities/coupons/redeem': {
        status: 409,
        code: 'coupon_expired',
        messageKey: 'err_coupon_expired',
        message: 'This coupon code has expired',
      },
    });
    renderWithProviders(<ActivitiesPage />);
    const card = await screen.findByTestId('activity-card');
    expect(within(card).getByText('Lucky wheel', { selector: 'span' })).toBeTruthy();
    fireEvent.change(screen.getByTestId('coupon-code'), { target: { value: 'OLD1' } });
    fireEvent.click(screen.getByTestId('coupon-redeem'));
    const outcome = await screen.findByTestId('activity-outcome');
    expect(outcome.textContent).toBe('This coupon code has expired');
    expect(outcome.getAttribute('role')).toBe('alert');
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ code: 'OLD1' });
  });
});

describe('an application', () => {
  it('refuses a fourth image and a gif in the picker, then uploads and applies', async () => {
    let uploads = 0;
    const api = standInApi({
      'GET /wps/member/activities/4': { value: applicationActivity },
      'PUT /wps/files': () => ({ value: { fileId: ++uploads } }),
      'POST /wps/member/activities/4/applications': {
        value: { ...application, state: 'applying', reviewedAt: null },
      },
    });
    renderDetail(4);
    const picker = await screen.findByTestId('application-images');
    fireEvent.change(picker, {
      target: { files: [png('a.png'), png('b.png'), png('c.png'), png('d.png')] },
    });
    expect((await screen.findByTestId('activity-outcome')).textContent).toBe(
      'At most 3 images may be attached',
    );
    fireEvent.change(picker, {
      target: { files: [new File(['GIF89a'], 'x.gif', { type: 'image/gif' })] },
    });
    expect((await screen.findByTestId('activity-outcome')).textContent).toBe(
      'Only png or jpg images are accepted',
    );
    fireEvent.change(picker, { target: { files: [png('a.png'), png('b.png')] } });
    expect(within(screen.getByTestId('application-files')).getAllByRole('listitem')).toHaveLength(
      2,
    );
    fireEvent.change(screen.getByTestId('application-comment'), {
      target: { value: 'x'.repeat(141) },
    });
    expect((screen.getByTestId('application-submit') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('application-comment'), {
      target: { value: 'my big win' },
    });
    fireEvent.click(screen.getByTestId('application-submit'));
    expect((await screen.findByTestId('application-mine')).getAttribute('href')).toBe(
      '/activities/applications',
    );
    const apply = api.calls.find((call) => call.path === '/wps/member/activities/4/applications');
    expect(apply?.body).toEqual({ comment: 'my big win', fileIds: [1, 2] });
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(2);
  });

  it('shows the states and claims an issued prize', async () => {
    const api = standInApi({
      'GET /wps/member/activity-applications': {
        value: {
          content: [
            application,
            { ...application, id: 8, state: 'rejected', reason: 'Blurry picture' },
          ],
        },
      },
      'POST /wps/member/activity-applications/9/claim': {
        value: { ...application, state: 'claimed', claimedAt: '2026-01-02T00:00:00.000Z' },
      },
    });
    renderWithProviders(<MyApplicationsPage />);
    const cards = await screen.findAllByTestId('application-card');
    expect(cards.map((card) => card.dataset.state)).toEqual(['issued', 'rejected']);
    expect(within(cards[1]!).getByTestId('application-reason').textContent).toBe(
      'Reason: Blurry picture',
    );
    fireEvent.click(within(cards[0]!).getByTestId('application-claim'));
    expect((await screen.findByTestId('activity-outcome')).textContent).toBe(
      'Claimed: 88.00 credited.',
    );
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });
});

describe('check-in and the wheel', () => {
  it('marks the streak and checks in', async () => {
    standInApi({
      'GET /wps/member/activities/2': {
        value: {
          ...base,
          id: 2,
          kind: 'check_in',
          title: 'Daily check-in',
          play: {
            kind: 'check_in',
            days: [
              { amount: '1.00', bonusMultiplier: 0, points: 0 },
              { amount: '2.00', bonusMultiplier: 0, points: 0 },
            ],
            streak: 1,
            checkedInToday: false,
            today: '2026-01-02',
          },
        },
      },
      'POST /wps/member/activities/2/check-in': {
        value: {
          id: 1,
          activityId: 2,
          prize: { amount: '2.00', bonusMultiplier: 0, points: 0 },
          createdAt: '2026-01-02T00:00:00.000Z',
          day: 2,
        },
      },
    });
    renderDetail(2);
    const days = await screen.findAllByTestId('check-in-day');
    expect(days.map((day) => day.dataset.state)).toEqual(['done', 'today']);
    fireEvent.click(screen.getByTestId('check-in-button'));
    expect((await screen.findByTestId('activity-outcome')).textContent).toBe(
      'Day 2 checked in: 2.00 credited.',
    );
  });

  it('spins and shows the seeds that verify the draw', async () => {
    const api = standInApi({
      'GET /wps/member/activities/3': {
        value: {
          ...base,
          id: 3,
          kind: 'lucky_wheel',
          title: 'Lucky wheel',
          play: {
            kind: 'lucky_wheel',
            slices: [
              {
                label: 'Nothing',
                prize: { amount: '0.00', bonusMultiplier: 0, points: 0 },
                weight: 3,
              },
              {
                label: '10 THB',
                prize: { amount: '10.00', bonusMultiplier: 0, points: 0 },
                weight: 1,
              },
            ],
            spinsLeft: 1,
            nextServerSeedHash: 'ab'.repeat(32),
            nextNonce: 0,
          },
        },
      },
      'POST /wps/member/activities/3/spin': {
        value: {
          id: 5,
          activityId: 3,
          prize: { amount: '10.00', bonusMultiplier: 0, points: 0 },
          createdAt: '2026-01-02T00:00:00.000Z',
          sliceIndex: 1,
          serverSeed: 'cd'.repeat(32),
          serverSeedHash: 'ab'.repeat(32),
          clientSeed: 'mine',
          nonce: 0,
          nextServerSeedHash: 'ef'.repeat(32),
        },
      },
    });
    renderDetail(3);
    expect((await screen.findByTestId('wheel-next-hash')).textContent).toBe('ab'.repeat(32));
    fireEvent.click(screen.getByTestId('wheel-spin'));
    expect((await screen.findByTestId('activity-outcome')).textContent).toBe(
      'The wheel stopped on: 10 THB',
    );
    expect(screen.getByTestId('wheel-verify').textContent).toContain('cd'.repeat(32));
    const spin = api.calls.find((call) => call.method === 'POST');
    expect((spin?.body as { clientSeed: string }).clientSeed).toMatch(/^[A-Za-z0-9]{12}$/);
  });

  it('catches an envelope while it rains, and says when the next rain comes otherwise', async () => {
    const rain = (raining: boolean): ActivityDetail => ({
      ...base,
      id: 6,
      kind: 'red_envelope_rain',
      title: 'Red envelope rain',
      play: {
        kind: 'red_envelope_rain',
        triesLeft: 3,
        raining,
        nextWindowAt: raining ? null : '2026-01-02T05:00:00.000Z',
        minAmount: '1.00',
        maxAmount: '8.00',
      },
    });
    standInApi({
      'GET /wps/member/activities/6': { value: rain(true) },
      'POST /wps/member/activities/6/envelope': {
        value: {
          id: 3,
          activityId: 6,
          prize: { amount: '5.00', bonusMultiplier: 0, points: 0 },
          createdAt: '2026-01-02T00:00:00.000Z',
          triesLeft: 2,
        },
      },
    });
    renderDetail(6);
    expect((await screen.findByTestId('rain-tries-left')).textContent).toBe('3 tries left today');
    fireEvent.click(screen.getByTestId('rain-catch'));
    expect((await screen.findByTestId('activity-outcome')).textContent).toBe('You caught 5.00!');
    cleanup();
    standInApi({ 'GET /wps/member/activities/6': { value: rain(false) } });
    renderDetail(6);
    expect((await screen.findByTestId('rain-next')).textContent).toMatch(/^Next rain at /);
    expect((screen.getByTestId('rain-catch') as HTMLButtonElement).disabled).toBe(true);
  });
});
