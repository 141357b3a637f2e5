import { useEffect, useState } from 'react';

/**
 * A text (a link) as a QR code image, an SVG data URL drawn by uqr once the text is known;
 * null until then. The encoder is loaded only when a code is first drawn, so it stays out of
 * the first load. The one QR drawer of the site: right bar, side menu, referral and
 * app-download pages.
 */
export function useQrImage(text: string | null | undefined): string | null {
  const [drawn, setDrawn] = useState<{ text: string; src: string } | null>(null);
  useEffect(() => {
    if (!text) return;
    let isCurrent = true;
    void import('uqr').then(({ renderSVG }) => {
      if (!isCurrent) return;
      const svg = renderSVG(text, { border: 1, pixelSize: 4 });
      setDrawn({ text, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
    });
    return () => {
      isCurrent = false;
    };
  }, [text]);
  return drawn && drawn.text === text ? drawn.src : null;
}

/** An address a phone can open from a QR code: a path of this site becomes absolute. */
export function absoluteUrl(url: string, origin: string = window.location.origin): string {
  try {
    return new URL(url, origin).href;
  } catch {
    return url;
  }
}
