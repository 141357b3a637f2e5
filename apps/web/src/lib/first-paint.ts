/**
 * The home page's first paint: a layer the server writes into index.html on phones (the
 * header bar with the logo and the first home banner, exactly where the app draws them; see
 * apps/server/src/platform/first-paint.ts). The app removes it once it shows a screen of its
 * own, two frames after that screen's commit, so the app's own pictures are on screen first.
 */
export const firstPaintId = 'first-paint';

export function removeFirstPaint(doc: Document = document): void {
  const layer = doc.getElementById(firstPaintId);
  if (!layer) return;
  const remove = () => layer.remove();
  if (typeof requestAnimationFrame === 'function') {
    requestAnimationFrame(() => requestAnimationFrame(remove));
  } else {
    remove();
  }
}

/**
 * Runs `start` once the first paint is on screen: after the next frame when the page has the
 * layer (the frame paints it), at once otherwise.
 */
export function afterFirstPaint(start: () => void, doc: Document = document): void {
  if (!doc.getElementById(firstPaintId) || typeof requestAnimationFrame !== 'function') {
    start();
    return;
  }
  requestAnimationFrame(() => setTimeout(start, 0));
}
