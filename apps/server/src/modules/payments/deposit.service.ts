import { createHash, randomBytes } from 'node:crypto';
import {
  apiPaths,
  formatMinorUnits,
  parseAmount,
  resolveWalletPolicy,
  type CreateDepositRequest,
  type Deposit,
  type DepositList,
  type DepositListQuery,
} from '@lobby/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/app-error.ts';
import { parseMoneyInput } from '../../platform/money-input.ts';
import type { Merchant } from '../../platform/merchant-context.ts';
import type { PaymentGateways } from '../../platform/payments/payment-gateway.ts';
import { findOwnedFile } from '../../platform/uploads.service.ts';
import type { WalletService } from '../wallet/index.ts';
import type { ResponsibleGambling } from '../protection/index.ts';
import type { ChannelRow, DepositDetail, DepositRepository } from './deposit.repository.ts';
import { toDeposit, toDepositChannel } from './deposit-view.ts';

export interface DepositServiceDeps {
  wallet: Pick<WalletService, 'transact' | 'lockMember'>;
  responsibleGambling: Pick<ResponsibleGambling, 'assertDepositAllowed'>;
  gateways: PaymentGateways;
  deposits: DepositRepository;
  db: Db;
  /** The server's public address: gateways post their callbacks there (never to a Host header). */
  publicUrl: string;
  log: FastifyBaseLogger;
}

/** Who is asking, and the site they are on (where the gateway sends them back). */
export interface DepositCaller {
  merchant: Merchant;
  memberId: number;
  /** `https://brand.example`: the origin of the member's request. */
  origin: string;
}

/** Our order number: 96 random bits, so nobody can guess another member's deposit. */
function newOrderNo(): string {
  return `D${randomBytes(12).toString('hex').toUpperCase()}`;
}

/**
 * What makes two requests with the same key "the same": channel, amount (as minor units when
 * it parses, so "100" and "100.00" agree), reference and proof.
 */
function requestHashOf(body: CreateDepositRequest, decimals: number): string {
  const parsed = parseAmount(body.amount, decimals);
  const amount = parsed.ok ? parsed.minor.toString() : body.amount;
  return createHash('sha256')
    .update(
      JSON.stringify([
        'deposit',
        body.channelCode,
        amount,
        body.reference ?? null,
        body.proofFileId ?? null,
      ]),
    )
    .digest('hex');
}

/** Channels, deposit creation, and the member's own deposits (page depositv2). */
export function createDepositService(deps: DepositServiceDeps) {
  const { db, deposits, gateways } = deps;

  /** A gateway channel whose adapter is not running (e.g. the sandbox in production) is hidden. */
  const isUsable = (channel: ChannelRow) =>
    channel.kind === 'bank_transfer' || gateways.get(channel.gateway ?? '') !== undefined;

  /** The member's browser comes back to the deposit page showing this deposit. */
  const returnUrlOf = (origin: string, depositId: number) =>
    `${origin}/member?page=depositv2&deposit=${depositId}`;

  /** The pay page of a pending gateway deposit (gateways answer the same order idempotently). */
  async function payUrlOf(caller: DepositCaller, detail: DepositDetail): Promise<string | null> {
    const { deposit, channel } = detail;
    if (channel.kind !== 'gateway' || deposit.status !== 'pending') return null;
    const gateway = gateways.get(channel.gateway ?? '');
    if (!gateway) return null;
    const { payUrl } = await gateway.createPayment({
      orderNo: deposit.orderNo,
      amount: deposit.amount,
      currency: caller.merchant.currencyCode,
      returnUrl: returnUrlOf(caller.origin, deposit.id),
      notifyUrl: new URL(`${apiPaths.gatewayCallback}/${gateway.name}`, deps.publicUrl).toString(),
      expiresAt: deposit.expiresAt,
    });
    return payUrl;
  }

  /** The answer to a create call: a gateway deposit carries its pay URL. */
  async function created(caller: DepositCaller, detail: DepositDetail): Promise<Deposit> {
    let payUrl: string | null;
    try {
      payUrl = await payUrlOf(caller, detail);
    } catch (error) {
      // the deposit stays pending (and expires); the same key tries the gateway again
      deps.log.error({ err: error, orderNo: detail.deposit.orderNo }, 'gateway refused payment');
      throw new AppError('service_unavailable', { cause: error });
    }
    return toDeposit(detail, caller.merchant.currencyDecimals, payUrl);
  }

  function checkLimits(channel: ChannelRow, amount: bigint, decimals: number): void {
    if (amount < channel.minAmount) {
      throw new AppError('amount_below_minimum', {
        details: { min: formatMinorUnits(channel.minAmount, decimals) },
      });
    }
    if (amount > channel.maxAmount) {
      throw new AppError('amount_above_maximum', {
        details: { max: formatMinorUnits(channel.maxAmount, decimals) },
      });
    }
  }

  return {
    async channels(merchant: Merchant) {
      const rows = await deposits.activeChannels(db, merchant.id);
      return {
        channels: rows
          .filter(isUsable)
          .map((row) => toDepositChannel(row, merchant.currencyDecimals)),
        currencySymbol: merchant.currencySymbol,
      };
    },

    /**
     * Creates a deposit. The same key with the same content answers the same deposit; with
     * other content it is idempotency_conflict. Gateway deposits come back with the pay URL;
     * bank transfers wait for an operator.
     */
    async create(
      caller: DepositCaller,
      requestKey: string,
      body: CreateDepositRequest,
    ): Promise<Deposit> {
      const { merchant, memberId } = caller;
      const decimals = merchant.currencyDecimals;
      const hash = requestHashOf(body, decimals);
      const replay = (detail: DepositDetail) => {
        if (detail.deposit.requestHash !== hash) throw new AppError('idempotency_conflict');
        return created(caller, detail);
      };
      const earlier = await deposits.byRequestKey(db, merchant.id, memberId, requestKey);
      if (earlier) return replay(earlier);

      const channel = await deposits.activeChannel(db, merchant.id, body.channelCode);
      if (!channel || !isUsable(channel)) throw new AppError('channel_not_found');
      const amount = parseMoneyInput(body.amount, decimals);
      checkLimits(channel, amount, decimals);
      const isBank = channel.kind === 'bank_transfer';
      if (isBank && !body.reference) throw new AppError('reference_required');
      if (isBank && body.proofFileId === undefined) throw new AppError('proof_required');

      const policy = resolveWalletPolicy(merchant.walletPolicy);
      const minutes = isBank ? policy.bankTransferExpiryMinutes : policy.depositExpiryMinutes;
      const outcome = await deps.wallet.transact(async ({ tx }) => {
        // one member's deposit requests queue here: limits see every earlier deposit
        await deps.wallet.lockMember(tx, memberId);
        const raced = await deposits.byRequestKey(tx, merchant.id, memberId, requestKey);
        if (raced) return { earlier: raced, row: undefined };
        if (isBank) {
          await findOwnedFile(tx, {
            merchantId: merchant.id,
            memberId,
            fileId: body.proofFileId!,
            purpose: 'deposit_proof',
          });
        }
        await deps.responsibleGambling.assertDepositAllowed(tx, {
          merchantId: merchant.id,
          timeZone: merchant.timeZone,
          memberId,
          amount,
        });
        const row = await deposits.insertOnce(tx, {
          merchantId: merchant.id,
          memberId,
          channelId: channel.id,
          amount,
          requestKey,
          requestHash: hash,
          orderNo: newOrderNo(),
          reference: isBank ? body.reference! : null,
          proofFileId: isBank ? body.proofFileId! : null,
          expiresAt: new Date(Date.now() + minutes * 60_000),
        });
        if (!row) throw new Error('deposit request key taken under the member lock');
        return { earlier: undefined, row };
      });
      if (outcome.earlier) return replay(outcome.earlier);
      const detail: DepositDetail = {
        deposit: outcome.row,
        channel: { code: channel.code, kind: channel.kind, gateway: channel.gateway },
      };
      return created(caller, detail);
    },

    /** One of the member's own deposits; anyone else's is deposit_not_found. */
    async own(caller: DepositCaller, id: number): Promise<Deposit> {
      const detail = await deposits.byId(db, caller.merchant.id, id, caller.memberId);
      if (!detail) throw new AppError('deposit_not_found');
      // a gateway that cannot answer now only costs the link, not the page
      const payUrl = await payUrlOf(caller, detail).catch(() => null);
      return toDeposit(detail, caller.merchant.currencyDecimals, payUrl);
    },

    /** The member's deposits, newest first. */
    async list(caller: DepositCaller, query: DepositListQuery): Promise<DepositList> {
      const page = await deposits.memberPage(db, caller.merchant.id, caller.memberId, query);
      return {
        content: page.rows.map((row) => toDeposit(row, caller.merchant.currencyDecimals, null)),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        totalPages: Math.ceil(page.total / query.pageSize),
        totalElements: page.total,
      };
    },
  };
}
export type DepositService = ReturnType<typeof createDepositService>;
