/** A period as shown: one day, or its first and last local day. */
export function periodLabel(localFrom: string, localTo: string): string {
  return localFrom === localTo ? localFrom : `${localFrom} – ${localTo}`;
}
