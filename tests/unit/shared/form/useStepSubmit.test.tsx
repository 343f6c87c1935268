// @vitest-environment jsdom
/**
 * One Continue is one action (docs/architecture.md "one submit, one effect"): every create it makes
 * keeps its Idempotency-Key when the submit is tried again after a 429 or 409, and a new Continue
 * makes new keys (src/shared/form/useStepSubmit.ts, src/shared/api/idempotencyKeys.ts).
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import useOfFundsUi from '../../../../schemas/steps/use-of-funds/ui.json';
import addressAndPhoneUi from '../../../../schemas/steps/address-and-phone/ui.json';
import { FetchError } from '../../../../src/shared/api/errors';
import type { LoadedStep } from '../../../../src/shared/form/stepFiles';
import type { SubmitSpec } from '../../../../src/shared/form/submitMapping';

const callOperation = vi.hoisted(() => vi.fn());
vi.mock('../../../../src/shared/api/apiRequest', () => ({ callOperation }));

const { useStepSubmit } = await import('../../../../src/shared/form/useStepSubmit');
const { keysForOneAction, createLabels } = await import('../../../../src/shared/api/idempotencyKeys');
const { incomeAdapter } = await import('../../../../src/shared/stepAdapters/income/incomeAdapter');
const { userMessageFor } = await import('../../../../src/shared/api/classifyError');

const step = {
  stepId: 'use-of-funds',
  options: { submit: { useOfFunds: useOfFundsUi['ui:options'].submit.useOfFunds as SubmitSpec } },
} as unknown as LoadedStep;

const keysOfCreates = () =>
  callOperation.mock.calls
    .filter(([operationId]) => operationId === 'createApplication')
    .map(([, request]) => (request as { idempotencyKey?: string }).idempotencyKey);

afterEach(() => {
  vi.clearAllMocks();
});

describe('Applicant pressing Continue once', () => {
  test('sends the same Idempotency-Key when the save is tried again after a 429, and a new one next time', async () => {
    // The first create meets a locked step; the flow hook waits and tries the same save again.
    callOperation
      .mockRejectedValueOnce(new FetchError('locked', { status: 429, details: { retryAfterSeconds: 1 } }))
      .mockResolvedValue({});
    const onError = vi.fn(async (_error: unknown, again: () => Promise<void>) => {
      await again();
      return true;
    });
    const { result } = renderHook(() =>
      useStepSubmit({
        screenKey: 'useOfFunds',
        step,
        isPublic: true,
        query: { loanAmount: '1000' },
        onDone: () => undefined,
        onError,
      }),
    );
    await act(async () => {
      await result.current.onSubmit({ useOfFunds: 'MEDICAL' });
    });
    expect(onError).toHaveBeenCalledTimes(1);
    const [first, retried] = keysOfCreates();
    expect(first).toEqual(expect.any(String));
    expect(retried).toBe(first);

    await act(async () => {
      await result.current.onSubmit({ useOfFunds: 'MEDICAL' });
    });
    const [, , next] = keysOfCreates();
    expect(next).toEqual(expect.any(String));
    expect(next).not.toBe(first);
  });
});

describe('Applicant saving income', () => {
  const applicationUuid = '2b0c1f3e-5d1a-4a63-9f61-0d2b8d9c7a10';
  const form = {
    baseIncomeType: 'EMPLOYED',
    jobs: [
      { earningsType: 'SALARY', occupation: { id: '75', name: 'Nurse' }, annualIncome: 72000 },
      { earningsType: 'SALARY', occupation: { id: '75', name: 'Nurse' }, annualIncome: 72000 },
    ],
  };

  test('gives each new job its own key, and the same keys when the same save runs again', async () => {
    const sent: Array<string | undefined> = [];
    const call = async (operationId: string, request: { idempotencyKey?: string }) => {
      if (operationId === 'listJobsIncomeSources') return [];
      if (operationId === 'createJobIncomeSource') sent.push(request.idempotencyKey);
      return {};
    };
    const keys = keysForOneAction();
    await incomeAdapter.save(form, { applicationUuid, call, keys });
    await incomeAdapter.save(form, { applicationUuid, call, keys });
    expect(sent).toHaveLength(4);
    const [firstJob, secondJob, firstAgain, secondAgain] = sent;
    expect(firstJob).not.toBe(secondJob);
    expect([firstAgain, secondAgain]).toEqual([firstJob, secondJob]);

    await incomeAdapter.save(form, { applicationUuid, call, keys: keysForOneAction() });
    expect(sent.slice(4)).not.toContain(firstJob);
  });

  test('labels two identical creates apart, each the same way every time', () => {
    const bodies = [{ kind: 'JOB' }, { kind: 'JOB' }, { kind: 'INCOME_SOURCE' }];
    const labels = createLabels('createJobIncomeSource', bodies);
    expect(new Set(labels).size).toBe(3);
    expect(createLabels('createJobIncomeSource', bodies)).toEqual(labels);
  });
});

describe('Applicant whose address and phone the step refuses by name (spec §8)', () => {
  test('sees each problem on its field and the page-level one in the alert', async () => {
    const details = {
      address: { code: 'STEP_MISSING_ADDRESS', message: 'Add your home address' },
      phoneNumber: { code: 'STEP_MISSING_PHONE', message: 'Add your mobile phone number' },
    };
    callOperation.mockImplementation(async (operation: string) => {
      if (operation === 'postFlowStep')
        throw new FetchError('refused', {
          status: 422,
          userErrorCode: 'STEP_MISSING_PERSONAL_INFO',
          details,
        });
      return {};
    });
    const contactStep = {
      stepId: 'address-and-phone',
      options: {
        submit: { addressAndPhone: addressAndPhoneUi['ui:options'].submit.addressAndPhone as SubmitSpec },
      },
    } as unknown as LoadedStep;
    const { result } = renderHook(() =>
      useStepSubmit({
        screenKey: 'addressAndPhone',
        step: contactStep,
        query: {},
        applicationUuid: '2b0c1f3e-5d1a-4a63-9f61-0d2b8d9c7a10',
        onDone: () => undefined,
      }),
    );
    let answer: unknown;
    await act(async () => {
      answer = await result.current.onSubmit({ address: { zipCode: '94103' }, phone: '4155550123' });
    });
    expect(answer).toEqual({
      fieldErrors: { '/address': 'Add your home address', '/phone': 'Add your mobile phone number' },
    });
    expect(result.current.alert).toBe(userMessageFor('STEP_MISSING_PERSONAL_INFO'));
  });
});
