/**
 * Supporting-areas spec §4 "Session expiry": a session that expires while the applicant is
 * on a step signs them out and brings them back to that step after signing in, with what they had
 * typed and not sent still there (never the SSN or birth date), whether a background refresh or
 * their own Continue met the expired session. The server's session is expired in its database.
 */
import { expect, test, type Page } from '@playwright/test';
import { identityFields, stepHeadings } from './support/application';
import {
  continueButton,
  expectHeading,
  fields,
  fillAddressAndPhone,
  headings,
  loanRoute,
  missionStreet,
  openGetRelief,
  reachAddressAndPhone,
  reachIdentity,
  signInToGetStarted,
  submitGetRelief,
} from './support/funnel';
import { expectSignInPage, signIn, signInPageUrl, uniqueName, type LegalName } from './support/people';
import { canary, containsCanary } from './support/secrets';
import { withE2eDatabase } from './support/e2eDatabase';
import {
  browserSessionIdOf,
  storedEventNames,
  storedMonitoringActions,
  webClientUuidOf,
} from './support/storedTelemetry';

const keptPrefix = 'rl_unsent_fields:';

/** Past both limits of server/store/sessions.ts: unused an age ago, and older than the maximum age. */
async function expireSessionsOf(person: LegalName): Promise<void> {
  const longAgo = '2000-01-01T00:00:00.000Z';
  const updated = await withE2eDatabase((db) =>
    db
      .updateTable('sessions')
      .set({ created_at: longAgo, last_seen_at: longAgo })
      .where('user_uuid', 'in', (users) =>
        users
          .selectFrom('users')
          .select('uuid')
          .where('given_name', '=', person.first)
          .where('family_name', '=', person.last),
      )
      .executeTakeFirst(),
  );
  expect(Number(updated.numUpdatedRows), 'the applicant has a session to expire').toBeGreaterThan(0);
}

/** What the app has kept in sessionStorage for the way through sign-in (src/shared/session/unsentFields.ts). */
async function keptFields(page: Page): Promise<string> {
  return page.evaluate(
    (prefix) =>
      Object.keys(sessionStorage)
        .filter((key) => key.startsWith(prefix))
        .map((key) => `${key}=${sessionStorage.getItem(key) ?? ''}`)
        .join('\n'),
    keptPrefix,
  );
}

/**
 * The window gains focus, so SWR refreshes the identity and the current step in the background.
 * SWR lets one focus through per 5 s (counted from the page's start too), so focus until it leaves.
 */
async function refocusUntilSignedOut(page: Page): Promise<void> {
  await expect(async () => {
    await page.evaluate(() => window.dispatchEvent(new Event('focus'))).catch(() => undefined);
    await expect(page).toHaveURL(signInPageUrl, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

async function addressValues(page: Page) {
  return {
    street: await fields.street(page).inputValue(),
    city: await fields.city(page).inputValue(),
    state: await fields.state(page).inputValue(),
    zip: await fields.zip(page).inputValue(),
    phone: await fields.phone(page).inputValue(),
  };
}

async function expectAddressBack(page: Page, typed: Awaited<ReturnType<typeof addressValues>>) {
  await expect(fields.street(page)).toHaveValue(typed.street);
  await expect(fields.city(page)).toHaveValue(typed.city);
  await expect(fields.state(page)).toHaveValue(typed.state);
  await expect(fields.zip(page)).toHaveValue(typed.zip);
  await expect(fields.phone(page)).toHaveValue(typed.phone);
}

test('Applicant whose session expires while typing their address finds it again after signing in', async ({
  page,
}) => {
  const person = uniqueName('Sam', 'Expiry');
  const applicationUuid = await reachAddressAndPhone(page, person);
  await fillAddressAndPhone(page, missionStreet);
  const typed = await addressValues(page);
  expect(typed.street).toBe(missionStreet.street);
  // Typing is kept as this tab's draft a moment after it pauses (never a sensitive field).
  await expect.poll(() => keptFields(page)).toContain(missionStreet.street);

  await expireSessionsOf(person);
  await refocusUntilSignedOut(page);
  await expectSignInPage(page);
  expect(await keptFields(page)).toContain(missionStreet.street);
  // The sign-out was recorded as an expired session: a monitoring action, not an analytics event.
  const webClientUuid = await webClientUuidOf(page);
  await expect.poll(() => storedMonitoringActions(webClientUuid)).toContain('user-session-expired');
  expect(await storedEventNames(await browserSessionIdOf(page))).not.toContain('user-session-expired');

  await signIn(page, person);
  await page.waitForURL(loanRoute('address-and-phone', applicationUuid));
  await expectHeading(page, headings.addressAndPhone);
  await expectAddressBack(page, typed);
  // A draft until the step is saved; saving it removes the draft.
  expect(await keptFields(page)).toContain(missionStreet.street);
  await continueButton(page).click();
  await page.waitForURL(loanRoute('identity', applicationUuid));
  await expect.poll(() => keptFields(page)).toBe('');
});

test('Applicant whose session expires on identity finds the page again without their SSN or birth date', async ({
  page,
}) => {
  const person = uniqueName('Sam', 'Expiry');
  const applicationUuid = await reachIdentity(page, person);
  await expectHeading(page, stepHeadings.identity);
  await identityFields.dob(page).fill(canary.dob.replace(/\//g, ''));
  await identityFields.ssn(page).fill(canary.ssn);
  await expect(identityFields.dob(page)).toHaveValue(canary.dob);

  await expireSessionsOf(person);
  await refocusUntilSignedOut(page);
  await expectSignInPage(page);
  const storage = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }));
  expect(containsCanary(storage), 'the SSN or birth date is in browser storage').toBeNull();

  await signIn(page, person);
  await page.waitForURL(loanRoute('identity', applicationUuid));
  await expectHeading(page, stepHeadings.identity);
  await expect(identityFields.ssn(page)).toBeVisible();
  await expect(identityFields.dob(page)).toHaveValue('');
  await expect(identityFields.ssn(page)).toHaveValue('');
});

test('Applicant pressing Continue after their session expired finds their address again after signing in', async ({
  page,
}) => {
  const person = uniqueName('Sam', 'Expiry');
  const applicationUuid = await reachAddressAndPhone(page, person);
  await fillAddressAndPhone(page, missionStreet);
  await fields.textConsent(page).check();
  const typed = await addressValues(page);

  await expireSessionsOf(person);
  await continueButton(page).click();
  await expectSignInPage(page);

  await signIn(page, person);
  await page.waitForURL(loanRoute('address-and-phone', applicationUuid));
  await expectHeading(page, headings.addressAndPhone);
  await expectAddressBack(page, typed);
  await expect(fields.textConsent(page)).toBeChecked();
});

test('Someone else signing in after an expired session never sees what the first applicant typed', async ({
  page,
}) => {
  const first = uniqueName('Sam', 'Expiry');
  await reachAddressAndPhone(page, first);
  await fillAddressAndPhone(page, missionStreet);
  await expireSessionsOf(first);
  await continueButton(page).click();
  await expectSignInPage(page);
  expect(await keptFields(page)).toContain(missionStreet.street);

  // A shared computer: another person signs in on the same tab and is sent to the same page.
  await signIn(page, uniqueName('Kim', 'Other'));
  await page.waitForLoadState('load');
  // Whatever this person is shown (not their application), none of the first person's answers.
  await expect(async () => {
    expect(await keptFields(page)).toBe('');
    const values = await page
      .locator('input')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(values).not.toContain(missionStreet.street);
    expect(await page.content()).not.toContain(missionStreet.street);
  }).toPass({ timeout: 10_000 });
});

test('Applicant whose session expires on get-started is signed out when they come back to the window', async ({
  page,
}) => {
  // get-started has no application yet: only the identity check can notice the expiry in the background.
  const person = uniqueName('Sam', 'Expiry');
  await openGetRelief(page);
  await submitGetRelief(page);
  await signInToGetStarted(page, person);
  await fields.firstName(page).fill(`${person.first}a`);

  await expireSessionsOf(person);
  await refocusUntilSignedOut(page);
  await expectSignInPage(page);

  await signIn(page, person);
  await page.waitForURL(/\/relief-loans\/get-started(\?|$)/);
  await expect(fields.firstName(page)).toHaveValue(`${person.first}a`);
});
