import { describe, expect, it } from 'vitest';
import { homeCrumb, maxTrailLength, nextTrail, type Crumb } from './breadcrumb-trail.ts';

const crumb = (path: string): Crumb => ({ path, titleKey: `title:${path}` });

describe('breadcrumb trail (§2.1)', () => {
  it('starts at home and adds each page visited', () => {
    let trail = nextTrail([], { kind: 'visit', crumb: crumb('/promotions') });
    trail = nextTrail(trail, { kind: 'visit', crumb: crumb('/member') });
    expect(trail.map((c) => c.path)).toEqual(['/index', '/promotions', '/member']);
  });

  it('truncates back to a page already on the trail', () => {
    const trail = [homeCrumb, crumb('/a'), crumb('/b'), crumb('/c')];
    expect(nextTrail(trail, { kind: 'visit', crumb: crumb('/a') }).map((c) => c.path)).toEqual([
      '/index',
      '/a',
    ]);
  });

  it('keeps one crumb, the latest, for a page whose query is its own state', () => {
    const verify = (search: string): Crumb => ({ ...crumb(`/verify${search}`), page: '/verify' });
    let trail = nextTrail([homeCrumb, crumb('/a')], { kind: 'visit', crumb: verify('?nonce=1') });
    trail = nextTrail(trail, { kind: 'visit', crumb: verify('?nonce=12') });
    trail = nextTrail(trail, { kind: 'visit', crumb: verify('?nonce=123') });
    expect(trail.map((c) => c.path)).toEqual(['/index', '/a', '/verify?nonce=123']);
    // other pages still count each query as a page of their own
    trail = nextTrail(trail, { kind: 'visit', crumb: crumb('/rng?vassalage=PG') });
    trail = nextTrail(trail, { kind: 'visit', crumb: crumb('/rng?vassalage=JILI') });
    expect(trail).toHaveLength(5);
  });

  it('starts afresh at home', () => {
    expect(nextTrail([homeCrumb, crumb('/a')], { kind: 'reset' })).toEqual([homeCrumb]);
    expect(nextTrail([homeCrumb, crumb('/a')], { kind: 'visit', crumb: homeCrumb })).toEqual([
      homeCrumb,
    ]);
  });

  it('keeps the trail on pages without a breadcrumb', () => {
    const trail = [homeCrumb, crumb('/a')];
    expect(nextTrail(trail, { kind: 'keep' })).toEqual(trail);
  });

  it('drops the oldest steps of a long trail but keeps home first', () => {
    let trail: Crumb[] = [];
    for (let i = 0; i < maxTrailLength + 5; i += 1) {
      trail = nextTrail(trail, { kind: 'visit', crumb: crumb(`/p${i}`) });
    }
    expect(trail).toHaveLength(maxTrailLength);
    expect(trail[0]).toEqual(homeCrumb);
    expect(trail.at(-1)?.path).toBe(`/p${maxTrailLength + 4}`);
  });
});
