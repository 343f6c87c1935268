/**
 * Jobs and other income sources of an application (supporting-areas §3): records discriminated by
 * kind, each holding the field set of its kind. The review step reads them with
 * listJobsIncomeSources; the income step totals them with server/domain/income/annualIncome.ts.
 */
import crypto from 'node:crypto';
import type {
  IncomeSourceFields,
  JobFields,
  JobIncomeSourceRecord,
  RecordKind,
} from '../../core/api/records';
import type { Db } from './database';

/** The records as the contract defines them (core/api/records.ts). */
export type { IncomeSourceFields, JobFields, JobIncomeSourceRecord, RecordKind };

/** What a create or update stores: the kind and its field set. */
export type RecordContent =
  { kind: 'JOB'; fields: JobFields } | { kind: 'INCOME_SOURCE'; fields: IncomeSourceFields };

interface RecordRow {
  id: number;
  application_uuid: string;
  entity_uuid: string;
  kind: RecordKind;
  fields_json: string;
}

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

export function listJobsIncomeSources(db: Db, applicationUuid: string): JobIncomeSourceRecord[] {
  const rows = db
    .prepare('SELECT * FROM jobs_income_sources WHERE application_uuid = ? ORDER BY id')
    .all(applicationUuid) as RecordRow[];
  return rows.map(toRecord);
}

/** A record of this application with this id and kind; another application's record is never found. */
export function findJobIncomeSource(
  db: Db,
  applicationUuid: string,
  id: number,
  kind: RecordKind,
): JobIncomeSourceRecord | null {
  const row = db
    .prepare('SELECT * FROM jobs_income_sources WHERE application_uuid = ? AND id = ? AND kind = ?')
    .get(applicationUuid, id, kind) as RecordRow | undefined;
  return row ? toRecord(row) : null;
}

export function insertJobIncomeSource(
  db: Db,
  applicationUuid: string,
  content: RecordContent,
  now: Date,
): JobIncomeSourceRecord {
  const at = now.toISOString();
  const result = db
    .prepare(
      `INSERT INTO jobs_income_sources (application_uuid, entity_uuid, kind, fields_json, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    )
    .run(applicationUuid, crypto.randomUUID(), content.kind, JSON.stringify(content.fields), at, at);
  return findJobIncomeSource(db, applicationUuid, Number(result.lastInsertRowid), content.kind)!;
}

/** Replaces a record's fields; its id, kind and entityUuid stay. Null when there is no such record. */
export function updateJobIncomeSource(
  db: Db,
  applicationUuid: string,
  id: number,
  content: RecordContent,
  now: Date,
): JobIncomeSourceRecord | null {
  const result = db
    .prepare(
      'UPDATE jobs_income_sources SET fields_json = ?, updated_at = ? WHERE application_uuid = ? AND id = ? AND kind = ?',
    )
    .run(JSON.stringify(content.fields), now.toISOString(), applicationUuid, id, content.kind);
  return result.changes === 1 ? findJobIncomeSource(db, applicationUuid, id, content.kind) : null;
}

export function deleteJobIncomeSource(
  db: Db,
  applicationUuid: string,
  id: number,
  kind: RecordKind,
): boolean {
  const result = db
    .prepare('DELETE FROM jobs_income_sources WHERE application_uuid = ? AND id = ? AND kind = ?')
    .run(applicationUuid, id, kind);
  return result.changes === 1;
}
