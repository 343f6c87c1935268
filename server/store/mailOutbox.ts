/**
 * Messages the embedded provider sends (a password-reset link). With no mail service on this machine
 * they are kept here and shown on the local mailbox page (/dev/mailbox), as a real service would
 * deliver them.
 */
import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from './database';

export interface MailMessage {
  to: string;
  subject: string;
  body: string;
}

export interface StoredMail extends MailMessage {
  uuid: string;
  createdAt: string;
}

export async function sendMail(db: Db, message: MailMessage, now: Date): Promise<void> {
  await db
    .insertInto('mail_outbox')
    .values({
      uuid: crypto.randomUUID(),
      to_address: message.to,
      subject: message.subject,
      body_text: message.body,
      created_at: now.toISOString(),
    })
    .execute();
}

/** The newest messages first; only those to `to` (any case) when it is given. */
export async function latestMail(db: Db, limit: number, to?: string): Promise<StoredMail[]> {
  let query = db.selectFrom('mail_outbox').selectAll();
  if (to !== undefined) query = query.where(sql<string>`lower(to_address)`, '=', to.trim().toLowerCase());
  const rows = await query.orderBy('created_at', 'desc').orderBy('uuid').limit(limit).execute();
  return rows.map((row) => ({
    uuid: row.uuid,
    to: row.to_address,
    subject: row.subject,
    body: row.body_text,
    createdAt: row.created_at,
  }));
}

/** Messages older than `before` (the hourly retention job). */
export async function deleteMailBefore(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('mail_outbox').where('created_at', '<', before.toISOString()).execute();
}
