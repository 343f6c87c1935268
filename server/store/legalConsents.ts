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
 * Whether a record of the page showing a consent (DISPLAYED) or of its document being opened (VIEWED)
 * adds anything to the latest record for this version. Each says more than the one before it
 * (DISPLAYED, then VIEWED); an agreed consent stays agreed and a withdrawn one withdrawn until it is
 * agreed again, so neither is ever written over a later step. A page read again adds no rows. Pure.
 */
function isNews(latest: ConsentRecord | null, version: string, status: 'DISPLAYED' | 'VIEWED'): boolean {
  if (latest?.version !== version) return true;
  const standing: readonly ConsentStatus[] =
    status === 'DISPLAYED' ? ['DISPLAYED', 'VIEWED', 'AGREED', 'REVOKED'] : ['VIEWED', 'AGREED', 'REVOKED'];
  return !standing.includes(latest.status);
}

async function recordIfNews(
  db: Db,
  applicationUuid: string,
  consent: Pick<ConsentDefinition, 'titleName' | 'version' | 'text'>,
  status: 'DISPLAYED' | 'VIEWED',
  now: Date,
): Promise<void> {
  const latest = await latestConsent(db, applicationUuid, consent.titleName);
  if (isNews(latest, consent.version, status)) await recordConsent(db, applicationUuid, consent, status, now);
}

/** Records that the page showed a consent (DISPLAYED), when that is news. */
export const recordDisplayedOnce = (
  db: Db,
  applicationUuid: string,
  consent: Pick<ConsentDefinition, 'titleName' | 'version' | 'text'>,
  now: Date,
): Promise<void> => recordIfNews(db, applicationUuid, consent, 'DISPLAYED', now);

/** Records that the applicant opened a document the consent links (VIEWED), when that is news. */
export const recordViewed = (
  db: Db,
  applicationUuid: string,
  consent: Pick<ConsentDefinition, 'titleName' | 'version' | 'text'>,
  now: Date,
): Promise<void> => recordIfNews(db, applicationUuid, consent, 'VIEWED', now);

/** Spec §4 flow state hasAgreedToRequiredConsents. */
export async function markRequiredConsentsAgreed(db: Db, applicationUuid: string): Promise<void> {
  await db
    .updateTable('flow_states')
    .set({ has_agreed_to_required_consents: 1 })
    .where('application_uuid', '=', applicationUuid)
    .execute();
}
