/** A table cell of a movement: signed ("+200.00", "-50.00") and coloured as debit or credit. */
export function SignedAmountCell(props: {
  amount: string;
  format: (amount: string) => string;
  testId: string;
}) {
  const { amount, format, testId } = props;
  return (
    <td
      className={`records-table__amount ${amount.startsWith('-') ? 'is-debit' : 'is-credit'}`}
      data-testid={testId}
    >
      {format(amount)}
    </td>
  );
}
