/**
 * The income step's adapter (ui.json `adapter: "income"`): the form shows the stored jobs and income
 * sources, and saving deletes, updates and creates records so the server holds exactly what the form
 * says (src/shared/stepAdapters/income/recordChanges.ts). A record call's field errors come back on the card's fields.
 */
import type { IncomeForm } from './incomeForm';
import type { DesiredRecord, RecordKind, StoredRecord } from './incomeRecords';
import { toIncomeForm } from './fromServerRecords';
import { planRecordChanges } from './recordChanges';
import { recordFieldErrors } from './recordFieldErrors';
import { toServerRecords } from './toServerRecords';
import { createLabels } from '../../api/idempotencyKeys';
import type { AdapterContext, StepAdapter } from '../stepAdapter';

type ErrorWithFields = { fieldErrors?: ReadonlyArray<{ path: string; message: string }> };

async function listRecords({ applicationUuid, call }: AdapterContext): Promise<StoredRecord[]> {
  return (await call('listJobsIncomeSources', { params: { applicationUuid } })) as StoredRecord[];
}

function recordBody(record: DesiredRecord) {
  return record.kind === 'JOB'
    ? { kind: record.kind, jobFields: record.fields }
    : { kind: record.kind, incomeSourceFields: record.fields };
}

/** One record call of a save: an update names its record, a create carries its Idempotency-Key. */
type Write = { record: DesiredRecord; operation: string; id?: number; idempotencyKey?: string };

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
    // One key per create of this save, the same on every try of it (src/shared/api/idempotencyKeys.ts).
    const labels = createLabels('createJobIncomeSource', changes.creates.map(recordBody));
    const writes: Write[] = [
      ...changes.updates.map((record) => ({ record, operation: 'updateJobIncomeSource', id: record.id })),
      ...changes.creates.map((record, index) => ({
        record,
        operation: 'createJobIncomeSource',
        idempotencyKey: context.keys(labels[index]!),
      })),
    ];
    for (const { record, operation, id, idempotencyKey } of writes) {
      try {
        await context.call(operation, {
          params,
          body: { ...(id !== undefined ? { id } : {}), ...recordBody(record) },
          ...(idempotencyKey !== undefined ? { idempotencyKey } : {}),
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
