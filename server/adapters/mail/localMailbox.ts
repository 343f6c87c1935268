/** Development's local mailbox (DEV_MAILBOX): messages are kept in mail_outbox and shown at /dev/mailbox. */
import type { Db } from '../../store/database';
import { sendMail } from '../../store/mailOutbox';
import type { MailService } from './mailService';

export function localMailboxService(db: Db, now: () => Date): MailService {
  return { name: 'local mailbox', send: (message) => sendMail(db, message, now()) };
}
