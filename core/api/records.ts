/**
 * The stored job and income-source records (supporting-areas §3), composed once from the field
 * types json-schema-to-ts derives from operations.json (`npm run generate`). The contract
 * discriminates them by `kind` with if/then, which FromSchema can't narrow into a union, so the
 * union is spelled out here, once, for the server's store and the app's income adapter.
 */
import type { IncomeSourceFields, JobFields, RecordKind } from './generated/contractTypes';

export type { IncomeSourceFields, JobFields, RecordKind };

type RecordBase = { id: number; applicationUuid: string; entityUuid: string };

export type JobRecord = RecordBase & { kind: 'JOB'; jobFields: JobFields };
export type IncomeSourceRecord = RecordBase & {
  kind: 'INCOME_SOURCE';
  incomeSourceFields: IncomeSourceFields;
};
export type JobIncomeSourceRecord = JobRecord | IncomeSourceRecord;
