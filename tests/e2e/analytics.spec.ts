/**
 * docs/analytics.md: what a walk through the funnel reports. Page views with every property and the utm
 * values of the landing address, exactly one external visit per page load, no canary SSN or birth
 * date in any stored event, and the staff funnel report showing the walk.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import copy from '../../schemas/copy/en-US.json' with { type: 'json' };
import staffCopy from '../../schemas/copy/en-US.staff.json' with { type: 'json' };
import { giveIdentity, stepHeadings } from './support/application';
import {
  chooseReason,
  confirmLegalName,
  continueButton,
  expectHeading,
  fields,
  fillAddressAndPhone,
  loanRoute,
  missionStreet,
  openGetRelief,
  signInToGetStarted,
  submitGetRelief,
} from './support/funnel';
import { uniqueName } from './support/people';
import { containsCanary, watchForCanary } from './support/secrets';
import { withE2eDatabase } from './support/e2eDatabase';
import { storedMonitoringActions } from './support/storedTelemetry';

type StoredEvent = {
  name: string;
  properties: Record<string, unknown> & { context: Record<string, unknown> };
};

const utm = { utm_source: 'newsletter', utm_campaign: 'spring-relief', utm_medium: 'email' };
const landingUrl = `/relief-loans/get-relief?loanAmount=1000&loanTerm=12&${new URLSearchParams(utm)}`;

/** The events the server stored for this browser session (in the database playwright.config.ts names). */
async function storedEventsOf(browserSessionId: string): Promise<StoredEvent[]> {
  const rows = await withE2eDatabase((db) =>
    db
      .selectFrom('tracked_events')
      .select(['name', 'properties'])
      .where('browser_session_id', '=', browserSessionId)
      .orderBy('id')
      .execute(),
  );
  return rows.map((row) => ({
    name: row.name,
    properties: JSON.parse(row.properties) as StoredEvent['properties'],
  }));
}

async function cookieOf(page: Page, name: string): Promise<string> {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === name);
  expect(cookie, `the ${name} cookie is set`).toBeDefined();
  return cookie!.value;
}

test('A walk through the funnel sends its page views, one external visit per load and no SSN', async ({
  page,
}) => {
  const canaryWatch = watchForCanary(page);
  const appLoads: string[] = [];
  const visits: Request[] = [];
  page.on('load', () => {
    if (new URL(page.url()).pathname.startsWith('/relief-loans/')) appLoads.push(page.url());
  });
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/tracking/external-visit') visits.push(request);
  });
  const firstVisit = page.waitForRequest(/\/tracking\/external-visit\?/);

  await openGetRelief(page, landingUrl);
  await firstVisit;
  await submitGetRelief(page);
  await signInToGetStarted(page, uniqueName('Ana', 'Analytics'));
  await confirmLegalName(page);
  const applicationUuid = await chooseReason(page);
  await fillAddressAndPhone(page, missionStreet);
  await fields.textConsent(page).check();
  await continueButton(page).click();
  await page.waitForURL(loanRoute('identity', applicationUuid));
  await expectHeading(page, stepHeadings.identity);
  await giveIdentity(page);
  await page.waitForURL(loanRoute('income', applicationUuid));
  await expectHeading(page, stepHeadings.income);

  const browserSessionId = await cookieOf(page, 'eventbus_browser_session_id');
  const webClientUuid = await cookieOf(page, 'rl_web_client');
  const expectedViews = [
    'getRelief_page_view',
    'getStarted_page_view',
    'useOfFunds_page_view',
    'addressAndPhone_page_view',
    'idVerification_page_view',
    'income_page_view',
  ];
  // The sign-in pages the server renders are screens too (spec §2): making the account (`login`)
  // and the emailed link's page (`landing`), recorded by the server for this browser.
  const serverViews = ['login_page_view', 'landing_page_view'];
  // A page view goes when the page's data is ready (at the latest 10 s after it opened).
  await expect
    .poll(
      async () =>
        (await storedEventsOf(browserSessionId))
          .map((event) => event.name)
          .filter((name) => name.endsWith('_page_view') && !serverViews.includes(name)),
      {
        timeout: 20_000,
      },
    )
    .toEqual(expectedViews);
  const names = (await storedEventsOf(browserSessionId)).map((event) => event.name);
  for (const name of serverViews) expect(names, name).toContain(name);

  const events = await storedEventsOf(browserSessionId);
  const views = events.filter((event) => event.name.endsWith('_page_view'));
  for (const view of views) {
    expect(view.properties, view.name).toMatchObject({
      webClientUuid,
      browserSessionId,
      actionType: 'view',
      context: { webClientUuid, productType: 'SMALL_DOLLAR_LOAN' },
    });
    expect(Date.parse(String(view.properties.eventTimestamp)), `${view.name} eventTimestamp`).not.toBeNaN();
    expect(String(view.properties.page), `${view.name} page`).toMatch(
      serverViews.includes(view.name) ? /^\/interaction\/:uid(\/[a-z-]+)?$/ : /^\/relief-loans\//,
    );
    expect(view.properties, `${view.name} has userUuid`).toHaveProperty('userUuid');
  }
  // The landing page's view carries the campaign it came from.
  expect(views.find((view) => view.name === 'getRelief_page_view')!.properties).toMatchObject(utm);
  // Signed in, inside the application: the user and the application are named by id.
  const identityView = views.find((view) => view.name === 'idVerification_page_view')!;
  expect(identityView.properties.userUuid).toMatch(/^[0-9a-f-]{36}$/);
  expect(identityView.properties.context).toMatchObject({
    applicationUuid,
    currentUserUuid: identityView.properties.userUuid,
  });
  expect(String(identityView.properties.stepFileVersion)).toMatch(/^id-verification\.[0-9a-f]{8}$/);
  expect(events.map((event) => event.name)).toContain('idVerification_form_submit');
  // The typed answers as change events naming the field only. The device check, once per load, is a
  // special event: a monitoring action, never an analytics event.
  expect(events.some((event) => /_form_change$/.test(event.name))).toBe(true);
  expect(events.map((event) => event.name)).not.toContain('device-check');
  await expect.poll(() => storedMonitoringActions(webClientUuid)).toContain('device-check');

  // Exactly one external visit per page load of the app, with the landing page and its parameters.
  expect(appLoads.length).toBeGreaterThanOrEqual(2);
  await expect.poll(() => visits.length).toBe(appLoads.length);
  const landing = new URL(visits[0]!.url()).searchParams;
  expect(landing.get('landing_page_url')).toContain('/relief-loans/get-relief?');
  expect(landing.get('landing_page_referrer')).not.toBeNull();
  expect(Object.fromEntries([...landing].filter(([name]) => name.startsWith('utm_')))).toEqual(utm);
  expect(landing.get('loanAmount')).toBe('1000');

  // The canary typed on identity is in no stored event and in nothing the browser sent but its own save.
  for (const event of events) expect(containsCanary(JSON.stringify(event)), event.name).toBeNull();
  await canaryWatch.expectNowhere();

  // Staff see the walk in the funnel report.
  const today = new Date().toISOString().slice(0, 10);
  await page.goto('/relief-loans/skunkworks/funnel');
  await expectHeading(page, copy.pages.funnelReport.title);
  await page.getByLabel(staffCopy.funnelReport.from, { exact: true }).fill(today);
  await page.getByRole('button', { name: staffCopy.funnelReport.apply }).click();
  const steps = page.getByRole('table', { name: staffCopy.funnelReport.stepsTitle });
  for (const screen of ['getRelief', 'addressAndPhone', 'idVerification', 'income']) {
    const row = steps.getByRole('row', { name: new RegExp(`^${screen}\\b`) });
    await expect(row, `${screen} is in the report`).toBeVisible();
    const views = Number(await row.getByRole('cell').first().textContent());
    expect(views, `${screen} views`).toBeGreaterThanOrEqual(1);
  }
  await expect(page.getByRole('img', { name: /addressAndPhone: \d+/ })).toBeVisible();
});
