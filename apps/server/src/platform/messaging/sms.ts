/** A text message Lobby sends to one E.164 number. */
export interface SmsMessage {
  merchantId: number;
  to: string;
  text: string;
  /** What the message is for (login-code, register-code, …); recorded in the outbox. */
  purpose: string;
}

/** Sends SMS; the outbox stores them, the HTTP gateway delivers them. Throws MessageDeliveryError on failure. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}
