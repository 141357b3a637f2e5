/** The four suits drawn as paths on a 24×24 grid (text suits turn into emoji on some phones). */
const suitPaths: Record<string, string> = {
  S: 'M12 2C8 7 3 10 3 14.5 3 17.5 5.5 19 8 19c1.3 0 2.4-.6 3-1.4L10 22h4l-1-4.4c.6.8 1.7 1.4 3 1.4 2.5 0 5-1.5 5-4.5C21 10 16 7 12 2z',
  H: 'M12 21C7 16.5 2 12.8 2 8.2 2 5.3 4.3 3 7 3c2 0 3.7 1.1 5 3 1.3-1.9 3-3 5-3 2.7 0 5 2.3 5 5.2 0 4.6-5 8.3-10 12.8z',
  D: 'M12 2l8 10-8 10-8-10z',
  C: 'M12 2.5a4.3 4.3 0 0 0-3.9 6.1A4.3 4.3 0 1 0 10.6 16L9.5 21.5h5L13.4 16a4.3 4.3 0 1 0 2.5-7.4A4.3 4.3 0 0 0 12 2.5z',
};

/** A suit as a small picture in the text's colour, sized with the text. */
export function SuitShape({ suit }: { suit: string }) {
  const path = suitPaths[suit];
  if (!path) return <>{suit}</>;
  return (
    <svg className="suit-shape" viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true">
      <path d={path} fill="currentColor" />
    </svg>
  );
}
