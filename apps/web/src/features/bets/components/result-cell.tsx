import { resultTone } from '../bet-labels.ts';

/** A table cell of a win/loss or profit/loss: signed and coloured; a dash when there is none. */
export function ResultCell(props: {
  amount: string | null;
  format: (amount: string) => string;
  testId: string;
}) {
  const { amount, format, testId } = props;
  if (amount === null) {
    return (
      <td className="bets-table__amount" data-testid={testId}>
        –
      </td>
    );
  }
  return (
    <td className={`bets-table__amount ${resultTone(amount)}`} data-testid={testId}>
      {format(amount)}
    </td>
  );
}
