/**
 * Formats a decimal money string ("1234.5") for display: thousands separators and exactly
 * two decimals (§9), without ever passing the amount through a float.
 */
export function formatAmount(amount: string, decimals = 2): string {
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(amount.trim());
  if (!match) return amount;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  if (decimals === 0) return `${sign}${grouped}`;
  // truncate rather than round: a balance never shows more than is there
  const cents = fraction.padEnd(decimals, '0').slice(0, decimals);
  return `${sign}${grouped}.${cents}`;
}

/** A movement or result with its sign: "+200.00", "-50.00", "0.00". */
export function formatSignedAmount(amount: string, decimals = 2): string {
  const shown = formatAmount(amount, decimals);
  return shown.startsWith('-') || /^0(\.0*)?$/.test(amount) ? shown : `+${shown}`;
}
