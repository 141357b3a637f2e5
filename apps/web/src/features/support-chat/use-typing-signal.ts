import { useCallback, useEffect, useRef, useState } from 'react';

/** How long "typing…" shows after the last typing event. */
const typingShownMs = 4_000;
/** The page sends a typing event at most this often. */
const typingSentEveryMs = 2_000;

/** The other side's typing indicator: on at an event, off a few seconds after the last. */
export function useTypingIndicator(): [boolean, () => void, () => void] {
  const [isTyping, setTyping] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const heard = useCallback(() => {
    setTyping(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setTyping(false), typingShownMs);
  }, []);
  const stop = useCallback(() => {
    clearTimeout(timer.current);
    setTyping(false);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return [isTyping, heard, stop];
}

/** A function that calls `send` at most once every two seconds while the user types. */
export function useThrottledTyping(send: () => void): () => void {
  const last = useRef(0);
  return useCallback(() => {
    const now = Date.now();
    if (now - last.current < typingSentEveryMs) return;
    last.current = now;
    send();
  }, [send]);
}
