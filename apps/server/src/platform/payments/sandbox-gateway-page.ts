import { formatMinorUnits } from '@lobby/contracts';

/**
 * Every text of the sandbox pay page, in one place. English only on purpose: the page belongs
 * to a stand-in for a third-party gateway (a test tool), not to the brand's site, and a real
 * gateway shows its own texts in its own languages.
 */
export const sandboxTexts = {
  title: 'Lobby Sandbox Gateway',
  notice: 'A test payment page: no real money moves.',
  orderNo: 'Order number',
  amount: 'Amount',
  pay: 'Pay',
  decline: 'Decline',
  invalidTitle: 'Payment link not valid',
  invalidBody: 'This payment link is not valid. Start the deposit again from the site.',
  expiredTitle: 'Payment link expired',
  expiredBody: 'This payment link has expired. Start the deposit again from the site.',
  undeliveredTitle: 'Merchant not reachable',
  undeliveredBody:
    'The payment result could not be delivered to the merchant. Return to the site and check the deposit.',
  backToSite: 'Back to the site',
} as const;

/** Escapes text for HTML content and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Decimals of an ISO 4217 currency (THB 2, JPY 0); 2 for a code the runtime does not know. */
export function currencyDecimals(currency: string): number {
  try {
    const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits;
    return digits ?? 2;
  } catch {
    return 2;
  }
}

// a <style> element, not a stylesheet file: the page's policy allows inline styles, never scripts
const style = `
  body { font-family: system-ui, sans-serif; background: #eef1f5; color: #1d2430; margin: 0; }
  main { max-width: 26rem; margin: 4rem auto; background: #fff; border-radius: 0.75rem;
    padding: 2rem; box-shadow: 0 0.25rem 1rem rgba(0, 0, 0, 0.08); }
  h1 { font-size: 1.25rem; margin: 0 0 0.5rem; }
  .notice { color: #5b6575; font-size: 0.875rem; margin: 0 0 1.5rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.5rem 1rem; margin: 0 0 1.5rem; }
  dt { color: #5b6575; } dd { margin: 0; font-weight: 600; word-break: break-all; }
  .actions { display: flex; gap: 0.75rem; }
  button, a.button { flex: 1; font: inherit; padding: 0.75rem; border-radius: 0.5rem;
    border: 1px solid #1d4ed8; cursor: pointer; text-align: center; text-decoration: none; }
  .pay { background: #1d4ed8; color: #fff; } .decline { background: #fff; color: #1d4ed8; }
`;

function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head>
<body>
<main>
${content}
</main>
</body>
</html>
`;
}

/** The pay page: amount, order number and the two buttons (a plain form, no script). */
export function renderPayPage(input: {
  orderNo: string;
  amount: bigint;
  currency: string;
  formAction: string;
}): string {
  const amount = `${formatMinorUnits(input.amount, currencyDecimals(input.currency))} ${input.currency}`;
  return page(
    sandboxTexts.title,
    `<h1>${escapeHtml(sandboxTexts.title)}</h1>
<p class="notice">${escapeHtml(sandboxTexts.notice)}</p>
<dl>
<dt>${escapeHtml(sandboxTexts.orderNo)}</dt><dd data-field="orderNo">${escapeHtml(input.orderNo)}</dd>
<dt>${escapeHtml(sandboxTexts.amount)}</dt><dd data-field="amount">${escapeHtml(amount)}</dd>
</dl>
<form method="post" action="${escapeHtml(input.formAction)}" class="actions">
<button type="submit" name="decision" value="pay" class="pay">${escapeHtml(sandboxTexts.pay)}</button>
<button type="submit" name="decision" value="decline" class="decline">${escapeHtml(sandboxTexts.decline)}</button>
</form>`,
  );
}

/** A page that only explains (bad or expired link, merchant unreachable). */
export function renderMessagePage(
  kind: 'invalid' | 'expired' | 'undelivered',
  backUrl?: string,
): string {
  const title = sandboxTexts[`${kind}Title`];
  const body = sandboxTexts[`${kind}Body`];
  const back = backUrl
    ? `<p><a class="button pay" href="${escapeHtml(backUrl)}">${escapeHtml(sandboxTexts.backToSite)}</a></p>`
    : '';
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p class="notice">${escapeHtml(sandboxTexts.title)}</p>
<p>${escapeHtml(body)}</p>
${back}`,
  );
}
