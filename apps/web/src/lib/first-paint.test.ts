import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, firstPaintId, removeFirstPaint } from './first-paint.ts';

afterEach(() => {
  document.getElementById(firstPaintId)?.remove();
});

function addLayer(): HTMLElement {
  const layer = document.createElement('div');
  layer.id = firstPaintId;
  document.body.prepend(layer);
  return layer;
}

describe('the server’s first paint on the client', () => {
  it('starts the app at once when the page has no first paint', () => {
    const start = vi.fn();
    afterFirstPaint(start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts the app only after a frame has painted the first paint', async () => {
    addLayer();
    const start = vi.fn();
    afterFirstPaint(start);
    expect(start).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
  });

  it('removes the layer after two frames, and does nothing without one', async () => {
    removeFirstPaint();
    const layer = addLayer();
    removeFirstPaint();
    expect(layer.isConnected).toBe(true);
    await vi.waitFor(() => expect(layer.isConnected).toBe(false));
  });
});
