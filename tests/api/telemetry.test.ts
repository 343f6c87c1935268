import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CookieJar, scriptedPassword, signInThroughProvider } from '../../scripts/journey/providerSignIn';
import { callOperation, injectTransport, startApp, type TestApp } from './support/testApp';

const webClientUuid = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const browserSessionId = 'b5b0f0c4-3d7e-4b39-8c1c-2f1a4c1d9e10';

function eventOf(name: string, at: string, extra: Record<string, unknown> = {}) {
  return {
    name,
    properties: {
      context: { applicationUuid: null, webClientUuid, currentUserUuid: null },
      page: '/relief-loans/get-relief?utm_source=mail',
      userUuid: null,
      webClientUuid,
      browserSessionId,
      eventTimestamp: at,
      ...extra,
    },
  };
}

/** Every row of a telemetry table, in the order they were stored. */
async function storedRows(harness: TestApp, table: string): Promise<Array<Record<string, unknown>>> {
  const result = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)} ORDER BY id`.execute(
    harness.app.db,
  );
  return result.rows;
}

describe('telemetry', () => {
  let harness: TestApp;
  beforeEach(async () => {
    harness = await startApp({ now: () => new Date('2026-11-25T10:00:00.000Z') });
  });
  afterEach(() => harness.close());

  it('Visitor’s sign-in and account pages are screens too, for a browser the app has met', async () => {
    const send = injectTransport(harness.app);
    const jar = new CookieJar();
    jar.take([
      `rl_web_client=${webClientUuid}; Path=/`,
      `eventbus_browser_session_id=${browserSessionId}; Path=/`,
    ]);
    const person = {
      firstName: 'Pat',
      lastName: 'Viewer',
      email: 'pat.viewer@example.test',
      password: scriptedPassword,
    };
    const session = await signInThroughProvider(send, person, '/relief-loans/get-relief', jar);
    await send({ method: 'GET', url: '/my-account', cookie: jar.header() });
    // A page view is stored after its page has answered: wait for the third.
    await expect
      .poll(async () => (await storedRows(harness, 'tracked_events')).length, { timeout: 5000 })
      .toBe(3);
    const views = (await storedRows(harness, 'tracked_events')).map((row) => ({
      name: row.name,
      screen: row.screen,
      web: row.web_client_uuid,
      session: row.browser_session_id,
    }));
    // The sign-in page (a password), the emailed link's page, then the account.
    expect(views).toEqual(
      ['haveAPassword', 'landing', 'account'].map((screen) => ({
        name: `${screen}_page_view`,
        screen,
        web: webClientUuid,
        session: browserSessionId,
      })),
    );
    const [signInView] = await storedRows(harness, 'tracked_events');
    const properties = JSON.parse(String(signInView?.properties)) as Record<string, unknown>;
    expect(properties).toMatchObject({
      actionType: 'view',
      context: { webClientUuid, productType: 'SMALL_DOLLAR_LOAN' },
    });
    // The route only: never the interaction's id or a token.
    expect(properties.page).toBe('/interaction/:uid');

    // Making an account (`login`) from the new-account link; a browser the app never met records nothing.
    const stranger = new CookieJar();
    const create = await send({
      method: 'GET',
      url: '/account/new?product_type_id=4&after_login=%2F',
      cookie: stranger.header(),
    });
    stranger.take(create.setCookies);
    expect(session).toMatch(/^rl_session=/);
    const before = (await storedRows(harness, 'tracked_events')).length;
    let url = create.location ?? '';
    for (let hops = 0; hops < 5 && url; hops += 1) {
      const answer = await send({ method: 'GET', url, cookie: stranger.header() });
      stranger.take(answer.setCookies);
      url = answer.status === 303 || answer.status === 302 ? (answer.location ?? '') : '';
    }
    expect((await storedRows(harness, 'tracked_events')).length).toBe(before);
    jar.take(create.setCookies);
    const known = await send({
      method: 'GET',
      url: '/account/new?product_type_id=4&after_login=%2F',
      cookie: jar.header(),
    });
    jar.take(known.setCookies);
    let next = known.location ?? '';
    for (let hops = 0; hops < 5 && next; hops += 1) {
      const answer = await send({ method: 'GET', url: next, cookie: jar.header() });
      jar.take(answer.setCookies);
      next = answer.status === 303 || answer.status === 302 ? (answer.location ?? '') : '';
    }
    await expect
      .poll(async () => (await storedRows(harness, 'tracked_events')).map((row) => row.name), {
        timeout: 5000,
      })
      .toContain('login_page_view');
  });

  it('Applicant’s page views are stored with their properties', async () => {
    const response = await callOperation(harness.app, 'trackEvents', {
      body: {
        events: [
          eventOf('getRelief_page_view', '2026-11-25T09:00:00.000Z', {
            actionType: 'view',
            utm_source: 'mail',
          }),
          eventOf('income_form_error', '2026-11-25T09:01:00.000Z', {
            stepFileVersion: 'income-1a2b3c',
            fieldErrorCodes: ['annualIncome.minimum'],
          }),
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.result).toEqual({ accepted: 2 });
    const rows = await storedRows(harness, 'tracked_events');
    expect(rows.map((row) => [row.name, row.screen, row.action_type, row.step_file_version])).toEqual([
      ['getRelief_page_view', 'getRelief', 'view', null],
      ['income_form_error', 'income', 'error', 'income-1a2b3c'],
    ]);
    expect(JSON.parse(String(rows[0]!.properties))).toMatchObject({ utm_source: 'mail', browserSessionId });
  });

  it('An unknown event name is refused with 400 and nothing is stored', async () => {
    const response = await callOperation(harness.app, 'trackEvents', {
      body: { events: [eventOf('getRelief_banner_wiggle', '2026-11-25T09:00:00.000Z')] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.result.exceptionType).toBe('UnknownEventName');
    expect(await storedRows(harness, 'tracked_events')).toEqual([]);
  });

  it('A special action is not an analytics event: refused as one, kept as a monitoring action', async () => {
    const asEvent = await callOperation(harness.app, 'trackEvents', {
      body: { events: [eventOf('user-session-expired', '2026-11-25T09:00:00.000Z')] },
    });
    expect(asEvent.statusCode).toBe(400);
    expect(asEvent.result.exceptionType).toBe('UnknownEventName');
    const at = '2026-11-25T09:00:00.000Z';
    const asAction = await callOperation(harness.app, 'postMonitoringBatch', {
      body: {
        webClientUuid,
        messages: [
          {
            type: 'action',
            at,
            name: 'user-session-expired',
            currentRoute: 'income',
            page: '/relief-loans/x',
          },
          { type: 'action', at, name: 'device-check', value: 'viewport=390x844;touch=true;online=true' },
        ],
      },
    });
    expect(asAction.result).toEqual({ accepted: 2 });
    const [batch] = await storedRows(harness, 'monitoring_batches');
    expect(JSON.parse(String(batch!.messages))).toMatchObject([
      { type: 'action', name: 'user-session-expired', currentRoute: 'income' },
      { type: 'action', name: 'device-check' },
    ]);
    expect(await storedRows(harness, 'tracked_events')).toEqual([]);
  });

  it('A monitoring action of a name the product does not know is refused with 400', async () => {
    const response = await callOperation(harness.app, 'postMonitoringBatch', {
      body: {
        webClientUuid,
        messages: [{ type: 'action', at: '2026-11-25T09:00:00.000Z', name: 'getRelief_page_view' }],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.result.exceptionType).toBe('UnknownActionName');
    expect(await storedRows(harness, 'monitoring_batches')).toEqual([]);
  });

  it('An event names its product type (supporting-areas spec §3); another value is refused', async () => {
    const context = { applicationUuid: null, webClientUuid, currentUserUuid: null };
    const ok = await callOperation(harness.app, 'trackEvents', {
      body: {
        events: [
          eventOf('getRelief_page_view', '2026-11-25T09:00:00.000Z', {
            context: { ...context, productType: 'SMALL_DOLLAR_LOAN' },
          }),
        ],
      },
    });
    expect(ok.result).toEqual({ accepted: 1 });
    const [row] = await storedRows(harness, 'tracked_events');
    expect(JSON.parse(String(row!.properties)).context).toMatchObject({ productType: 'SMALL_DOLLAR_LOAN' });
    const wrong = await callOperation(harness.app, 'trackEvents', {
      body: {
        events: [
          eventOf('getRelief_page_view', '2026-11-25T09:00:00.000Z', {
            context: { ...context, productType: 'CREDIT_CARD' },
          }),
        ],
      },
    });
    expect(wrong.statusCode).toBe(400);
  });

  it.each([['457-55-5462'], ['457555462'], ['03/14/1987'], ['1987-03-14']])(
    'An event carrying %s (an SSN or a birth date) is stored only redacted, and the batch is kept',
    async (secret) => {
      const response = await callOperation(harness.app, 'trackEvents', {
        body: {
          events: [eventOf('idVerification_page_view', '2026-11-25T09:00:00.000Z', { value: secret })],
        },
      });
      expect(response.statusCode).toBe(200);
      const stored = JSON.stringify(await storedRows(harness, 'tracked_events'));
      expect(stored).toContain('[redacted]');
      expect(stored).not.toContain(secret);
    },
  );

  it('A landing address that only looks like a date still gets its visitor id, stored redacted', async () => {
    const response = await harness.app.inject({
      method: 'GET',
      url: '/tracking/external-visit?landing_page_referrer=https%3A%2F%2Fblog.example.com%2F2024%2F05%2F01%2Fbest-loans&landing_page_url=x&gclid=Cj0KCQjw123456789abc',
    });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).toContain('rl_web_client=');
    const stored = JSON.stringify(await storedRows(harness, 'external_visits'));
    expect(stored).not.toContain('123456789');
    expect(stored).toContain('[redacted]');
  });

  it('A batch too large or malformed is a 400, never a 500', async () => {
    const tooMany = Array.from({ length: 51 }, () =>
      eventOf('getRelief_page_view', '2026-11-25T09:00:00.000Z'),
    );
    expect((await callOperation(harness.app, 'trackEvents', { body: { events: tooMany } })).statusCode).toBe(
      400,
    );
    expect((await callOperation(harness.app, 'trackEvents', { rawBody: '{"events": [' })).statusCode).toBe(
      400,
    );
    const extra = eventOf('getRelief_page_view', '2026-11-25T09:00:00.000Z', { ssn: 'x' });
    expect((await callOperation(harness.app, 'trackEvents', { body: { events: [extra] } })).statusCode).toBe(
      400,
    );
  });

  it('A post from another site’s page is refused', async () => {
    const response = await callOperation(harness.app, 'trackEvents', {
      headers: { origin: 'https://elsewhere.example' },
      body: { events: [eventOf('getRelief_page_view', '2026-11-25T09:00:00.000Z')] },
    });
    expect(response.statusCode).toBe(403);
  });

  it('The external visit stores the landing page and every query parameter and sets the web client cookie', async () => {
    const response = await callOperation(harness.app, 'recordExternalVisit', {
      query: {
        landing_page_referrer: 'https://search.example/',
        landing_page_url: 'http://localhost/relief-loans/get-relief?utm_campaign=spring',
        utm_campaign: 'spring',
        loanAmount: '500',
      },
    });
    expect(response.statusCode).toBe(200);
    const cookie = response.response.cookies.find((c) => c.name === 'rl_web_client');
    expect(cookie).toMatchObject({ value: response.result.webClientUuid, path: '/', sameSite: 'Lax' });
    expect(cookie?.httpOnly).toBeFalsy();
    const [visit] = await storedRows(harness, 'external_visits');
    expect(visit).toMatchObject({
      web_client_uuid: response.result.webClientUuid,
      landing_page_referrer: 'https://search.example/',
    });
    expect(JSON.parse(String(visit!.params))).toEqual({ utm_campaign: 'spring', loanAmount: '500' });

    const again = await callOperation(harness.app, 'recordExternalVisit', {
      headers: { cookie: `rl_web_client=${String(response.result.webClientUuid)}` },
    });
    expect(again.result.webClientUuid).toBe(response.result.webClientUuid);
    expect(again.response.cookies).toEqual([]);
  });

  it('Client error reports and monitoring batches are stored; a sensitive value only redacted', async () => {
    const report = {
      errorClass: 'TypeError',
      message: 'x is undefined',
      releaseStage: 'production',
      page: '/relief-loans/loan/x/income',
      occurredAt: '2026-11-25T09:00:00.000Z',
      requestId: 'req-1',
      cfRay: null,
    };
    expect(
      (await callOperation(harness.app, 'reportClientErrors', { body: { events: [report] } })).result,
    ).toEqual({ accepted: 1 });
    const leaked = { ...report, message: 'bad ssn 457-55-5462' };
    expect(
      (await callOperation(harness.app, 'reportClientErrors', { body: { events: [leaked] } })).statusCode,
    ).toBe(200);
    expect(JSON.stringify(await storedRows(harness, 'client_error_reports'))).not.toContain('457-55-5462');
    const vital = {
      type: 'vital',
      name: 'LCP',
      value: 1234.5,
      rating: 'good',
      at: '2026-11-25T09:00:00.000Z',
    };
    expect(
      (
        await callOperation(harness.app, 'postMonitoringBatch', {
          body: { webClientUuid, messages: [vital] },
        })
      ).result,
    ).toEqual({ accepted: 1 });
    expect(await storedRows(harness, 'client_error_reports')).toHaveLength(2);
    expect(await storedRows(harness, 'monitoring_batches')).toMatchObject([
      { message_count: 1, web_client_uuid: webClientUuid },
    ]);
  });

  it('Telemetry older than the retention setting is deleted', async () => {
    let now = new Date('2026-11-01T10:00:00.000Z');
    await harness.restart({ now: () => now, telemetryRetentionDays: 7 });
    await callOperation(harness.app, 'trackEvents', {
      body: { events: [eventOf('getRelief_page_view', '2026-11-01T09:00:00.000Z')] },
    });
    now = new Date('2026-11-25T10:00:00.000Z');
    await callOperation(harness.app, 'trackEvents', {
      body: { events: [eventOf('offers_page_view', '2026-11-25T09:00:00.000Z')] },
    });
    expect((await storedRows(harness, 'tracked_events')).map((row) => row.name)).toEqual([
      'offers_page_view',
    ]);
  });

  it('Staff read the funnel: views, submits, failures, median time on step and top error codes', async () => {
    await callOperation(harness.app, 'trackEvents', {
      body: {
        events: [
          eventOf('getRelief_page_view', '2026-11-24T09:00:00.000Z'),
          eventOf('getRelief_form_submit', '2026-11-24T09:00:20.000Z'),
          eventOf('income_page_view', '2026-11-24T09:00:30.000Z', { stepFileVersion: 'v1' }),
          eventOf('income_form_error', '2026-11-24T09:01:00.000Z', {
            stepFileVersion: 'v1',
            fieldErrorCodes: ['annualIncome.minimum'],
          }),
          eventOf('income_form_submit', '2026-11-24T09:01:30.000Z', { stepFileVersion: 'v1' }),
          eventOf('savings_page_view', '2026-11-24T09:01:40.000Z', { stepFileVersion: 'v1' }),
        ],
      },
    });
    const report = await callOperation(harness.app, 'getFunnelReport', { query: { from: '2026-11-24' } });
    expect(report.result.steps).toEqual([
      { screen: 'getRelief', views: 1, submits: 1, failures: 0, medianSecondsOnStep: 30 },
      { screen: 'income', views: 1, submits: 1, failures: 1, medianSecondsOnStep: 70 },
      { screen: 'savings', views: 1, submits: 0, failures: 0, medianSecondsOnStep: null },
    ]);
    expect(report.result.topFieldErrorCodes).toEqual([
      { screen: 'income', code: 'annualIncome.minimum', count: 1 },
    ]);
    expect(report.result.stepFileVersions).toEqual(['v1']);
    const v1 = await callOperation(harness.app, 'getFunnelReport', { query: { stepFileVersion: 'v1' } });
    expect((v1.result.steps as Array<{ screen: string }>).map((step) => step.screen)).toEqual([
      'income',
      'savings',
    ]);
    const later = await callOperation(harness.app, 'getFunnelReport', { query: { from: '2026-11-25' } });
    expect(later.result.steps).toEqual([]);
  });

  it('With FUNNEL_REPORT_TOKEN set, the report needs the staff token', async () => {
    await harness.restart({ funnelReportToken: 'staff-token-0123456789' });
    expect((await callOperation(harness.app, 'getFunnelReport')).statusCode).toBe(401);
    const allowed = await callOperation(harness.app, 'getFunnelReport', {
      headers: { 'x-staff-token': 'staff-token-0123456789' },
    });
    expect(allowed.statusCode).toBe(200);
  });
});
