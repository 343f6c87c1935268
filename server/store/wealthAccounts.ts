/** The wealth account of an application (spec §3 Savings): one per application, replaced on each save. */
import crypto from 'node:crypto';
import type { WealthAccount } from '../../core/api/generated/contractTypes';
import type { Db } from './database';

/** The record as the contract defines it (core/api/generated, from operations.json). */
export type { WealthAccount };

export type WealthAmounts = Pick<WealthAccount, 'savingsCheckingAmount' | 'investmentsAmount'>;

interface WealthAccountRow {
  application_uuid: string;
  entity_uuid: string;
  savings_checking_amount: number;
  investments_amount: number;
}

export function findWealthAccount(db: Db, applicationUuid: string): WealthAccount | null {
  const row = db.prepare('SELECT * FROM wealth_accounts WHERE application_uuid = ?').get(applicationUuid) as
    WealthAccountRow | undefined;
  if (!row) return null;
  return {
    applicationUuid: row.application_uuid,
    entityUuid: row.entity_uuid,
    savingsCheckingAmount: row.savings_checking_amount,
    investmentsAmount: row.investments_amount,
  };
}

/** Creates the account or replaces its amounts; its entityUuid stays the same across saves. */
export function saveWealthAccount(
  db: Db,
  applicationUuid: string,
  amounts: WealthAmounts,
  now: Date,
): WealthAccount {
  const at = now.toISOString();
  db.prepare(
    `INSERT INTO wealth_accounts (application_uuid, entity_uuid, savings_checking_amount, investments_amount, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (application_uuid) DO UPDATE SET savings_checking_amount = excluded.savings_checking_amount,
       investments_amount = excluded.investments_amount, updated_at = excluded.updated_at`,
  ).run(
    applicationUuid,
    crypto.randomUUID(),
    amounts.savingsCheckingAmount,
    amounts.investmentsAmount,
    at,
    at,
  );
  return findWealthAccount(db, applicationUuid)!;
}
