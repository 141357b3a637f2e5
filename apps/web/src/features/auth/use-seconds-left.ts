import { useEffect, useState } from 'react';

/**
 * Seconds left until `total` seconds after the first render, ticking once a second (the
 * second step's code life, expiredMinutes × 60 s).
 */
export function useSecondsLeft(total: number, now: () => number = Date.now): number {
  const [endsAt] = useState(() => now() + total * 1000);
  const [left, setLeft] = useState(total);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft(Math.max(0, Math.ceil((endsAt - now()) / 1000))), 1000);
    return () => clearTimeout(timer);
  }, [left, endsAt, now]);
  return left;
}

/** 125 → "2:05". */
export function formatMinutesSeconds(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
