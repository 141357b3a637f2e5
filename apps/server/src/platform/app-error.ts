import { errorCatalogue, type ErrorCode, type FieldError } from '@lobby/contracts';

/** The one error type services throw; the error handler turns it into the failure envelope. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields: FieldError[] | undefined;
  /** Hints for the client, sent as the envelope's `details` (e.g. `{ captchaRequired: true }`). */
  readonly details: Record<string, unknown> | undefined;

  constructor(
    code: ErrorCode,
    options: { fields?: FieldError[]; details?: Record<string, unknown>; cause?: unknown } = {},
  ) {
    super(errorCatalogue[code].message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = errorCatalogue[code].status;
    this.fields = options.fields;
    this.details = options.details;
  }
}
