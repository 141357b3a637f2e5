import { startTransition, useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has painted it. A page renders what is
 * below the fold behind it, so the first paint (and the largest one) does not wait for rows
 * nobody sees yet; the rest follows in the next task, as a transition (built in slices, so the
 * browser answers input in between).
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: number | undefined;
    const afterPaint = () => {
      timer = window.setTimeout(() => startTransition(() => setPainted(true)), 0);
    };
    // a frame, then a task: the frame's paint comes between them
    const frame = window.requestAnimationFrame?.(afterPaint);
    if (frame === undefined) afterPaint();
    return () => {
      if (frame !== undefined) window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  return painted;
}
