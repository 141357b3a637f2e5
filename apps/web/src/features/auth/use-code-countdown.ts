import { useCallback, useEffect, useRef, useState } from 'react';
import type { SendCodeResponse } from '@lobby/contracts';

/** §4.3: the send button takes one press a second at most. */
export const sendThrottleMs = 1000;

/**
 * Sending a verification code (§4.3, §7.2 getLoginCode / sendRegPhoneCode): `send` runs the
 * call; on success the button counts down expiredMinutes × 60 seconds, on failure `error`
 * holds what went wrong (the caller shows the server's message). Presses closer than a
 * second apart, during a call or during the countdown are ignored.
 */
export function useCodeCountdown(now: () => number = Date.now) {
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [isSending, setIsSending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const lastPress = useRef(-Infinity);
  const endsAt = useRef(0);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => {
      setSecondsLeft(Math.max(0, Math.ceil((endsAt.current - now()) / 1000)));
    }, 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft, now]);

  const sendCode = useCallback(
    async (send: () => Promise<SendCodeResponse>): Promise<boolean> => {
      const pressedAt = now();
      if (isSending || secondsLeft > 0 || pressedAt - lastPress.current < sendThrottleMs) {
        return false;
      }
      lastPress.current = pressedAt;
      setIsSending(true);
      setError(null);
      try {
        const { expiredMinutes } = await send();
        const seconds = expiredMinutes * 60;
        endsAt.current = now() + seconds * 1000;
        setSecondsLeft(seconds);
        return true;
      } catch (failure) {
        setError(failure);
        return false;
      } finally {
        setIsSending(false);
      }
    },
    [isSending, secondsLeft, now],
  );

  return { secondsLeft, isSending, error, sendCode };
}
