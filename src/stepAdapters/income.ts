/**
 * The income step's adapter (ui.json `adapter: "income"`): the form shows the stored jobs and income
 * sources, and saving deletes, updates and creates records so the server holds exactly what the form
 * says (src/income/recordChanges.ts). A record call's field errors come back on the card's fields.
 */
import type { IncomeForm } from '../income/incomeForm';
import type { DesiredRecord, RecordKind, StoredRecord } from '../income/incomeRecords';
import { toIncomeForm } from '../income/fromServerRecords';
import { planRecordChanges } from '../income/recordChanges';
import { recordFieldErrors } from '../income/recordFieldErrors';
import { toServerRecords } from '../income/toServerRecords';
import type { AdapterContext, StepAdapter } from './stepAdapter';

type ErrorWithFields = { fieldErrors?: ReadonlyArray<{ path: string; message: string }> };

async function listRecords({ applicationUuid, call }: AdapterContext): Promise<StoredRecord[]> {
  return (await call('listJobsIncomeSources', { params: { applicationUuid } })) as StoredRecord[];
}

function recordBody(record: DesiredRecord) {
  return record.kind === 'JOB'
    ? { kind: record.kind, jobFields: record.fields }
    : { kind: record.kind, incomeSourceFields: record.fields };
}

export const incomeAdapter: StepAdapter = {
  load: async (context) => toIncomeForm(await listRecords(context)) as Record<string, unknown>,

  save: async (formData, context) => {
    // The step schema has checked the form, so it has the shape of the income form.
    const desired = toServerRecords(formData as IncomeForm);
    const changes = planRecordChanges(await listRecords(context), desired);
    const params = { applicationUuid: context.applicationUuid };
    const remove = (target: { id: number; kind: RecordKind }) =>
      context.call('deleteJobIncomeSource', { params, body: target });
    for (const target of changes.deletes) await remove(target);

    const fieldErrors: Record<string, string> = {};
    const writes = [
      ...changes.updates.map((record) => ({ record, operation: 'updateJobIncomeSource', id: record.id })),
      ...changes.creates.map((record) => ({ record, operation: 'createJobIncomeSource', id: undefined })),
    ];
    for (const { record, operation, id } of writes) {
      try {
        await context.call(operation, {
          params,
          body: { ...(id !== undefined ? { id } : {}), ...recordBody(record) },
        });
      } catch (error) {
        const mapped = recordFieldErrors(record, (error as ErrorWithFields | null)?.fieldErrors ?? []);
        if (Object.keys(mapped).length === 0) throw error;
        Object.assign(fieldErrors, mapped);
      }
    }
    return Object.keys(fieldErrors).length > 0 ? { fieldErrors } : undefined;
  },
};
