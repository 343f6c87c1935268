/** The wealth account of an application (spec §3 Savings): one per application, replaced on each save. */
import crypto from 'node:crypto';
import type { Selectable } from 'kysely';
import type { WealthAccount } from '../../core/api/generated/contractTypes';
import type { Db } from './database';
import type { WealthAccounts } from './tables';

/** The record as the contract defines it (core/api/generated, from operations.json). */
export type { WealthAccount };

export type WealthAmounts = Pick<WealthAccount, 'savingsCheckingAmount' | 'investmentsAmount'>;

const accountColumns = [
  'application_uuid',
  'entity_uuid',
  'savings_checking_amount',
  'investments_amount',
] as const;
type WealthAccountRow = Pick<Selectable<WealthAccounts>, (typeof accountColumns)[number]>;

function toAccount(row: WealthAccountRow): WealthAccount {
  return {
    applicationUuid: row.application_uuid,
    entityUuid: row.entity_uuid,
    savingsCheckingAmount: row.savings_checking_amount,
    investmentsAmount: row.investments_amount,
  };
}

export async function findWealthAccount(db: Db, applicationUuid: string): Promise<WealthAccount | null> {
  const row = await db
    .selectFrom('wealth_accounts')
    .select(accountColumns)
    .where('application_uuid', '=', applicationUuid)
    .executeTakeFirst();
  return row ? toAccount(row) : null;
}

/** Creates the account or replaces its amounts; its entityUuid stays the same across saves. */
export async function saveWealthAccount(
  db: Db,
  applicationUuid: string,
  amounts: WealthAmounts,
  now: Date,
): Promise<WealthAccount> {
  const at = now.toISOString();
  const row = await db
    .insertInto('wealth_accounts')
    .values({
      application_uuid: applicationUuid,
      entity_uuid: crypto.randomUUID(),
      savings_checking_amount: amounts.savingsCheckingAmount,
      investments_amount: amounts.investmentsAmount,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) =>
      oc.column('application_uuid').doUpdateSet((eb) => ({
        savings_checking_amount: eb.ref('excluded.savings_checking_amount'),
        investments_amount: eb.ref('excluded.investments_amount'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .returning(accountColumns)
    .executeTakeFirstOrThrow();
  return toAccount(row);
}
