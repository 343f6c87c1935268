/**
 * The bank link's tables (migration 009, docs/bank-link.md): the aggregator's link and public tokens
 * (kept as hashes only) and the linked banks, whose access token is encrypted at rest
 * (server/auth/personalDataCipher.ts) and leaves this module only for the balance fetch.
 */
import type { Selectable } from 'kysely';
import type { PersonalDataCipher } from '../auth/personalDataCipher';
import { hashSecret } from '../auth/secrets';
import type { Db } from './database';
import type { BankLinks } from './tables';

export type BankLinkTokenKind = 'LINK' | 'PUBLIC';

export interface BankLinkTokenRecord {
  kind: BankLinkTokenKind;
  applicationUuid: string;
  institutionId: string | null;
  profile: string | null;
  expiresAt: string;
}

export async function insertBankLinkToken(
  db: Db,
  token: string,
  record: BankLinkTokenRecord,
  now: Date,
): Promise<void> {
  await db
    .insertInto('bank_link_tokens')
    .values({
      token_hash: hashSecret(token),
      kind: record.kind,
      application_uuid: record.applicationUuid,
      institution_id: record.institutionId,
      profile: record.profile,
      created_at: now.toISOString(),
      expires_at: record.expiresAt,
    })
    .execute();
}

/** A token of `kind` that is known, not expired and not used; null otherwise. */
export async function findLiveBankLinkToken(
  db: Db,
  token: string,
  kind: BankLinkTokenKind,
  now: Date,
): Promise<BankLinkTokenRecord | null> {
  const row = await db
    .selectFrom('bank_link_tokens')
    .select(['kind', 'application_uuid', 'institution_id', 'profile', 'expires_at'])
    .where('token_hash', '=', hashSecret(token))
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row
    ? {
        // The query asked for this kind.
        kind: row.kind as BankLinkTokenKind,
        applicationUuid: row.application_uuid,
        institutionId: row.institution_id,
        profile: row.profile,
        expiresAt: row.expires_at,
      }
    : null;
}

/** Uses a live token once: true for the one caller that used it, false when it was used or expired. */
export async function spendBankLinkToken(db: Db, token: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('bank_link_tokens')
    .set({ used_at: now.toISOString() })
    .where('token_hash', '=', hashSecret(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
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

type BankLinkRow = Omit<Selectable<BankLinks>, 'access_token_encrypted' | 'seq'>;

const linkColumns = [
  'item_id',
  'application_uuid',
  'institution_name',
  'status',
  'account_count',
  'balances_total_cents',
  'linked_at',
  'ready_at',
] as const;

const toBankLink = (row: BankLinkRow): BankLinkRecord => ({
  itemId: row.item_id,
  applicationUuid: row.application_uuid,
  institutionName: row.institution_name,
  // Written only as PENDING, READY or FAILED (insertBankLink, settleBankLink).
  status: row.status as BankLinkStatus,
  accountCount: row.account_count,
  balancesTotalCents: row.balances_total_cents,
  linkedAt: row.linked_at,
  readyAt: row.ready_at,
});

const accessTokenContext = (applicationUuid: string, itemId: string) =>
  `${applicationUuid}:bank-access-token:${itemId}`;

export async function insertBankLink(
  db: Db,
  cipher: PersonalDataCipher,
  link: Omit<BankLinkRecord, 'status' | 'balancesTotalCents'>,
  accessToken: string,
): Promise<void> {
  const sealed = cipher.encrypt(accessToken, accessTokenContext(link.applicationUuid, link.itemId));
  await db
    .insertInto('bank_links')
    .values({
      item_id: link.itemId,
      application_uuid: link.applicationUuid,
      institution_name: link.institutionName,
      access_token_encrypted: sealed,
      status: 'PENDING',
      account_count: link.accountCount,
      linked_at: link.linkedAt,
      ready_at: link.readyAt,
    })
    .execute();
}

/**
 * The application's latest bank link, or null when it never linked one: the one inserted last (`seq`,
 * assigned under the application's lock, so in the order links were made whatever the instances' clocks).
 */
export async function latestBankLink(db: Db, applicationUuid: string): Promise<BankLinkRecord | null> {
  const row = await db
    .selectFrom('bank_links')
    .select(linkColumns)
    .where('application_uuid', '=', applicationUuid)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? toBankLink(row) : null;
}

/**
 * A link by its item id, its row locked until the transaction `db` ends: whoever settles a link's
 * balances holds this, so two instances settling at once fetch and store them once.
 */
export async function lockBankLink(db: Db, itemId: string): Promise<BankLinkRecord | null> {
  const row = await db
    .selectFrom('bank_links')
    .select(linkColumns)
    .where('item_id', '=', itemId)
    .forUpdate()
    .executeTakeFirst();
  return row ? toBankLink(row) : null;
}

/** The decrypted access token of a link, for the balance fetch only: never put it in a response or a log. */
export async function readAccessToken(
  db: Db,
  cipher: PersonalDataCipher,
  link: BankLinkRecord,
): Promise<string | null> {
  const row = await db
    .selectFrom('bank_links')
    .select('access_token_encrypted')
    .where('item_id', '=', link.itemId)
    .executeTakeFirst();
  return row
    ? cipher.decrypt(row.access_token_encrypted, accessTokenContext(link.applicationUuid, link.itemId))
    : null;
}

/** Settles a PENDING link: READY with its balances total, or FAILED (null). */
export async function settleBankLink(
  db: Db,
  itemId: string,
  balancesTotalCents: number | null,
  now: Date,
): Promise<void> {
  await db
    .updateTable('bank_links')
    .set({
      status: balancesTotalCents === null ? 'FAILED' : 'READY',
      balances_total_cents: balancesTotalCents,
      ready_at: now.toISOString(),
    })
    .where('item_id', '=', itemId)
    .where('status', '=', 'PENDING')
    .execute();
}
