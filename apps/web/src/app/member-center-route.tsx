import { lazy } from 'react';
import { MemberCenterPage, type MemberScreens } from '../features/pages/member-center-page.tsx';
import { loadChunk } from './chunk-load.ts';

// each built screen is its own chunk: the member centre's other pages do not wait for it
const SecurityCenterPage = lazy(() =>
  loadChunk(
    'SecurityCenter',
    () => import('../features/security-center/security-center-page.tsx'),
  ).then((m) => ({ default: m.SecurityCenterPage })),
);

/** The member centre's screens that are built so far; the others are still placeholders. */
const screens: MemberScreens = { securityCenter: SecurityCenterPage };

/** /member: the member centre with its built screens plugged in. */
export function MemberCenterRoute() {
  return <MemberCenterPage screens={screens} />;
}
