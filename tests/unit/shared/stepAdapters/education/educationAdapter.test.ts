import { describe, expect, test } from 'vitest';
import { keysForOneAction } from '../../../../../src/shared/api/idempotencyKeys';
import type { EducationRecord } from '../../../../../src/shared/stepAdapters/education/educationFormData';
import { educationAdapter } from '../../../../../src/shared/stepAdapters/education/educationAdapter';
import type { OperationCall } from '../../../../../src/shared/api/apiRequest';
import { storedEducation } from './storedEducation';

const stored = storedEducation;

/** The API as the adapter sees it: records every call, answers the list with `records`, fails where told. */
function recordingApi(records: EducationRecord[], failures: Record<string, unknown> = {}) {
  const calls: Array<{ operationId: string; body?: unknown }> = [];
  const call: OperationCall = async (operationId, request) => {
    calls.push({ operationId, ...(request.body === undefined ? {} : { body: request.body }) });
    expect(request.params).toEqual({ applicationUuid: 'app-1' });
    if (failures[operationId]) throw failures[operationId];
    return operationId === 'listEducations' ? records : {};
  };
  return { calls, context: { applicationUuid: 'app-1', call, keys: keysForOneAction() } };
}

const bachelorsForm = {
  educationLevel: 'BACHELORS',
  institution: { id: '228', name: 'Ohio State University', type: 'COLLEGE' },
  graduationYear: 2016,
};

describe('Applicant returning to the education step', () => {
  test('sees their highest stored education', async () => {
    const { context } = recordingApi([
      stored({ id: 1, degreeType: 'HIGH_SCHOOL' }),
      stored({
        id: 2,
        degreeType: 'BACHELORS',
        expectedOrGraduationYear: 2016,
        institutionId: 228,
        institutionName: 'Ohio State University',
        institutionType: 'COLLEGE',
      }),
    ]);
    expect(await educationAdapter.load(context)).toEqual(bachelorsForm);
  });

  test('with nothing stored sees an empty form', async () => {
    expect(await educationAdapter.load(recordingApi([]).context)).toEqual({});
  });
});

describe('Applicant saving the education step', () => {
  test('creates the education when none is stored', async () => {
    const { calls, context } = recordingApi([]);
    expect(await educationAdapter.save(bachelorsForm, context)).toBeUndefined();
    expect(calls).toEqual([
      { operationId: 'listEducations' },
      {
        operationId: 'createEducation',
        body: {
          degreeType: 'BACHELORS',
          expectedOrGraduationYear: 2016,
          institutionId: 228,
          institutionType: 'COLLEGE',
        },
      },
    ]);
  });

  test('updates the stored highest one and deletes the others', async () => {
    const { calls, context } = recordingApi([
      stored({ id: 1, degreeType: 'HIGH_SCHOOL' }),
      stored({ id: 2, degreeType: 'ASSOCIATE', institutionId: 9, institutionType: 'COLLEGE' }),
    ]);
    await educationAdapter.save({ educationLevel: 'HIGH_SCHOOL' }, context);
    expect(calls.slice(1)).toEqual([
      { operationId: 'updateEducation', body: { id: 2, degreeType: 'HIGH_SCHOOL' } },
      { operationId: 'deleteEducation', body: { id: 1 } },
    ]);
  });

  test('sees the server’s field errors on the form and nothing is deleted', async () => {
    const refused = Object.assign(new Error('Some fields need attention'), {
      fieldErrors: [{ path: '/institutionId', message: 'Choose a school from the list' }],
    });
    const { calls, context } = recordingApi(
      [stored({ id: 1, degreeType: 'HIGH_SCHOOL' }), stored({ id: 2, degreeType: 'HIGH_SCHOOL' })],
      { updateEducation: refused },
    );
    expect(await educationAdapter.save(bachelorsForm, context)).toEqual({
      fieldErrors: { '/institution': 'Choose a school from the list' },
    });
    expect(calls.map(({ operationId }) => operationId)).toEqual(['listEducations', 'updateEducation']);
  });

  test('a failure without field errors is left to the screen', async () => {
    const outage = new Error('Network Error');
    const { context } = recordingApi([], { createEducation: outage });
    await expect(educationAdapter.save(bachelorsForm, context)).rejects.toBe(outage);
  });
});
