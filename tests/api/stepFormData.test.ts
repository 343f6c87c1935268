/**
 * Declarative steps store their form encrypted and bound to their application and step
 * (server/store/stepFormData.ts): the database file shows none of it, and a saved form opens only
 * where it was saved. The steps' walk through the API and the page is tests/e2e/addingAStep.spec.ts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createPersonalDataCipher } from '../../server/auth/personalDataCipher';
import { findStepFormData, saveStepFormData } from '../../server/store/stepFormData';
import { startApp, applicantWithApplication, type TestApp } from './support/testApp';
import { everyRow } from './support/databaseDump';

let harness: TestApp | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

describe('The saved form of a declarative step', () => {
  it('is replaced on each save, unreadable in the database and bound to its application and step', async () => {
    harness = await startApp();
    const first = await applicantWithApplication(harness, { firstName: 'Ama', lastName: 'Owusu' });
    const second = await applicantWithApplication(harness, { firstName: 'Noor', lastName: 'Haddad' });
    const db = harness.app.db;
    const cipher = createPersonalDataCipher(harness.personalDataKey);
    const now = new Date('2026-11-24T10:00:00Z');

    expect(await findStepFormData(db, cipher, first.applicationUuid, 'HOUSING')).toBeNull();
    await saveStepFormData(
      db,
      cipher,
      first.applicationUuid,
      'HOUSING',
      { landlord: 'Quentin Marlowe' },
      now,
    );
    await saveStepFormData(
      db,
      cipher,
      first.applicationUuid,
      'HOUSING',
      { landlord: 'Ottoline Brandt' },
      now,
    );
    expect(await findStepFormData(db, cipher, first.applicationUuid, 'HOUSING')).toEqual({
      landlord: 'Ottoline Brandt',
    });
    expect(await findStepFormData(db, cipher, first.applicationUuid, 'EMPLOYMENT')).toBeNull();
    expect(await findStepFormData(db, cipher, second.applicationUuid, 'HOUSING')).toBeNull();

    // A row moved to another application or step does not open there.
    const saved = await db
      .selectFrom('step_form_data')
      .selectAll()
      .where('application_uuid', '=', first.applicationUuid)
      .execute();
    await db
      .insertInto('step_form_data')
      .values(saved.map((row) => ({ ...row, application_uuid: second.applicationUuid })))
      .execute();
    expect(await findStepFormData(db, cipher, second.applicationUuid, 'HOUSING')).toBeNull();

    const dump = await everyRow(db);
    // The search can find what is stored in the clear: the applicants' names are.
    expect(dump).toContain('Haddad');
    expect(dump).not.toContain('Ottoline');
    expect(dump).not.toContain('Quentin');
  });
});
