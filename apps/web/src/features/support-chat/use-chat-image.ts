import { useEffect, useState } from 'react';
import { readSession } from '../../lib/session-storage.ts';

/** The blob as a data: address (the page's CSP allows data: images, not blob: ones). */
function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable image'));
    reader.readAsDataURL(blob);
  });
}

/**
 * An image of a conversation, fetched with the caller's credentials (an <img> cannot send
 * them) and shown as a data: address; null until it has arrived (or when it is refused).
 */
export function useChatImage(path: string, headers: Record<string, string>): string | null {
  const [url, setUrl] = useState<string | null>(null);
  const headerKey = JSON.stringify(headers);
  useEffect(() => {
    const controller = new AbortController();
    const { token, merchantCode } = readSession();
    const sent: Record<string, string> = { ...(JSON.parse(headerKey) as Record<string, string>) };
    if (token) sent.token = token;
    if (merchantCode) sent.merchant = merchantCode;
    fetch(path, { headers: sent, signal: controller.signal })
      .then((response) => (response.ok ? response.blob() : null))
      .then((blob) => (blob ? dataUrlOf(blob) : null))
      .then((data) => {
        if (data && !controller.signal.aborted) setUrl(data);
      })
      .catch(() => {});
    return () => controller.abort();
  }, [path, headerKey]);
  return url;
}
