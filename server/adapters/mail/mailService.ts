/**
 * How the embedded provider's messages (password-reset links) leave the server: by SMTP to a real
 * mail service (SMTP_URL), and in development into the local mailbox (DEV_MAILBOX, /dev/mailbox).
 * Neither configured, nothing is sent and the log says so. A message body holds a one-time link:
 * nothing here logs it.
 */
import type { MailMessage } from '../../store/mailOutbox';

export interface MailService {
  /** For the log: "SMTP" or "local mailbox". */
  name: string;
  send: (message: MailMessage) => Promise<void>;
}

/** Every configured service gets the message; one failing does not stop the others. */
export function allOf(services: MailService[]): MailService | null {
  if (services.length === 0) return null;
  return {
    name: services.map((service) => service.name).join(' and '),
    async send(message) {
      const results = await Promise.allSettled(services.map((service) => service.send(message)));
      const failed = results.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
    },
  };
}
