import { eq } from 'drizzle-orm';
import { parseAmount, type LocalizedText } from '@lobby/contracts';
import { merchants, paymentChannels, type ReceivingBank } from '../db/schema/index.ts';
import type { SeedTx } from './seed-tx.ts';

interface DemoChannel {
  code: string;
  kind: 'gateway' | 'bank_transfer';
  gateway: string | null;
  displayName: LocalizedText;
  /** In the brand's currency, as members type amounts. */
  min: string;
  max: string;
  receivingBank: ReceivingBank | null;
}

/** The demo brand's deposit channels: the embedded sandbox gateway and a manual bank transfer. */
export const demoPaymentChannels: readonly DemoChannel[] = [
  {
    code: 'SANDBOX',
    kind: 'gateway',
    gateway: 'sandbox',
    displayName: {
      en: 'Online payment (sandbox)',
      th: 'ชำระเงินออนไลน์ (ระบบทดสอบ)',
      tl: 'Online na pagbabayad (sandbox)',
    },
    min: '100.00',
    max: '50000.00',
    receivingBank: null,
  },
  {
    code: 'BANK',
    kind: 'bank_transfer',
    gateway: null,
    displayName: {
      en: 'Bank transfer',
      th: 'โอนเงินผ่านธนาคาร',
      tl: 'Paglipat sa bangko',
    },
    min: '300.00',
    max: '200000.00',
    receivingBank: {
      bankName: 'Kasikornbank',
      accountName: 'Lucky Lotus Co., Ltd.',
      accountNumber: '123-4-56789-0',
    },
  },
];

function minorUnits(text: string, decimals: number): bigint {
  const parsed = parseAmount(text, decimals);
  if (!parsed.ok) throw new Error(`demo channel amount ${text}: ${parsed.problem}`);
  return parsed.minor;
}

/** Adds the demo deposit channels to the brand (amounts converted with its currency decimals). */
export async function seedDemoPaymentChannels(
  tx: SeedTx,
  merchantId: number,
  counts: Record<string, number>,
): Promise<void> {
  const [merchant] = await tx
    .select({ decimals: merchants.currencyDecimals })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  if (!merchant) throw new Error(`merchant ${merchantId} not found`);
  const rows = await tx
    .insert(paymentChannels)
    .values(
      demoPaymentChannels.map((channel, index) => ({
        merchantId,
        code: channel.code,
        kind: channel.kind,
        gateway: channel.gateway,
        displayName: channel.displayName,
        minAmount: minorUnits(channel.min, merchant.decimals),
        maxAmount: minorUnits(channel.max, merchant.decimals),
        receivingBank: channel.receivingBank,
        sort: index,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: paymentChannels.id });
  counts.payment_channels = (counts.payment_channels ?? 0) + rows.length;
}
