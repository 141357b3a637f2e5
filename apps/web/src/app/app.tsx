import { useState, type ComponentType, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from '../lib/query-client.ts';
import { StatusGate } from '../features/system-status/components/status-gate.tsx';
import { BrandEffects } from './brand-effects.tsx';
import { PageErrorBoundary } from './page-error.tsx';
import { RenderedLocationMark } from './rendered-location.tsx';
import { AppRoutes } from './routes.tsx';

/**
 * The app: server state, the brand, the status gate (maintenance and access-restricted pages
 * replace everything, §4.1), then the routes. main.tsx passes the query client (start-up
 * prefetches land in it); tests pass their own, and a memory router.
 */
export function App(props: {
  queryClient?: QueryClient;
  Router?: ComponentType<{ children: ReactNode }>;
}) {
  const [queryClient] = useState(() => props.queryClient ?? createQueryClient());
  const Router = props.Router ?? BrowserRouter;
  return (
    <QueryClientProvider client={queryClient}>
      <BrandEffects />
      <StatusGate>
        <Router>
          <RenderedLocationMark />
          <PageErrorBoundary>
            <AppRoutes />
          </PageErrorBoundary>
        </Router>
      </StatusGate>
    </QueryClientProvider>
  );
}
