import { useEffect, useState } from 'react';

/**
 * The time now, renewed every `intervalMs` (§9: the agent clock ticks every second): one
 * interval for the component's life, cleared when it goes.
 */
export function useTickingClock(intervalMs = 1_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
