/**
 * Legal consent statuses of an application (spec §3 Legal consent status), kept as history: each
 * change is a row, the latest row per title is the current status. The consents themselves (title,
 * text, version) are data: schemas/legal/consents.json.
 */
import crypto from 'node:crypto';
import legal from '../../schemas/legal/consents.json';
import type { Db } from './database';

export type ConsentStatus = 'AGREED' | 'DISPLAYED' | 'NONE' | 'REVOKED' | 'VIEWED';

export interface ConsentDefinition {
  titleName: string;
  formField: string;
  /** The step path that asks for it (agree, offer-review). */
  step: string;
  title: string;
  text: string;
  version: string;
  required: boolean;
  /** The documents it agrees to (schemas/legal/documents), filed when it is given. */
  documents?: string[];
}

export interface ConsentRecord {
  titleName: string;
  status: ConsentStatus;
  version: string;
  updatedAt: string;
  /** SHA-256 of the words the status was recorded for (null on rows older than the hash). */
  textHash: string | null;
}

export const consentDefinitions: readonly ConsentDefinition[] = legal.consents;

export function consentDefinition(titleName: string): ConsentDefinition | undefined {
  return consentDefinitions.find((consent) => consent.titleName === titleName);
}

/** Every consent a step shows, required or not. */
export const stepConsents = (step: string): ConsentDefinition[] =>
  consentDefinitions.filter((consent) => consent.step === step);

/** The consents a step must have agreed to before it moves on. */
export const requiredConsents = (step: string): ConsentDefinition[] =>
  consentDefinitions.filter((consent) => consent.required && consent.step === step);

/** The latest record of one consent (rows are history; the highest id is the newest). */
export async function latestConsent(
  db: Db,
  applicationUuid: string,
  titleName: string,
): Promise<ConsentRecord | null> {
  const row = await db
    .selectFrom('legal_consents')
    .select(['title_name', 'status', 'version', 'created_at', 'text_hash'])
    .where('application_uuid', '=', applicationUuid)
    .where('title_name', '=', titleName)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row
    ? {
        titleName: row.title_name,
        // Only this module writes the column, always a ConsentStatus.
        status: row.status as ConsentStatus,
        version: row.version,
        updatedAt: row.created_at,
        textHash: row.text_hash,
      }
    : null;
}

export async function recordConsent(
  db: Db,
  applicationUuid: string,
  consent: Pick<ConsentDefinition, 'titleName' | 'version' | 'text'>,
  status: Exclude<ConsentStatus, 'NONE'>,
  now: Date,
): Promise<void> {
  // The exact words agreed to, beside their version: a SHA-256 of the text.
  const textHash = crypto.createHash('sha256').update(consent.text).digest('hex');
  await db
    .insertInto('legal_consents')
    .values({
      application_uuid: applicationUuid,
      title_name: consent.titleName,
      status,
      version: consent.version,
      text_hash: textHash,
      created_at: now.toISOString(),
    })
    .execute();
}

/**
 * Records that the page showed a consent (DISPLAYED), unless its latest record already says so, or
 * says it was agreed to, for this version: a page read again adds no rows.
 */
export async function recordDisplayedOnce(
  db: Db,
  applicationUuid: string,
  consent: Pick<ConsentDefinition, 'titleName' | 'version' | 'text'>,
  now: Date,
): Promise<void> {
  const latest = await latestConsent(db, applicationUuid, consent.titleName);
  const current = latest?.version === consent.version;
  if (current && (latest.status === 'DISPLAYED' || latest.status === 'AGREED')) return;
  await recordConsent(db, applicationUuid, consent, 'DISPLAYED', now);
}

/** Spec §4 flow state hasAgreedToRequiredConsents. */
export async function markRequiredConsentsAgreed(db: Db, applicationUuid: string): Promise<void> {
  await db
    .updateTable('flow_states')
    .set({ has_agreed_to_required_consents: 1 })
    .where('application_uuid', '=', applicationUuid)
    .execute();
}
