/**
 * The bank link's tables (migration 009, docs/bank-link.md): the aggregator's link and public tokens
 * (kept as hashes only) and the linked banks, whose access token is encrypted at rest
 * (server/auth/personalDataCipher.ts) and leaves this module only for the balance fetch.
 */
import { personalDataCipher } from '../auth/personalDataCipher';
import { hashSecret } from '../auth/secrets';
import type { Db } from './database';

export type BankLinkTokenKind = 'LINK' | 'PUBLIC';

export interface BankLinkTokenRecord {
  kind: BankLinkTokenKind;
  applicationUuid: string;
  institutionId: string | null;
  profile: string | null;
  expiresAt: string;
}

export function insertBankLinkToken(db: Db, token: string, record: BankLinkTokenRecord, now: Date): void {
  db.prepare(
    `INSERT INTO bank_link_tokens (token_hash, kind, application_uuid, institution_id, profile, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    hashSecret(token),
    record.kind,
    record.applicationUuid,
    record.institutionId,
    record.profile,
    now.toISOString(),
    record.expiresAt,
  );
}

/** A token of `kind` that is known, not expired and not used; null otherwise. */
export function findLiveBankLinkToken(
  db: Db,
  token: string,
  kind: BankLinkTokenKind,
  now: Date,
): BankLinkTokenRecord | null {
  const row = db
    .prepare(
      `SELECT kind, application_uuid, institution_id, profile, expires_at FROM bank_link_tokens
       WHERE token_hash = ? AND kind = ? AND used_at IS NULL AND expires_at > ?`,
    )
    .get(hashSecret(token), kind, now.toISOString()) as
    | {
        kind: BankLinkTokenKind;
        application_uuid: string;
        institution_id: string | null;
        profile: string | null;
        expires_at: string;
      }
    | undefined;
  return row
    ? {
        kind: row.kind,
        applicationUuid: row.application_uuid,
        institutionId: row.institution_id,
        profile: row.profile,
        expiresAt: row.expires_at,
      }
    : null;
}

/** Uses a live token once: true for the one caller that used it, false when it was used or expired. */
export function spendBankLinkToken(db: Db, token: string, now: Date): boolean {
  const result = db
    .prepare(
      'UPDATE bank_link_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?',
    )
    .run(now.toISOString(), hashSecret(token), now.toISOString());
  return result.changes === 1;
}

export type BankLinkStatus = 'PENDING' | 'READY' | 'FAILED';

export interface BankLinkRecord {
  itemId: string;
  applicationUuid: string;
  institutionName: string;
  status: BankLinkStatus;
  accountCount: number;
  balancesTotalCents: number | null;
  linkedAt: string;
  /** When the balances are due (PENDING), or when they arrived or failed. */
  readyAt: string;
}

interface BankLinkRow {
  item_id: string;
  application_uuid: string;
  institution_name: string;
  status: BankLinkStatus;
  account_count: number;
  balances_total_cents: number | null;
  linked_at: string;
  ready_at: string;
}

const accessTokenContext = (applicationUuid: string, itemId: string) =>
  `${applicationUuid}:bank-access-token:${itemId}`;

export function insertBankLink(
  db: Db,
  link: Omit<BankLinkRecord, 'status' | 'balancesTotalCents'>,
  accessToken: string,
): void {
  const sealed = personalDataCipher(db).encrypt(
    accessToken,
    accessTokenContext(link.applicationUuid, link.itemId),
  );
  db.prepare(
    `INSERT INTO bank_links (item_id, application_uuid, institution_name, access_token_encrypted, status, account_count, linked_at, ready_at)
     VALUES (?, ?, ?, ?, 'PENDING', ?, ?, ?)`,
  ).run(
    link.itemId,
    link.applicationUuid,
    link.institutionName,
    sealed,
    link.accountCount,
    link.linkedAt,
    link.readyAt,
  );
}

/** The application's latest bank link, or null when it never linked one. */
export function latestBankLink(db: Db, applicationUuid: string): BankLinkRecord | null {
  const row = db
    .prepare(
      `SELECT item_id, application_uuid, institution_name, status, account_count, balances_total_cents, linked_at, ready_at
       FROM bank_links WHERE application_uuid = ? ORDER BY linked_at DESC, rowid DESC LIMIT 1`,
    )
    .get(applicationUuid) as BankLinkRow | undefined;
  return row
    ? {
        itemId: row.item_id,
        applicationUuid: row.application_uuid,
        institutionName: row.institution_name,
        status: row.status,
        accountCount: row.account_count,
        balancesTotalCents: row.balances_total_cents,
        linkedAt: row.linked_at,
        readyAt: row.ready_at,
      }
    : null;
}

/** The decrypted access token of a link, for the balance fetch only: never put it in a response or a log. */
export function readAccessToken(db: Db, link: BankLinkRecord): string | null {
  const row = db
    .prepare('SELECT access_token_encrypted FROM bank_links WHERE item_id = ?')
    .get(link.itemId) as { access_token_encrypted: string } | undefined;
  return row
    ? personalDataCipher(db).decrypt(
        row.access_token_encrypted,
        accessTokenContext(link.applicationUuid, link.itemId),
      )
    : null;
}

/** Settles a PENDING link: READY with its balances total, or FAILED (null). */
export function settleBankLink(db: Db, itemId: string, balancesTotalCents: number | null, now: Date): void {
  db.prepare(
    `UPDATE bank_links SET status = ?, balances_total_cents = ?, ready_at = ? WHERE item_id = ? AND status = 'PENDING'`,
  ).run(balancesTotalCents === null ? 'FAILED' : 'READY', balancesTotalCents, now.toISOString(), itemId);
}
