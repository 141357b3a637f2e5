/**
 * A real transport could not hand a message over. Callers map it to
 * AppError('service_unavailable'); the message never carries the body, so no code leaks into logs.
 */
export class MessageDeliveryError extends Error {
  constructor(transport: string, reason: string, options: { cause?: unknown } = {}) {
    super(`${transport} delivery failed: ${reason}`, options);
    this.name = 'MessageDeliveryError';
  }
}

/** Text for the outbox `error` column: short, and never the whole of a remote answer. */
export function describeFailure(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 500);
}
