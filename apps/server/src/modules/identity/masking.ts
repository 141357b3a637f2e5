/** `+66812345678` → `+668******78`: enough to recognise, not enough to use. */
export function maskPhone(e164: string): string {
  if (e164.length <= 6) return '*'.repeat(e164.length);
  return `${e164.slice(0, 4)}${'*'.repeat(e164.length - 6)}${e164.slice(-2)}`;
}

/** `somchai@example.com` → `so*****@example.com`. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at < 1) return '*'.repeat(email.length);
  const name = email.slice(0, at);
  const shown = name.slice(0, Math.min(2, name.length - 1));
  return `${shown}${'*'.repeat(Math.max(3, name.length - shown.length))}${email.slice(at)}`;
}
