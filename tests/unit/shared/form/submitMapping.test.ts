import { describe, expect, test, vi } from 'vitest';
import {
  mapServerFieldErrors,
  resolveTemplate,
  type SubmitCall,
} from '../../../../src/shared/form/submitMapping';
import { runSubmit } from '../../../../src/shared/form/runSubmit';
import { keysForOneAction } from '../../../../src/shared/api/idempotencyKeys';
import { buildPrefill } from '../../../../src/shared/form/prefill';
import { withDefinitions } from '../../../../core/rules/withDefinitions';
import getReliefUi from '../../../../schemas/steps/get-relief/ui.json';
import getReliefSchema from '../../../../schemas/steps/get-relief/schema.json';
import addressUi from '../../../../schemas/steps/address-and-phone/ui.json';
import phoneUi from '../../../../schemas/steps/phone/ui.json';
import { FetchError } from '../../../../src/shared/api/errors';
import useOfFundsUi from '../../../../schemas/steps/use-of-funds/ui.json';
import type { SubmitSpec } from '../../../../src/shared/form/submitMapping';

const submitOf = (ui: { 'ui:options': { submit: Record<string, unknown> } }, screen: string) =>
  ui['ui:options'].submit[screen] as SubmitSpec;

describe('A submit mapping turns form data into the API call', () => {
  test('the loan amount is rounded and empty values are left out', () => {
    const body = resolveTemplate(
      {
        desiredLoanAmount: { $data: '/loanAmount', $transform: 'roundLoanAmount' },
        term: { $data: '/loanTerm' },
      },
      { form: { loanAmount: 1049 }, query: {} },
    );
    expect(body).toEqual({ desiredLoanAmount: 1000 });
  });

  test('Applicant choosing "Something else" sends the purpose they picked, or OTHER', async () => {
    const call = vi.fn().mockResolvedValue({ applicationUuid: 'x' });
    await runSubmit({
      spec: submitOf(useOfFundsUi, 'useOfFunds'),
      formData: { useOfFunds: 'OTHER', purpose: 'OTHER', description: '  Vet bill ' },
      query: { loanAmount: '1049', loanTerm: '12' },
      call,
      keys: keysForOneAction(),
    });
    expect(call).toHaveBeenNthCalledWith(1, 'createApplication', {
      params: {},
      body: {
        requestedLoanAmount: { amount: 1000, currency: 'USD' },
        desiredLoanTermInMonths: 12,
        intendedUseOfFunds: 'OTHER',
        useOfFundsOther: 'Vet bill',
      },
      idempotencyKey: expect.any(String),
    });
    expect(call).toHaveBeenNthCalledWith(2, 'postApplicationStarted', { params: {}, body: {} });
    const again = vi.fn().mockResolvedValue({});
    await runSubmit({
      spec: submitOf(useOfFundsUi, 'useOfFunds'),
      formData: { useOfFunds: 'LARGE_PURCHASE' },
      query: { loanAmount: '500' },
      call: again,
      keys: keysForOneAction(),
    });
    expect(again.mock.calls[0]?.[1]).toEqual({
      params: {},
      body: { requestedLoanAmount: { amount: 500, currency: 'USD' }, intendedUseOfFunds: 'LARGE_PURCHASE' },
      idempotencyKey: expect.any(String),
    });
  });

  test('the public loan page navigates to the entry checks with the rounded amount', async () => {
    const outcome = await runSubmit({
      spec: submitOf(getReliefUi, 'getRelief'),
      formData: { loanAmount: 1234, loanTerm: 12 },
      query: {},
      call: vi.fn(),
      keys: keysForOneAction(),
    });
    expect(outcome).toEqual({
      kind: 'navigate',
      routeKey: 'funnelEntry',
      query: { loanAmount: '1200', loanTerm: '12' },
    });
  });

  test('address and phone are saved (digits only, state name added) and then the step is submitted', async () => {
    const call = vi.fn().mockResolvedValue({ currentFlowStep: 'ID_VERIFICATION', canGoBack: true });
    const outcome = await runSubmit({
      spec: submitOf(addressUi, 'addressAndPhone'),
      formData: {
        address: {
          streetLineOne: ' 1450 Mission St ',
          streetLineTwo: '',
          city: 'San Francisco',
          stateCode: 'CA',
          zipCode: '94103',
        },
        phone: '(415) 555-0123',
        textMessageConsent: true,
      },
      query: {},
      applicationUuid: '0b6e4a0e-6d8b-4b7e-a3a4-2a4d2c1f5e11',
      call,
      keys: keysForOneAction(),
    });
    expect(call.mock.calls[0]).toEqual([
      'putPersonalInfo',
      {
        params: { applicationUuid: '0b6e4a0e-6d8b-4b7e-a3a4-2a4d2c1f5e11' },
        body: {
          address: {
            streetLineOne: '1450 Mission St',
            city: 'San Francisco',
            stateCode: 'CA',
            zipCode: '94103',
            state: 'California',
          },
          phone: '4155550123',
          textMessageConsent: true,
        },
      },
    ]);
    expect(call.mock.calls[1]?.[0]).toBe('postFlowStep');
    expect(call.mock.calls[1]?.[1].params.step).toBe('address-and-phone');
    expect(outcome).toEqual({
      kind: 'calls',
      results: [expect.anything(), { currentFlowStep: 'ID_VERIFICATION', canGoBack: true }],
    });
  });

  test('a 400 from the server shows on the field the body pointer came from', async () => {
    const error = Object.assign(new Error('bad'), {
      status: 400,
      fieldErrors: [{ path: '/address/zipCode', message: 'Enter a 5-digit ZIP code' }],
    });
    const outcome = await runSubmit({
      spec: submitOf(addressUi, 'addressAndPhone'),
      formData: { address: { zipCode: '1' }, phone: '4155550123' },
      query: {},
      applicationUuid: '0b6e4a0e-6d8b-4b7e-a3a4-2a4d2c1f5e11',
      call: vi.fn().mockRejectedValue(error),
      keys: keysForOneAction(),
    });
    expect(outcome).toEqual({
      kind: 'fieldErrors',
      fieldErrors: { '/address/zipCode': 'Enter a 5-digit ZIP code' },
    });
  });

  test('address and phone problems the step names by field (spec §8) show on the address and the phone', async () => {
    // The step's 422 as the API answers it (server/steps/contactSteps.ts): its body is empty, so only
    // the names `address` and `phoneNumber` say which fields the problems belong to.
    const details = {
      fieldErrors: [
        { path: '/address', code: 'STEP_MISSING_ADDRESS', message: 'Add your home address' },
        { path: '/phone', code: 'STEP_MISSING_PHONE', message: 'Add your mobile phone number' },
      ],
      address: { code: 'STEP_MISSING_ADDRESS', message: 'Add your home address' },
      phoneNumber: { code: 'STEP_MISSING_PHONE', message: 'Add your mobile phone number' },
    };
    const refused = new FetchError('Add your address and phone number before you continue', {
      status: 422,
      userErrorCode: 'STEP_MISSING_PERSONAL_INFO',
      fieldErrors: details.fieldErrors,
      details,
    });
    const call = vi.fn(async (operation: string) => {
      if (operation === 'postFlowStep') throw refused;
      return {};
    });
    const outcome = await runSubmit({
      spec: submitOf(addressUi, 'addressAndPhone'),
      formData: { address: { zipCode: '94103' }, phone: '4155550123' },
      query: {},
      applicationUuid: '0b6e4a0e-6d8b-4b7e-a3a4-2a4d2c1f5e11',
      call,
      keys: keysForOneAction(),
    });
    // The page-level code comes with them, for the screen's alert.
    expect(outcome).toEqual({
      kind: 'fieldErrors',
      fieldErrors: { '/address': 'Add your home address', '/phone': 'Add your mobile phone number' },
      pageError: refused,
    });
    const phoneOnly = await runSubmit({
      spec: submitOf(phoneUi, 'phone'),
      formData: { phone: '4155550123' },
      query: {},
      applicationUuid: '0b6e4a0e-6d8b-4b7e-a3a4-2a4d2c1f5e11',
      call,
      keys: keysForOneAction(),
    });
    expect(phoneOnly).toEqual({
      kind: 'fieldErrors',
      fieldErrors: { '/phone': 'Add your mobile phone number' },
      pageError: refused,
    });
  });

  test('a renamed body field maps back to its form field', () => {
    const call: SubmitCall = {
      operation: 'postFlowStep',
      body: { desiredLoanAmount: { $data: '/loanAmount' } },
    };
    expect(
      mapServerFieldErrors(call, [
        { path: '/desiredLoanAmount', message: 'Please enter an amount from $200 to $2,500' },
      ]),
    ).toEqual({
      '/loanAmount': 'Please enter an amount from $200 to $2,500',
    });
  });

  test('an error without field errors is passed on to the screen', async () => {
    const error = Object.assign(new Error('locked'), { status: 429 });
    await expect(
      runSubmit({
        spec: submitOf(addressUi, 'addressAndPhone'),
        formData: {},
        query: {},
        call: vi.fn().mockRejectedValue(error),
        keys: keysForOneAction(),
      }),
    ).rejects.toBe(error);
  });
});

describe('Prefill', () => {
  const schema = withDefinitions(getReliefSchema);
  const options = getReliefUi['ui:options'];
  test('loanAmount and loanTerm come from the link, typed as the schema says', () => {
    expect(buildPrefill(options, { query: { loanAmount: '1000', loanTerm: '12' } }, schema)).toEqual({
      loanAmount: 1000,
      loanTerm: 12,
    });
  });
  test('values that are not numbers are left out rather than shown', () => {
    expect(buildPrefill(options, { query: { loanAmount: 'lots', loanTerm: '1.5' } }, schema)).toEqual({});
  });
  test('inside an application the saved step data fills the form', () => {
    expect(
      buildPrefill(options, { stepData: { desiredLoanAmount: 700, desiredLoanTermInMonths: 6 } }, schema),
    ).toEqual({
      loanAmount: 700,
      loanTerm: 6,
    });
  });
});

describe('Applicant reopening the reason for the loan from review', () => {
  const useOfFunds = {
    properties: { useOfFunds: { enum: ['MEDICAL', 'LARGE_PURCHASE', 'OTHER'] } },
  };
  const options = {
    prefillFromStep: {
      useOfFunds: '/appUseOfFunds',
      purpose: '/appUseOfFunds',
      description: '/appUseOfFundsOther',
    },
  };

  test('finds the reason they chose already selected', () => {
    expect(
      buildPrefill(options, { stepData: { appUseOfFunds: 'MEDICAL', appUseOfFundsOther: null } }, useOfFunds),
    ).toEqual({
      useOfFunds: 'MEDICAL',
      purpose: 'MEDICAL',
    });
  });

  test('finds a reason chosen under “Something else” there, with its description', () => {
    expect(
      buildPrefill(
        options,
        { stepData: { appUseOfFunds: 'BUSINESS', appUseOfFundsOther: 'A food truck' } },
        useOfFunds,
      ),
    ).toEqual({ useOfFunds: 'OTHER', purpose: 'BUSINESS', description: 'A food truck' });
  });
});

describe('Applicant changing their loan request inside the application', () => {
  const applicationUuid = '0b6e4a0e-6d8b-4b7e-a3a4-2a4d2c1f5e11';
  const onFile = {
    applicationUuid,
    desiredLoanAmount: 800,
    desiredLoanTermInMonths: 9,
    requestedLoanAmount: { amount: 800, currency: 'USD' },
    intendedUseOfFunds: 'OTHER',
    useOfFundsOther: 'A new fridge',
  };
  const answering = () =>
    vi.fn((operationId: string) =>
      Promise.resolve(
        operationId === 'getApplication' ? onFile : { currentFlowStep: 'REVIEW', canGoBack: true },
      ),
    );

  test('a new amount and term update the application with its whole loan request, then the step', async () => {
    const call = answering();
    await runSubmit({
      spec: submitOf(getReliefUi, 'applicationGetRelief'),
      formData: { loanAmount: 1249, loanTerm: 12 },
      query: {},
      applicationUuid,
      call,
      keys: keysForOneAction(),
    });
    expect(call.mock.calls.map(([operationId]) => operationId)).toEqual([
      'getApplication',
      'updateApplication',
      'postFlowStep',
    ]);
    expect(call).toHaveBeenNthCalledWith(2, 'updateApplication', {
      params: { applicationUuid },
      body: {
        desiredLoanAmount: 1200,
        requestedLoanAmount: { amount: 1200, currency: 'USD' },
        desiredLoanTermInMonths: 12,
        intendedUseOfFunds: 'OTHER',
        useOfFundsOther: 'A new fridge',
      },
    });
  });

  test('a new reason keeps the amount and term on file in the same full body', async () => {
    const call = answering();
    await runSubmit({
      spec: submitOf(useOfFundsUi, 'applicationUseOfFunds'),
      formData: { useOfFunds: 'MEDICAL' },
      query: {},
      applicationUuid,
      call,
      keys: keysForOneAction(),
    });
    expect(call).toHaveBeenNthCalledWith(2, 'updateApplication', {
      params: { applicationUuid },
      body: {
        desiredLoanAmount: 800,
        requestedLoanAmount: { amount: 800, currency: 'USD' },
        desiredLoanTermInMonths: 9,
        intendedUseOfFunds: 'MEDICAL',
      },
    });
    expect(call.mock.calls[2]?.[0]).toBe('postFlowStep');
  });

  test('a mapping that reads no application record does not fetch it', async () => {
    const call = answering();
    await runSubmit({
      spec: submitOf(useOfFundsUi, 'useOfFunds'),
      formData: { useOfFunds: 'MEDICAL' },
      query: { loanAmount: '500' },
      call,
      keys: keysForOneAction(),
    });
    expect(call.mock.calls.map(([operationId]) => operationId)).not.toContain('getApplication');
  });

  test('a server error on the update shows on the field the form sent it from', async () => {
    const call = vi.fn((operationId: string) =>
      operationId === 'getApplication'
        ? Promise.resolve(onFile)
        : Promise.reject(
            Object.assign(new Error('bad'), {
              fieldErrors: [
                { path: '/desiredLoanAmount', message: 'Please enter an amount from $200 to $2,500' },
              ],
            }),
          ),
    );
    const outcome = await runSubmit({
      spec: submitOf(getReliefUi, 'applicationGetRelief'),
      formData: { loanAmount: 9000 },
      query: {},
      applicationUuid,
      call,
      keys: keysForOneAction(),
    });
    expect(outcome).toEqual({
      kind: 'fieldErrors',
      fieldErrors: { '/loanAmount': 'Please enter an amount from $200 to $2,500' },
    });
  });
});
