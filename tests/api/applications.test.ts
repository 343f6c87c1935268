import crypto from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findApplication, insertApplication } from '../../server/store/applications';
import {
  applicantWithApplication,
  callOperation,
  newApplicationBody,
  signIn,
  startApp,
  validAddress,
  type TestApp,
} from './support/testApp';

let harness: TestApp;
beforeEach(async () => {
  harness = await startApp();
});
afterEach(async () => {
  await harness.close();
});

describe('applications', () => {
  it('New applicant starts an application on address and phone with their confirmed legal name', async () => {
    const person = await signIn(harness.app, { firstName: 'Maria', lastName: 'Lopez' });
    await person.call('postGetStartedStep', {
      body: { firstName: 'Maria', lastName: 'Lopez-Diaz', suffixName: 'JR' },
    });
    const created = await person.call('createApplication', {
      body: { ...newApplicationBody, intendedUseOfFunds: 'OTHER', useOfFundsOther: 'New roof' },
    });
    expect(created.statusCode).toBe(200);
    expect(created.result).toMatchObject({
      decisionStatus: 'IN_PROGRESS',
      productTypeName: 'SMALL_DOLLAR_LOAN',
      currentFlowStep: 'ADDRESS_AND_PHONE',
      currentStep: 'address-and-phone',
      desiredLoanAmount: 1000,
      desiredLoanTermInMonths: 12,
      intendedUseOfFunds: 'OTHER',
      useOfFundsOther: 'New roof',
      requestedLoanAmount: { amount: 1000, currency: 'USD' },
      resolvedAt: null,
    });
    expect(String(created.result.applicationUuid)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    const uuid = String(created.result.applicationUuid);
    const info = await person.call('getPersonalInfo', { params: { applicationUuid: uuid } });
    expect(info.result).toMatchObject({
      firstName: 'Maria',
      lastName: 'Lopez-Diaz',
      suffixName: 'JR',
      address: null,
      phone: null,
    });
    const flow = await person.call('getCurrentFlowStep', { params: { applicationUuid: uuid } });
    expect(flow.result).toEqual({
      currentFlowStep: 'ADDRESS_AND_PHONE',
      canGoBack: false,
      flowEntryPoint: 'NEW_USER',
      hasAgreedToRequiredConsents: false,
    });
  });

  it('Applicant can create an application through the /application alias too', async () => {
    const person = await signIn(harness.app);
    const response = await harness.app.inject({
      method: 'POST',
      url: '/application',
      headers: { authorization: `Bearer ${person.token}`, 'x-csrf-token': person.csrf },
      payload: newApplicationBody,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().result.currentFlowStep).toBe('ADDRESS_AND_PHONE');
  });

  it('Applicant with an application in progress cannot start a second one', async () => {
    const applicant = await applicantWithApplication(harness.app);
    const second = await applicant.call('createApplication', { body: newApplicationBody });
    expect(second.statusCode).toBe(409);
    expect(second.result.exceptionType).toBe('ApplicationInProgress');
    expect(second.result.details).toEqual({ applicationUuid: applicant.applicationUuid });
  });

  it('Ineligible person cannot create an application', async () => {
    const person = await signIn(harness.app, { firstName: 'Quinn', lastName: 'Ineligible' });
    const response = await person.call('createApplication', { body: newApplicationBody });
    expect(response.statusCode).toBe(422);
    expect(response.result.userErrorCode).toBe('NEW_APPLICATION_INELIGIBLE');
    expect(response.body.messages).toEqual(['You are not eligible for a new application']);
  });

  it('Applicant asking for $50 or a 2-month term is told the allowed range', async () => {
    const person = await signIn(harness.app);
    const response = await person.call('createApplication', {
      body: {
        intendedUseOfFunds: 'MEDICAL',
        desiredLoanTermInMonths: 2,
        requestedLoanAmount: { amount: 50, currency: 'USD' },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.result.exceptionType).toBe('ValidationError');
    expect(response.result.userErrorCode).toBeNull();
    expect(response.result.details?.fieldErrors).toEqual([
      { path: '/desiredLoanTermInMonths', message: 'Term must be greater than or equal to 3' },
      { path: '/desiredLoanTermInMonths', message: 'Must be a multiple of 3' },
      { path: '/requestedLoanAmount/amount', message: 'Please enter an amount from $200 to $2,500' },
    ]);
  });

  it('Applicant reads their application, and another person gets the same 404 as for an unknown one', async () => {
    const applicant = await applicantWithApplication(harness.app);
    const own = await applicant.call('getApplication', {
      params: { applicationUuid: applicant.applicationUuid },
    });
    expect(own.statusCode).toBe(200);
    expect(own.result.applicationUuid).toBe(applicant.applicationUuid);

    const stranger = await signIn(harness.app, { firstName: 'Sam', lastName: 'Okafor' });
    const theirs = await stranger.call('getApplication', {
      params: { applicationUuid: applicant.applicationUuid },
    });
    const unknown = await stranger.call('getApplication', {
      params: { applicationUuid: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed' },
    });
    const garbage = await stranger.call('getApplication', { params: { applicationUuid: 'not-a-uuid' } });
    for (const response of [theirs, unknown, garbage]) {
      expect(response.statusCode).toBe(404);
      expect(response.result.exceptionType).toBe('ApplicationNotFound');
      expect(response.result.message).toBe('Application not found');
    }
    for (const operationId of ['getCurrentFlowStep', 'getPersonalInfo']) {
      const response = await stranger.call(operationId, {
        params: { applicationUuid: applicant.applicationUuid },
      });
      expect(response.statusCode, operationId).toBe(404);
    }
    const write = await stranger.call('putPersonalInfo', {
      params: { applicationUuid: applicant.applicationUuid },
      body: { phone: '2025550143' },
    });
    expect(write.statusCode).toBe(404);
    const step = await stranger.call('postFlowStep', {
      params: { applicationUuid: applicant.applicationUuid, step: 'address-and-phone' },
      body: {},
    });
    expect(step.statusCode).toBe(404);
  });

  it('Applicant changes their amount and term only on the loan amount step, and their reason only on its own', async () => {
    const applicant = await applicantWithApplication(harness.app);
    const params = { applicationUuid: applicant.applicationUuid };
    const onAddress = await applicant.call('updateApplication', {
      params,
      body: { desiredLoanAmount: 2500, desiredLoanTermInMonths: 18 },
    });
    expect(onAddress.statusCode).toBe(409);
    expect(onAddress.result.details).toEqual({ currentFlowStep: 'ADDRESS_AND_PHONE' });

    const edit = await applicant.call('editFlowStep', {
      params,
      body: { currentStep: 'ADDRESS_AND_PHONE', step: 'LOAN_AMOUNT' },
    });
    expect(edit.statusCode).toBe(200);
    const updated = await applicant.call('updateApplication', {
      params,
      body: { desiredLoanAmount: 2500, desiredLoanTermInMonths: 18 },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.result).toMatchObject({
      desiredLoanAmount: 2500,
      desiredLoanTermInMonths: 18,
      requestedLoanAmount: { amount: 2500, currency: 'USD' },
    });
    // The whole request again, with the term left out: "No preference" clears it.
    const noPreference = await applicant.call('updateApplication', {
      params,
      body: { desiredLoanAmount: 2500 },
    });
    expect(noPreference.statusCode).toBe(200);
    expect(noPreference.result).toMatchObject({ desiredLoanAmount: 2500, desiredLoanTermInMonths: null });
    // The record as GET answers it goes back as it is, its nulls included.
    const record = noPreference.result;
    const roundTrip = await applicant.call('updateApplication', {
      params,
      body: {
        desiredLoanAmount: record.desiredLoanAmount,
        desiredLoanTermInMonths: record.desiredLoanTermInMonths,
        requestedLoanAmount: record.requestedLoanAmount,
        intendedUseOfFunds: record.intendedUseOfFunds,
        useOfFundsOther: record.useOfFundsOther,
      },
    });
    expect(roundTrip.statusCode).toBe(200);
    expect(roundTrip.result).toMatchObject({ desiredLoanAmount: 2500, desiredLoanTermInMonths: null });
    // Two different amounts in one request: refused, not one of them picked.
    const twoAmounts = await applicant.call('updateApplication', {
      params,
      body: { desiredLoanAmount: 1500, requestedLoanAmount: { amount: 200, currency: 'USD' } },
    });
    expect(twoAmounts.statusCode).toBe(400);
    expect(twoAmounts.result.details?.fieldErrors).toEqual([
      { path: '/requestedLoanAmount/amount', message: 'Must be the same amount as desiredLoanAmount' },
    ]);
    const reason = await applicant.call('updateApplication', {
      params,
      body: { desiredLoanAmount: 2500, intendedUseOfFunds: 'BILLS_OR_RENT' },
    });
    expect(reason.statusCode).toBe(409);
    const tooMuch = await applicant.call('updateApplication', {
      params: { applicationUuid: applicant.applicationUuid },
      body: { desiredLoanAmount: 2600, desiredLoanTermInMonths: 19 },
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.result.details?.fieldErrors).toEqual([
      { path: '/desiredLoanAmount', message: 'Please enter an amount from $200 to $2,500' },
      { path: '/desiredLoanTermInMonths', message: 'Term must be less than or equal to 18' },
      { path: '/desiredLoanTermInMonths', message: 'Must be a multiple of 3' },
    ]);
  });

  it('Applicant sends their whole loan request from a page that changes only part of it', async () => {
    const applicant = await applicantWithApplication(harness.app);
    const params = { applicationUuid: applicant.applicationUuid };
    await applicant.call('editFlowStep', {
      params,
      body: { currentStep: 'ADDRESS_AND_PHONE', step: 'LOAN_AMOUNT' },
    });
    const onFile = (await applicant.call('getApplication', { params })).result;
    const wholeRequest = {
      desiredLoanAmount: onFile.desiredLoanAmount,
      requestedLoanAmount: onFile.requestedLoanAmount,
      intendedUseOfFunds: onFile.intendedUseOfFunds,
      ...(onFile.desiredLoanTermInMonths ? { desiredLoanTermInMonths: onFile.desiredLoanTermInMonths } : {}),
    };
    // The loan amount page: a new amount, the reason repeated as it is.
    const amount = await applicant.call('updateApplication', {
      params,
      body: {
        ...wholeRequest,
        desiredLoanAmount: 1500,
        requestedLoanAmount: { amount: 1500, currency: 'USD' },
      },
    });
    expect(amount.statusCode).toBe(200);
    expect(amount.result).toMatchObject({
      desiredLoanAmount: 1500,
      intendedUseOfFunds: onFile.intendedUseOfFunds,
    });
    // The reason repeated with a change is not the loan amount page's to make.
    const reason = await applicant.call('updateApplication', {
      params,
      body: {
        ...wholeRequest,
        desiredLoanAmount: 1500,
        requestedLoanAmount: { amount: 1500, currency: 'USD' },
        intendedUseOfFunds: onFile.intendedUseOfFunds === 'TAXES' ? 'WEDDING' : 'TAXES',
      },
    });
    expect(reason.statusCode).toBe(409);

    // The page's whole answer: the new amount and the term as it was.
    await applicant.call('postFlowStep', {
      params: { ...params, step: 'loan-amount' },
      body: {
        desiredLoanAmount: 1500,
        ...(onFile.desiredLoanTermInMonths
          ? { desiredLoanTermInMonths: onFile.desiredLoanTermInMonths }
          : {}),
      },
    });
    await applicant.call('editFlowStep', {
      params,
      body: { currentStep: 'ADDRESS_AND_PHONE', step: 'USE_OF_FUNDS' },
    });
    // The reason page: a new reason, the amount repeated as it is now.
    const useOfFunds = await applicant.call('updateApplication', {
      params,
      body: {
        ...wholeRequest,
        desiredLoanAmount: 1500,
        requestedLoanAmount: { amount: 1500, currency: 'USD' },
        intendedUseOfFunds: 'OTHER',
        useOfFundsOther: 'Moving costs',
      },
    });
    expect(useOfFunds.statusCode).toBe(200);
    expect(useOfFunds.result).toMatchObject({
      desiredLoanAmount: 1500,
      intendedUseOfFunds: 'OTHER',
      useOfFundsOther: 'Moving costs',
    });

    // Back on the loan amount: a body without the reason keeps it and its description, so only the
    // amount changes, which is this step's to change.
    const saved = await applicant.call('postFlowStep', {
      params: { ...params, step: 'use-of-funds' },
      body: { appUseOfFunds: 'OTHER', appUseOfFundsOther: 'Moving costs' },
    });
    expect(saved.result).toMatchObject({ currentFlowStep: 'ADDRESS_AND_PHONE' });
    await applicant.call('editFlowStep', {
      params,
      body: { currentStep: 'ADDRESS_AND_PHONE', step: 'LOAN_AMOUNT' },
    });
    const amountOnly = await applicant.call('updateApplication', {
      params,
      body: { desiredLoanAmount: 1200, desiredLoanTermInMonths: onFile.desiredLoanTermInMonths ?? 12 },
    });
    expect(amountOnly.statusCode).toBe(200);
    expect(amountOnly.result).toMatchObject({
      desiredLoanAmount: 1200,
      intendedUseOfFunds: 'OTHER',
      useOfFundsOther: 'Moving costs',
    });
  });

  it('Applicant whose application is no longer in progress cannot change it', async () => {
    const applicant = await applicantWithApplication(harness.app);
    await applicant.call('putPersonalInfo', {
      params: { applicationUuid: applicant.applicationUuid },
      body: {
        address: { ...validAddress, stateCode: 'NY', city: 'Albany', zipCode: '12207' },
        phone: '2025550143',
      },
    });
    await applicant.call('postFlowStep', {
      params: { applicationUuid: applicant.applicationUuid, step: 'address-and-phone' },
      body: {},
    });
    const response = await applicant.call('updateApplication', {
      params: { applicationUuid: applicant.applicationUuid },
      body: { desiredLoanAmount: 500 },
    });
    expect(response.statusCode).toBe(422);
    expect(response.result.userErrorCode).toBe('STEP_APPLICATION_NOT_IN_PROGRESS');
    expect(response.result.message).toBe('Application is not in progress');
    expect(response.result.details).toEqual({ decisionStatus: 'DISQUALIFIED' });
    const info = await applicant.call('putPersonalInfo', {
      params: { applicationUuid: applicant.applicationUuid },
      body: { phone: '2025550143' },
    });
    expect(info.statusCode).toBe(422);
    expect(info.result.userErrorCode).toBe('STEP_APPLICATION_NOT_IN_PROGRESS');
  });

  it('Applicant sees only their own in-progress applications in both lists', async () => {
    const applicant = await applicantWithApplication(harness.app);
    await applicantWithApplication(harness.app, { firstName: 'Sam', lastName: 'Okafor' });
    for (const operationId of ['getInProgressApplications', 'getInProgressSdls']) {
      const list = await applicant.call(operationId);
      expect(list.statusCode).toBe(200);
      expect(
        (list.result as unknown as { applicationUuid: string }[]).map((item) => item.applicationUuid),
      ).toEqual([applicant.applicationUuid]);
    }
  });

  it('Applicant with an application of another product in progress finds it in every in-progress application, not among the small-dollar ones', async () => {
    const applicant = await applicantWithApplication(harness.app);
    // The reference server makes only this product's applications: another product's is put in the store.
    const own = await findApplication(harness.app.db, applicant.applicationUuid);
    const personalLoanUuid = crypto.randomUUID();
    await insertApplication(
      harness.app.db,
      {
        uuid: personalLoanUuid,
        userUuid: own!.userUuid,
        productTypeName: 'PERSONAL_LOAN',
        flowEntryPoint: 'NEW_USER',
        desiredLoanAmount: 2000,
        desiredLoanTermInMonths: null,
        intendedUseOfFunds: 'DEBT_CONSOLIDATION',
        useOfFundsOther: null,
        firstStep: 'ADDRESS_AND_PHONE',
      },
      new Date(),
    );
    const listed = async (operationId: string) =>
      (
        (await applicant.call(operationId)).result as unknown as {
          applicationUuid: string;
          productTypeName: string;
        }[]
      )
        .map((item) => [item.applicationUuid, item.productTypeName])
        .sort();
    expect(await listed('getInProgressApplications')).toEqual(
      [
        [applicant.applicationUuid, 'SMALL_DOLLAR_LOAN'],
        [personalLoanUuid, 'PERSONAL_LOAN'],
      ].sort(),
    );
    expect(await listed('getInProgressSdls')).toEqual([[applicant.applicationUuid, 'SMALL_DOLLAR_LOAN']]);
  });

  it('Applicant starting an application records an application-started event', async () => {
    const applicant = await applicantWithApplication(harness.app);
    const response = await applicant.call('postApplicationStarted', {
      body: { awaitCompletion: true },
      query: { application_uuid: applicant.applicationUuid },
    });
    expect(response.statusCode).toBe(200);
    const events = await harness.app.db.selectFrom('events').select(['name', 'application_uuid']).execute();
    expect(events).toEqual([{ name: 'application-started', application_uuid: applicant.applicationUuid }]);
  });
});

describe('personal info', () => {
  it('Applicant saves address and phone, and the answer never includes a full SSN or date of birth', async () => {
    const applicant = await applicantWithApplication(harness.app);
    const params = { applicationUuid: applicant.applicationUuid };
    const posted = await applicant.call('postPersonalInfo', {
      params,
      body: { address: validAddress, phone: '(202) 555-0143', textMessageConsent: true },
    });
    expect(posted.statusCode).toBe(200);
    expect(posted.result).toEqual({
      firstName: 'Maria',
      lastName: 'Lopez',
      suffixName: null,
      address: { ...validAddress, streetCombined: '123 Main St' },
      phone: '2025550143',
      textMessageConsent: true,
      hasDob: false,
      ssnLastFour: null,
    });
    expect(Object.keys(posted.result)).not.toContain('ssn');
    expect(Object.keys(posted.result)).not.toContain('dob');

    const merged = await applicant.call('putPersonalInfo', { params, body: { phone: '2025550199' } });
    expect(merged.result).toMatchObject({
      address: validAddress,
      phone: '2025550199',
      textMessageConsent: true,
    });

    const replaced = await applicant.call('postPersonalInfo', { params, body: { phone: '2025550100' } });
    expect(replaced.result).toMatchObject({ address: null, phone: '2025550100', textMessageConsent: false });
  });

  it('Applicant’s address comes back with its street as one line, derived and never taken from the request', async () => {
    const applicant = await applicantWithApplication(harness.app);
    const params = { applicationUuid: applicant.applicationUuid };
    const withUnit = { ...validAddress, streetLineTwo: 'Apt 2' };
    const saved = await applicant.call('putPersonalInfo', {
      params,
      body: { address: { ...withUnit, streetCombined: '999 Somewhere Else' } },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.result.address).toEqual({ ...withUnit, streetCombined: '123 Main St, Apt 2' });
    const read = await applicant.call('getPersonalInfo', { params });
    expect(read.result).toMatchObject({ address: { streetCombined: '123 Main St, Apt 2' } });
    // The answer sent back as it came (with its derived line) is the same address, on any step.
    await applicant.call('putPersonalInfo', { params, body: { phone: '2025550143' } });
    await applicant.call('postFlowStep', { params: { ...params, step: 'address-and-phone' }, body: {} });
    const resent = await applicant.call('putPersonalInfo', {
      params,
      body: { address: read.result.address ?? undefined },
    });
    expect(resent.statusCode).toBe(200);
  });

  it('Applicant typing a bad phone or ZIP code is told how to fix each field', async () => {
    const applicant = await applicantWithApplication(harness.app);
    const response = await applicant.call('putPersonalInfo', {
      params: { applicationUuid: applicant.applicationUuid },
      body: {
        phone: '12345',
        address: { streetLineOne: 'Main Street', city: 'Columbus', stateCode: 'OH', zipCode: '4321' },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.result.details?.fieldErrors).toEqual([
      {
        path: '/address/streetLineOne',
        message: 'Start with your house or building number, like 123 Main St',
      },
      { path: '/address/zipCode', message: 'Enter a 5-digit ZIP code' },
      { path: '/phone', message: 'Enter a valid 10-digit US phone number' },
    ]);
  });

  it('Applicant sending an empty personal-info update is told something is required', async () => {
    const applicant = await applicantWithApplication(harness.app);
    const response = await callOperation(harness.app, 'putPersonalInfo', {
      params: { applicationUuid: applicant.applicationUuid },
      body: {},
      defaultToken: applicant.token,
      defaultCsrf: applicant.csrf,
    });
    expect(response.statusCode).toBe(400);
    expect(response.result.exceptionType).toBe('ValidationError');
  });
});
