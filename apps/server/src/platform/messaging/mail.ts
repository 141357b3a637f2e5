/** A mail Lobby sends: one recipient, plain text with an optional HTML twin. */
export interface MailMessage {
  merchantId: number;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the mail is for (register-code, password-reset, …); recorded in the outbox. */
  purpose: string;
}

/** Sends mail; the outbox stores it, SMTP delivers it. Throws MessageDeliveryError on failure. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
