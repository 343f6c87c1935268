/**
 * What saving the income form changes on the server: the records to create, to update and to
 * delete, from the stored records and the records the form stands for. Pure.
 *
 * A form record with an id updates that record when its fields changed. One without an id (or whose
 * record is gone) is created — unless an unclaimed stored record of its kind already has exactly its
 * fields, which happens when an earlier save created it and then failed further on: that one is
 * kept rather than created twice. Stored records no form record claims are deleted.
 */
import { fieldsOf, type DesiredRecord, type RecordKind, type StoredRecord } from './incomeRecords';

export type RecordChanges = {
  creates: DesiredRecord[];
  updates: Array<DesiredRecord & { id: number }>;
  deletes: Array<{ id: number; kind: RecordKind }>;
};

/** Field sets compared by value: key order and undefined members don't count. */
function sameFields(a: object, b: object): boolean {
  const canonical = (value: object) =>
    JSON.stringify(
      Object.keys(value)
        .sort()
        .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
        .map((key) => [key, (value as Record<string, unknown>)[key]]),
    );
  return canonical(a) === canonical(b);
}

export function planRecordChanges(
  stored: readonly StoredRecord[],
  desired: readonly DesiredRecord[],
): RecordChanges {
  const claimed = new Set<number>();
  const changes: RecordChanges = { creates: [], updates: [], deletes: [] };
  const unmatched: DesiredRecord[] = [];

  for (const record of desired) {
    const existing =
      record.id === undefined
        ? undefined
        : stored.find((candidate) => candidate.id === record.id && candidate.kind === record.kind);
    if (!existing || claimed.has(existing.id)) {
      unmatched.push(record);
      continue;
    }
    claimed.add(existing.id);
    if (!sameFields(fieldsOf(existing), record.fields)) changes.updates.push({ ...record, id: existing.id });
  }

  for (const record of unmatched) {
    const twin = stored.find(
      (candidate) =>
        !claimed.has(candidate.id) &&
        candidate.kind === record.kind &&
        sameFields(fieldsOf(candidate), record.fields),
    );
    if (twin) {
      claimed.add(twin.id);
      continue;
    }
    const { id: _staleId, ...fresh } = record;
    changes.creates.push(fresh as DesiredRecord);
  }

  for (const record of stored) {
    if (!claimed.has(record.id)) changes.deletes.push({ id: record.id, kind: record.kind });
  }
  return changes;
}
