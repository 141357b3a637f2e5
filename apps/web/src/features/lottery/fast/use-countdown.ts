import { useEffect, useState } from 'react';

/**
 * Seconds left until `target` on the server's clock: the answer's server time against this
 * device's clock at the moment it arrived, so a wrong device clock does not move the cut-off.
 */
export function useCountdown(
  target: string | undefined,
  serverTime: string | undefined,
  receivedAt: number,
): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(timer);
  }, []);
  if (!target || !serverTime) return null;
  const offset = Date.parse(serverTime) - receivedAt;
  return Math.max(0, Math.ceil((Date.parse(target) - (now + offset)) / 1_000));
}

/** m:ss for the countdown. */
export function clockText(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
