/**
 * Cash lines opened in the app (server/handlers/cashLine.ts): one per declined application that was
 * offered one, with the terms as agreed (the version and SHA-256 of their words, as consents keep).
 */
import type { Db } from './database';

export interface CashLineRecord {
  applicationUuid: string;
  lineLimitAmount: number;
  subscriptionAmount: number;
  issuingBankName: string;
  termsVersion: string;
  /** The words as the applicant read them, figures filled in. */
  termsText: string;
  termsTextHash: string;
  openedAt: string;
}

const toRecord = (row: {
  application_uuid: string;
  line_limit_amount: number;
  subscription_amount: number;
  issuing_bank_name: string;
  terms_version: string;
  terms_text: string;
  terms_text_hash: string;
  opened_at: string;
}): CashLineRecord => ({
  applicationUuid: row.application_uuid,
  lineLimitAmount: row.line_limit_amount,
  subscriptionAmount: row.subscription_amount,
  issuingBankName: row.issuing_bank_name,
  termsVersion: row.terms_version,
  termsText: row.terms_text,
  termsTextHash: row.terms_text_hash,
  openedAt: row.opened_at,
});

export async function findCashLine(db: Db, applicationUuid: string): Promise<CashLineRecord | null> {
  const row = await db
    .selectFrom('cash_lines')
    .selectAll()
    .where('application_uuid', '=', applicationUuid)
    .executeTakeFirst();
  return row ? toRecord(row) : null;
}

/** Opens the line; an application's line opens once (a second call finds the first). */
export async function openCashLine(db: Db, line: CashLineRecord): Promise<CashLineRecord> {
  await db
    .insertInto('cash_lines')
    .values({
      application_uuid: line.applicationUuid,
      line_limit_amount: line.lineLimitAmount,
      subscription_amount: line.subscriptionAmount,
      issuing_bank_name: line.issuingBankName,
      terms_version: line.termsVersion,
      terms_text: line.termsText,
      terms_text_hash: line.termsTextHash,
      opened_at: line.openedAt,
    })
    .onConflict((conflict) => conflict.column('application_uuid').doNothing())
    .execute();
  const opened = await findCashLine(db, line.applicationUuid);
  if (!opened) throw new Error('The cash line just written could not be read back');
  return opened;
}
