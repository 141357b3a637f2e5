import { useEffect, useState } from 'react';

/** The text once it has stayed the same for `delayMs` (a search box asks once per pause). */
export function useDebouncedText(text: string, delayMs: number): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    if (text === settled) return;
    const timer = setTimeout(() => setSettled(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, settled, delayMs]);
  return settled;
}
