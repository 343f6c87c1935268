/**
 * Declarative steps store their form encrypted and bound to their application and step
 * (server/store/stepFormData.ts): the database file shows none of it, and a saved form opens only
 * where it was saved. The steps' walk through the API and the page is tests/e2e/addingAStep.spec.ts.
 */
import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { findStepFormData, saveStepFormData } from '../../server/store/stepFormData';
import { startApp, applicantWithApplication, type TestApp } from './support/testApp';

let harness: TestApp | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

describe('The saved form of a declarative step', () => {
  it('is replaced on each save, unreadable in the database file and bound to its application and step', async () => {
    harness = await startApp();
    const first = await applicantWithApplication(harness, { firstName: 'Ama', lastName: 'Owusu' });
    const second = await applicantWithApplication(harness, { firstName: 'Noor', lastName: 'Haddad' });
    const db = harness.app.db;
    const now = new Date('2026-11-24T10:00:00Z');

    expect(findStepFormData(db, first.applicationUuid, 'HOUSING')).toBeNull();
    saveStepFormData(db, first.applicationUuid, 'HOUSING', { landlord: 'Quentin Marlowe' }, now);
    saveStepFormData(db, first.applicationUuid, 'HOUSING', { landlord: 'Ottoline Brandt' }, now);
    expect(findStepFormData(db, first.applicationUuid, 'HOUSING')).toEqual({ landlord: 'Ottoline Brandt' });
    expect(findStepFormData(db, first.applicationUuid, 'EMPLOYMENT')).toBeNull();
    expect(findStepFormData(db, second.applicationUuid, 'HOUSING')).toBeNull();

    // A row moved to another application or step does not open there.
    db.prepare(
      `INSERT INTO step_form_data (application_uuid, step, data_encrypted, created_at, updated_at)
       SELECT ?, step, data_encrypted, created_at, updated_at FROM step_form_data WHERE application_uuid = ?`,
    ).run(second.applicationUuid, first.applicationUuid);
    expect(findStepFormData(db, second.applicationUuid, 'HOUSING')).toBeNull();

    db.pragma('wal_checkpoint(TRUNCATE)');
    const onDisk = fs.readFileSync(harness.databaseFile).toString('latin1');
    expect(onDisk).not.toContain('Ottoline');
    expect(onDisk).not.toContain('Quentin');
  });
});
