import { describe, expect, it } from 'vitest';
import {
  receiptNeeds,
  receiptRequest,
  receiptSchema,
  validateReceipt,
} from './confirm-receipt-rules.ts';
import { withdrawalStatusView } from './status-view.ts';

const paid = { amount: '1000.00', decimals: 2 };
const slip = new File(['x'], 'slip.png', { type: 'image/png' });

describe('confirm receipt rules (§4.11)', () => {
  it('asks for an answer first', () => {
    expect(validateReceipt({ choice: null, amountReceived: '', proof: null }, paid)).toEqual({
      choice: { key: 'confirm.choiceRequired' },
    });
  });

  it('needs nothing more for "received in full"', () => {
    expect(receiptNeeds('received')).toEqual({ amount: false, proof: false });
    const answer = { choice: 'received' as const, amountReceived: '', proof: null };
    expect(validateReceipt(answer, paid)).toEqual({});
    expect(receiptRequest(answer, null)).toEqual({ confirmation: 'received' });
  });

  it('needs an amount below the payout and a proof for "partly received"', () => {
    const base = { choice: 'partly_received' as const, proof: null };
    expect(validateReceipt({ ...base, amountReceived: '' }, paid)).toEqual({
      amountReceived: { key: 'amount.required' },
      proofFileId: { key: 'proof.required' },
    });
    expect(validateReceipt({ ...base, amountReceived: '1000', proof: slip }, paid)).toEqual({
      amountReceived: { key: 'confirm.partlyTooMuch' },
    });
    expect(validateReceipt({ ...base, amountReceived: '0', proof: slip }, paid)).toEqual({
      amountReceived: { key: 'amount.invalid' },
    });
    expect(validateReceipt({ ...base, amountReceived: '10.001', proof: slip }, paid)).toEqual({
      amountReceived: { key: 'amount.tooPrecise' },
    });
    const answer = { ...base, amountReceived: '600.50', proof: slip };
    expect(validateReceipt(answer, paid)).toEqual({});
    expect(receiptRequest(answer, 42)).toEqual({
      confirmation: 'partly_received',
      amountReceived: '600.50',
      proofFileId: 42,
    });
  });

  it('needs a proof, and no amount, for "not received"', () => {
    expect(receiptNeeds('not_received')).toEqual({ amount: false, proof: true });
    const answer = { choice: 'not_received' as const, amountReceived: '5', proof: null };
    expect(validateReceipt(answer, paid)).toEqual({ proofFileId: { key: 'proof.required' } });
    expect(receiptRequest({ ...answer, proof: slip }, 7)).toEqual({
      confirmation: 'not_received',
      proofFileId: 7,
    });
  });

  it("puts the form schema's messages on the dialog's fields, the image's on the image", () => {
    const result = receiptSchema(paid).safeParse({
      choice: 'partly_received',
      amountReceived: '',
      proof: null,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['amountReceived', 'amount.required'],
      ['proof', 'proof.required'],
    ]);
    const answer = { choice: 'received' as const, amountReceived: '', proof: null };
    expect(receiptSchema(paid).safeParse(answer).success).toBe(true);
  });

  it('shows each withdrawal state with its answer', () => {
    const view = (patch: Parameters<typeof withdrawalStatusView>[0]) =>
      withdrawalStatusView(patch).state;
    const paidRow = { status: 'paid' as const, autoConfirmed: false };
    expect(view({ status: 'pending', confirmation: null, autoConfirmed: false })).toBe('pending');
    expect(view({ ...paidRow, confirmation: null })).toBe('paid');
    expect(view({ ...paidRow, confirmation: 'received' })).toBe('received');
    expect(view({ ...paidRow, confirmation: 'received', autoConfirmed: true })).toBe(
      'auto_received',
    );
    expect(view({ ...paidRow, confirmation: 'partly_received' })).toBe('partly_received');
    expect(view({ status: 'rejected', confirmation: null, autoConfirmed: false })).toBe('rejected');
  });
});
