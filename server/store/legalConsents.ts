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
}

export interface ConsentRecord {
  titleName: string;
  status: ConsentStatus;
  version: string;
  updatedAt: string;
}

export const consentDefinitions: readonly ConsentDefinition[] = legal.consents;

export function consentDefinition(titleName: string): ConsentDefinition | undefined {
  return consentDefinitions.find((consent) => consent.titleName === titleName);
}

/** The consents a step must have agreed to before it moves on. */
export const requiredConsents = (step: string): ConsentDefinition[] =>
  consentDefinitions.filter((consent) => consent.required && consent.step === step);

interface ConsentRow {
  title_name: string;
  status: ConsentStatus;
  version: string;
  created_at: string;
}

export function latestConsent(db: Db, applicationUuid: string, titleName: string): ConsentRecord | null {
  const row = db
    .prepare(
      'SELECT title_name, status, version, created_at FROM legal_consents WHERE application_uuid = ? AND title_name = ? ORDER BY id DESC LIMIT 1',
    )
    .get(applicationUuid, titleName) as ConsentRow | undefined;
  return row
    ? { titleName: row.title_name, status: row.status, version: row.version, updatedAt: row.created_at }
    : null;
}

export function recordConsent(
  db: Db,
  applicationUuid: string,
  consent: Pick<ConsentDefinition, 'titleName' | 'version' | 'text'>,
  status: Exclude<ConsentStatus, 'NONE'>,
  now: Date,
): void {
  // The exact words agreed to, beside their version: a SHA-256 of the text.
  const textHash = crypto.createHash('sha256').update(consent.text).digest('hex');
  db.prepare(
    'INSERT INTO legal_consents (application_uuid, title_name, status, version, text_hash, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(applicationUuid, consent.titleName, status, consent.version, textHash, now.toISOString());
}

/** Whether the latest record is an agreement to the current version of the text. */
export function hasAgreedToCurrentVersion(
  db: Db,
  applicationUuid: string,
  consent: ConsentDefinition,
): boolean {
  const latest = latestConsent(db, applicationUuid, consent.titleName);
  return latest?.status === 'AGREED' && latest.version === consent.version;
}

/** Spec §4 flow state hasAgreedToRequiredConsents. */
export function markRequiredConsentsAgreed(db: Db, applicationUuid: string): void {
  db.prepare('UPDATE flow_states SET has_agreed_to_required_consents = 1 WHERE application_uuid = ?').run(
    applicationUuid,
  );
}
