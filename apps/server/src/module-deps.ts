import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { EventBus } from './platform/event-bus.ts';
import type { FileStorage } from './platform/file-storage.ts';
import type { PayloadCrypto } from './platform/payload-encryption.ts';
import type { PaymentGateways } from './platform/payments/payment-gateway.ts';
import type { Scheduler } from './platform/scheduler.ts';
import type { RequireMember } from './modules/identity/auth-guard.ts';
import type { AssertPaymentPassword } from './modules/identity/payment-password-check.ts';
import type { StaffAuth } from './modules/backoffice/staff-auth.ts';
import type { ResponsibleGambling } from './modules/payments/responsible-gambling.service.ts';
import type { WalletService } from './modules/wallet/wallet.service.ts';
import type { PamPort } from './modules/games/provider-wallet/pam-port.ts';

/** The shared services every money module's route plugin receives (built once in app.ts). */
export interface ModuleDeps {
  db: Db;
  config: Config;
  events: EventBus;
  wallet: WalletService;
  requireMember: RequireMember;
  /** Throws payment_password_not_set / wrong_payment_password / too_many_requests. */
  assertPaymentPassword: AssertPaymentPassword;
  payloadCrypto: PayloadCrypto;
  hmacKey: Buffer;
  storage: FileStorage;
  scheduler: Scheduler;
  staff: StaffAuth;
  responsibleGambling: ResponsibleGambling;
  gateways: PaymentGateways;
  /** The provider wallet in process: the in-house games' way to move money (PAM API). */
  pam: PamPort;
}
