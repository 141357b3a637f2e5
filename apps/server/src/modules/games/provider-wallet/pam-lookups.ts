import type { PamResponse, PamTransaction, PamTransactionType } from '@lobby/contracts';
import type { Db } from '../../../db/client.ts';
import type { PamCaller } from './pam-port.ts';
import type { ProviderDirectory } from './pam-provider-directory.ts';
import { answering, cashBalance, PamRefusal } from './pam-answers.ts';
import { minorToPamAmount, unitDecimals } from './pam-amounts.ts';
import {
  decimalsOf,
  findPlayerSession,
  resolveCall,
  type PamCall,
  type SessionSource,
} from './pam-call-context.ts';
import {
  gameAccount,
  providerWalletRepository as repository,
  type ProviderTransactionRow,
} from './provider-wallet.repository.ts';

function asPamTransaction(call: PamCall, row: ProviderTransactionRow): PamTransaction {
  const decimals = unitDecimals(row.unit, call.brand.currencyDecimals);
  return {
    currency: row.unit,
    provider: call.provider.code,
    transactionType: row.transactionType as PamTransactionType,
    cashAmount: minorToPamAmount(row.amount, decimals),
    bonusAmount: 0,
    promoAmount: 0,
    transactionDateTime: row.transactionTime.toISOString(),
    providerTransactionId: row.providerTransactionId,
    ...(row.providerBetRef ? { providerBetRef: row.providerBetRef } : {}),
    ...(row.providerGameId ? { providerGameId: row.providerGameId } : {}),
    ...(row.providerRoundId ? { providerRoundId: row.providerRoundId } : {}),
  };
}

/** The read-only PAM calls: balance, transaction lookup, game round. */
export function createPamLookups(deps: {
  db: Db;
  providers: ProviderDirectory;
  sessions: SessionSource;
}) {
  return {
    /** The cash on the session game's wallet; answered for expired sessions too. */
    getBalance(caller: PamCaller, playerId: string, token: string): Promise<PamResponse> {
      return answering(async () => {
        const call = await resolveCall(deps.providers, caller);
        const session = await findPlayerSession(deps.sessions, call, playerId, token);
        const account = gameAccount(session.memberId, session.game);
        const minor = await repository.balanceOf(deps.db, call.brand.id, account);
        return { status: 'OK', balance: cashBalance(minor, decimalsOf(call, session)) };
      });
    },

    /** The player's transactions by bet reference (preferred) or transaction id. */
    getTransactions(
      caller: PamCaller,
      playerId: string,
      token: string,
      lookup: { providerTransactionId?: string; providerBetRef?: string },
    ): Promise<PamResponse> {
      return answering(async () => {
        if (!lookup.providerBetRef && !lookup.providerTransactionId) {
          throw new PamRefusal('PAM_ERR_UNDEFINED', {
            message: 'providerTransactionId or providerBetRef is required',
          });
        }
        const call = await resolveCall(deps.providers, caller);
        const session = await findPlayerSession(deps.sessions, call, playerId, token);
        const rows = await repository.findByReference(
          deps.db,
          { merchantId: call.brand.id, providerId: call.provider.id, memberId: session.memberId },
          lookup.providerBetRef
            ? { providerBetRef: lookup.providerBetRef }
            : { providerTransactionId: lookup.providerTransactionId },
        );
        // rollback markers record a refusal, not a transaction
        const transactions = rows.filter((row) => row.status !== 'cancel_marker');
        if (transactions.length === 0) throw new PamRefusal('PAM_ERR_TRANS_NOT_FOUND');
        return {
          status: 'OK',
          transactions: transactions.map((row) => asPamTransaction(call, row)),
        };
      });
    },

    /** The player's round: game, start, and end once settled or cancelled. */
    getGameRound(
      caller: PamCaller,
      playerId: string,
      token: string,
      providerRoundId: string,
    ): Promise<PamResponse> {
      return answering(async () => {
        const call = await resolveCall(deps.providers, caller);
        const session = await findPlayerSession(deps.sessions, call, playerId, token);
        const round = await repository.findBet(
          deps.db,
          { merchantId: call.brand.id, providerId: call.provider.id, memberId: session.memberId },
          providerRoundId,
        );
        if (!round) throw new PamRefusal('PAM_ERR_ROUND_NOT_FOUND');
        return {
          status: 'OK',
          gameround: {
            providerGameId: round.gameCode,
            providerRoundId: round.providerRoundId,
            startTime: round.placedAt.toISOString(),
            ...(round.settledAt ? { endTime: round.settledAt.toISOString() } : {}),
          },
        };
      });
    },
  };
}
