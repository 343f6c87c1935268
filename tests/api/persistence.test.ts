import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { sql } from 'kysely';
import { migrate, openDatabase } from '../../server/store/database';
import { createDatabase, dropDatabase } from './support/testDatabases';
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
    const { rows: migrations } = await sql<{ version: number; name: string }>`
      SELECT version, name FROM schema_migrations ORDER BY version`.execute(harness.app.db);
    const files = fs
      .readdirSync(path.join(import.meta.dirname, '../../server/store/migrations'))
      .filter((name) => name.endsWith('.sql'))
      .sort();
    expect(migrations).toEqual(files.map((name) => ({ version: parseInt(name, 10), name })));
    expect(files.slice(0, 2)).toEqual(['001_init.sql', '002_lookups.sql']);
    // Written out, so a migration deleted or renamed fails here rather than going unnoticed.
    expect(files).toEqual([
      '001_init.sql',
      '002_lookups.sql',
      '003_jobs_income_sources.sql',
      '004_identity_wealth_consents.sql',
      '005_educations.sql',
      '006_idempotency_keys.sql',
      '007_step_form_data.sql',
      '008_pricing.sql',
      '009_bank_links.sql',
      '010_outcomes.sql',
      '011_telemetry.sql',
      '019_credit_score.sql',
      '020_shared_state.sql',
      '021_insertion_order.sql',
      '022_openid_sign_in.sql',
      '023_upstream_sign_in.sql',
      '024_sign_ins_in_parallel.sql',
      '025_credit_key_factors.sql',
      '026_confirmed_sign_ups.sql',
      '027_cash_lines.sql',
      '028_funds_accounts.sql',
      '029_filed_documents.sql',
      '030_custom_undergraduate_major.sql',
    ]);
  });

  it('Instances starting at once on an empty database apply each migration exactly once', async () => {
    const serverUrl = inject('databaseServerUrl');
    const name = `relief_migrate_race_${process.pid}_${Date.now()}`;
    const url = await createDatabase(serverUrl, name);
    const instances = Array.from({ length: 4 }, () => openDatabase(url, { maxConnections: 1 }));
    try {
      const applied = await Promise.all(instances.map((db) => migrate(db)));
      const all = applied.flat().sort();
      // One instance applied everything; the others waited on the lock and found nothing left.
      expect(new Set(all).size).toBe(all.length);
      expect(applied.filter((ran) => ran.length > 0)).toHaveLength(1);
      expect(all.length).toBeGreaterThan(10);
    } finally {
      await Promise.all(instances.map((db) => db.destroy()));
      await dropDatabase(serverUrl, name);
    }
  });
});
