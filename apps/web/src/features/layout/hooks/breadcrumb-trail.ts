import { useSyncExternalStore } from 'react';
import { getSessionValue, setSessionValue } from '../../../lib/session-storage.ts';

/** One step of the trail: where it leads and the keys of its label. */
export interface Crumb {
  path: string;
  titleKey: string;
  detailKey?: string;
  detailText?: string;
  /**
   * The page the crumb stands for, when it is not its whole path: a page that keeps its own
   * state in the query (/verify, /sports) is one page whatever the query, so a visit updates
   * its crumb instead of adding one per keystroke or tab.
   */
  page?: string;
}

/** What the current page does to the trail. */
export type TrailStep = { kind: 'reset' } | { kind: 'visit'; crumb: Crumb } | { kind: 'keep' };

/** Oldest steps are dropped past this many (the home crumb always stays first). */
export const maxTrailLength = 12;

export const homeCrumb: Crumb = { path: '/index', titleKey: 'common:route.home' };

/**
 * The next trail (§2.1): the home page starts it afresh; a page already on the trail cuts it
 * back to that page (going back truncates), taking the crumb as it is now; a new page is added
 * at the end.
 */
export function nextTrail(trail: readonly Crumb[], step: TrailStep): Crumb[] {
  const base = trail.length > 0 && trail[0]?.path === homeCrumb.path ? [...trail] : [homeCrumb];
  switch (step.kind) {
    case 'reset':
      return [homeCrumb];
    case 'keep':
      return base;
    case 'visit': {
      const pageOf = (crumb: Crumb) => crumb.page ?? crumb.path;
      const at = base.findIndex((crumb) => pageOf(crumb) === pageOf(step.crumb));
      if (at >= 0) return [...base.slice(0, at), step.crumb];
      const next = [...base, step.crumb];
      return next.length > maxTrailLength
        ? [homeCrumb, ...next.slice(-(maxTrailLength - 1))]
        : next;
    }
    default:
      return step satisfies never;
  }
}

function isCrumb(value: unknown): value is Crumb {
  if (typeof value !== 'object' || value === null) return false;
  const crumb = value as Record<string, unknown>;
  return typeof crumb.path === 'string' && typeof crumb.titleKey === 'string';
}

function readStoredTrail(): Crumb[] {
  try {
    const parsed: unknown = JSON.parse(getSessionValue('breadcrumbTrail') ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isCrumb) : [];
  } catch {
    return [];
  }
}

let trail: Crumb[] = readStoredTrail();
const listeners = new Set<() => void>();

/** Applies a step; kept in the session so a reload shows the same trail. */
export function applyTrailStep(step: TrailStep): void {
  const next = nextTrail(trail, step);
  const same =
    next.length === trail.length &&
    next.every((crumb, i) => JSON.stringify(crumb) === JSON.stringify(trail[i]));
  if (same) return;
  trail = next;
  setSessionValue('breadcrumbTrail', JSON.stringify(trail));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useBreadcrumbTrail(): Crumb[] {
  return useSyncExternalStore(subscribe, () => trail);
}
