import { useEffect, useState } from 'react';
import { readSession } from '../../lib/session-storage.ts';

/**
 * An image of a conversation as an object URL: fetched with the caller's credentials (an
 * <img> cannot send them), released when the message leaves the screen.
 */
export function useChatImage(path: string, headers: Record<string, string>): string | null {
  const [url, setUrl] = useState<string | null>(null);
  const headerKey = JSON.stringify(headers);
  useEffect(() => {
    let objectUrl: string | null = null;
    const controller = new AbortController();
    const { token, merchantCode } = readSession();
    const sent: Record<string, string> = { ...(JSON.parse(headerKey) as Record<string, string>) };
    if (token) sent.token = token;
    if (merchantCode) sent.merchant = merchantCode;
    fetch(path, { headers: sent, signal: controller.signal })
      .then((response) => (response.ok ? response.blob() : null))
      .then((blob) => {
        if (!blob) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => {});
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [path, headerKey]);
  return url;
}
