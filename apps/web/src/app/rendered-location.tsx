import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Writes the location the routes last drew on the document (`data-location` on <html>), once
 * it is drawn. The browser journeys that move inside the app wait for it (e2e/support/in-app.ts).
 */
export function RenderedLocationMark() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    document.documentElement.dataset.location = `${pathname}${search}${hash}`;
  }, [pathname, search, hash]);
  return null;
}
