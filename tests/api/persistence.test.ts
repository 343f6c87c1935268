import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  applicantWithApplication,
  checkedResponse,
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

describe('data survives a restart', () => {
  it('Applicant who comes back after a server restart finds their session, tokens, application and flow step', async () => {
    const applicant = await applicantWithApplication(harness);
    await applicant.call('putPersonalInfo', {
      params: { applicationUuid: applicant.applicationUuid },
      body: { address: validAddress, phone: '2025550143' },
    });
    await applicant.call('postFlowStep', {
      params: { applicationUuid: applicant.applicationUuid, step: 'address-and-phone' },
      body: {},
    });

    const app = await harness.restart();

    const identity = checkedResponse(
      'getIdentity',
      await app.inject({ url: '/small_dollar_loan/api/identity', headers: { cookie: applicant.cookie } }),
    );
    expect(identity.result).toMatchObject({
      loggedIn: true,
      accessToken: applicant.token,
      csrfToken: applicant.csrf,
    });
    const flow = await applicant.call('getCurrentFlowStep', {
      params: { applicationUuid: applicant.applicationUuid },
    });
    expect(flow.result).toMatchObject({ currentFlowStep: 'ID_VERIFICATION', canGoBack: true });
    const info = await applicant.call('getPersonalInfo', {
      params: { applicationUuid: applicant.applicationUuid },
    });
    expect(info.result).toMatchObject({ address: validAddress, phone: '2025550143' });
    const preFlow = await applicant.call('getPreFlowCurrentStep', { query: { loanAmount: 1000 } });
    expect(preFlow.result).toEqual({
      currentPreFlowStep: 'APPLICATION_IN_PROGRESS',
      applicationUuid: applicant.applicationUuid,
    });
  });

  it('Migrations run once: a restarted server keeps one row per migration', async () => {
    await harness.restart();
    const migrations = harness.app.db.prepare('SELECT version, name FROM schema_migrations').all();
    expect(migrations).toEqual([
      { version: 1, name: '001_init.sql' },
      { version: 2, name: '002_lookups.sql' },
      { version: 3, name: '003_jobs_income_sources.sql' },
      { version: 4, name: '004_identity_wealth_consents.sql' },
      { version: 5, name: '005_educations.sql' },
      { version: 6, name: '006_idempotency_keys.sql' },
      { version: 7, name: '007_step_form_data.sql' },
      { version: 8, name: '008_pricing.sql' },
      { version: 9, name: '009_bank_links.sql' },
      { version: 10, name: '010_outcomes.sql' },
      { version: 11, name: '011_telemetry.sql' },
      { version: 19, name: '019_credit_score.sql' },
    ]);
    expect(harness.app.db.pragma('journal_mode', { simple: true })).toBe('wal');
  });
});
