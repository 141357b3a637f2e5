import { lazy, Suspense } from 'react';

// the counter and its query are a chunk of their own: the first load does not carry them
const LazyUnreadBadge = lazy(() =>
  import('./unread-badge.tsx').then((module) => ({ default: module.UnreadBadge })),
);

/** The unread counter (header, member menu, side drawer), loaded after the first paint. */
export function UnreadBadge(props: { testId: string; className?: string }) {
  return (
    <Suspense fallback={null}>
      <LazyUnreadBadge {...props} />
    </Suspense>
  );
}
