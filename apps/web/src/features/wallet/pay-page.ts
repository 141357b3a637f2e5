/**
 * The gateway's pay page: the deposit answer names it, and the member goes there in the same
 * tab (the gateway sends them back to the deposit page). Only http(s) addresses are followed,
 * so a bad answer can never run script in the page.
 */
export function safePayUrl(
  payUrl: string | null,
  base: string = window.location.href,
): string | null {
  if (!payUrl) return null;
  try {
    const url = new URL(payUrl, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Leaves for the pay page (a module of its own so tests can stand in for the navigation). */
export function openPayPage(url: string): void {
  window.location.assign(url);
}
