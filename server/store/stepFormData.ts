/**
 * The saved form of each declarative step (core/rules/formDataSteps.ts), encrypted at rest and
 * bound to its application and step, replaced on each save (migration 007).
 */
import type { PersonalDataCipher } from '../auth/personalDataCipher';
import type { Db } from './database';

const context = (applicationUuid: string, step: string) => `${applicationUuid}:step:${step}`;

export async function findStepFormData(
  db: Db,
  cipher: PersonalDataCipher,
  applicationUuid: string,
  step: string,
): Promise<Record<string, unknown> | null> {
  const row = await db
    .selectFrom('step_form_data')
    .select('data_encrypted')
    .where('application_uuid', '=', applicationUuid)
    .where('step', '=', step)
    .executeTakeFirst();
  if (!row) return null;
  const plaintext = cipher.decrypt(row.data_encrypted, context(applicationUuid, step));
  // Unreadable (another key, or tampered with) is treated as never given: the step asks again.
  if (plaintext === null) return null;
  return JSON.parse(plaintext) as Record<string, unknown>;
}

export async function saveStepFormData(
  db: Db,
  cipher: PersonalDataCipher,
  applicationUuid: string,
  step: string,
  data: Record<string, unknown>,
  now: Date,
): Promise<void> {
  const sealed = cipher.encrypt(JSON.stringify(data), context(applicationUuid, step));
  const at = now.toISOString();
  await db
    .insertInto('step_form_data')
    .values({
      application_uuid: applicationUuid,
      step,
      data_encrypted: sealed,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) =>
      oc.columns(['application_uuid', 'step']).doUpdateSet((eb) => ({
        data_encrypted: eb.ref('excluded.data_encrypted'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}
