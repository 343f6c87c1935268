/**
 * Jobs and other income sources of an application (supporting-areas §3): records discriminated by
 * kind, each holding the field set of its kind. The review step reads them with
 * listJobsIncomeSources; the income step totals them with server/domain/income/annualIncome.ts.
 */
import crypto from 'node:crypto';
import type { Selectable } from 'kysely';
import type {
  IncomeSourceFields,
  JobFields,
  JobIncomeSourceRecord,
  RecordKind,
} from '../../core/api/records';
import type { Db } from './database';
import type { JobsIncomeSources } from './tables';

/** The records as the contract defines them (core/api/records.ts). */
export type { IncomeSourceFields, JobFields, JobIncomeSourceRecord, RecordKind };

/** What a create or update stores: the kind and its field set. */
export type RecordContent =
  { kind: 'JOB'; fields: JobFields } | { kind: 'INCOME_SOURCE'; fields: IncomeSourceFields };

const recordColumns = ['id', 'application_uuid', 'entity_uuid', 'kind', 'fields_json'] as const;
type RecordRow = Pick<Selectable<JobsIncomeSources>, (typeof recordColumns)[number]>;

function toRecord(row: RecordRow): JobIncomeSourceRecord {
  const base = { id: row.id, applicationUuid: row.application_uuid, entityUuid: row.entity_uuid };
  return row.kind === 'JOB'
    ? { ...base, kind: 'JOB', jobFields: JSON.parse(row.fields_json) as JobFields }
    : {
        ...base,
        kind: 'INCOME_SOURCE',
        incomeSourceFields: JSON.parse(row.fields_json) as IncomeSourceFields,
      };
}

/** Oldest first: the order they were added in. */
export async function listJobsIncomeSources(
  db: Db,
  applicationUuid: string,
): Promise<JobIncomeSourceRecord[]> {
  const rows = await db
    .selectFrom('jobs_income_sources')
    .select(recordColumns)
    .where('application_uuid', '=', applicationUuid)
    .orderBy('id')
    .execute();
  return rows.map(toRecord);
}

export async function insertJobIncomeSource(
  db: Db,
  applicationUuid: string,
  content: RecordContent,
  now: Date,
): Promise<JobIncomeSourceRecord> {
  const at = now.toISOString();
  const row = await db
    .insertInto('jobs_income_sources')
    .values({
      application_uuid: applicationUuid,
      entity_uuid: crypto.randomUUID(),
      kind: content.kind,
      fields_json: JSON.stringify(content.fields),
      created_at: at,
      updated_at: at,
    })
    .returning(recordColumns)
    .executeTakeFirstOrThrow();
  return toRecord(row);
}

/** Replaces a record's fields; its id, kind and entityUuid stay. Null when there is no such record. */
export async function updateJobIncomeSource(
  db: Db,
  applicationUuid: string,
  id: number,
  content: RecordContent,
  now: Date,
): Promise<JobIncomeSourceRecord | null> {
  const row = await db
    .updateTable('jobs_income_sources')
    .set({ fields_json: JSON.stringify(content.fields), updated_at: now.toISOString() })
    .where('application_uuid', '=', applicationUuid)
    .where('id', '=', id)
    .where('kind', '=', content.kind)
    .returning(recordColumns)
    .executeTakeFirst();
  return row ? toRecord(row) : null;
}

export async function deleteJobIncomeSource(
  db: Db,
  applicationUuid: string,
  id: number,
  kind: RecordKind,
): Promise<boolean> {
  const result = await db
    .deleteFrom('jobs_income_sources')
    .where('application_uuid', '=', applicationUuid)
    .where('id', '=', id)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
