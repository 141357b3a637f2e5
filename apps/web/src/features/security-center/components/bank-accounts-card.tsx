/** STUB — helper F: the security centre's bank accounts card (list, add, remove). */
export function BankAccountsCard() {
  return null;
}
