/**
 * The saved form of each declarative step (core/rules/formDataSteps.ts), encrypted at rest and
 * bound to its application and step, replaced on each save (migration 007).
 */
import { personalDataCipher } from '../auth/personalDataCipher';
import type { Db } from './database';

const context = (applicationUuid: string, step: string) => `${applicationUuid}:step:${step}`;

export function findStepFormData(
  db: Db,
  applicationUuid: string,
  step: string,
): Record<string, unknown> | null {
  const row = db
    .prepare('SELECT data_encrypted FROM step_form_data WHERE application_uuid = ? AND step = ?')
    .get(applicationUuid, step) as { data_encrypted: string } | undefined;
  if (!row) return null;
  const plaintext = personalDataCipher(db).decrypt(row.data_encrypted, context(applicationUuid, step));
  // Unreadable (another key, or tampered with) is treated as never given: the step asks again.
  if (plaintext === null) return null;
  return JSON.parse(plaintext) as Record<string, unknown>;
}

export function saveStepFormData(
  db: Db,
  applicationUuid: string,
  step: string,
  data: Record<string, unknown>,
  now: Date,
): void {
  const sealed = personalDataCipher(db).encrypt(JSON.stringify(data), context(applicationUuid, step));
  const at = now.toISOString();
  db.prepare(
    `INSERT INTO step_form_data (application_uuid, step, data_encrypted, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (application_uuid, step) DO UPDATE SET data_encrypted = excluded.data_encrypted,
       updated_at = excluded.updated_at`,
  ).run(applicationUuid, step, sealed, at, at);
}
