/**
 * Adding a step is data (docs/adding-a-step.md): a copy of the repository gains a HOUSING step made of
 * a folder under schemas/steps, one flow.json entry and copy — no code — and is built and served.
 * The API answers it from the contract derived from its step file, and an applicant walks it in the
 * browser: its route, its form, its errors, Back into it with the answers kept, and review's Edit.
 */
import { expect, test, type Page } from '@playwright/test';
import copy from '../../schemas/copy/en-US.json' with { type: 'json' };
import { onStep, reviewSubmit, stepHeadings, walkFromIdentityToReview } from './support/application';
import { expectFieldError } from './support/fieldErrors';
import { fixtureStep, startFixtureServer, type FixtureServer } from './support/fixtureStep';
import {
  continueButton,
  expectHeading,
  fillAddressAndPhone,
  loanRoute,
  missionStreet,
  reachAddressAndPhone,
} from './support/funnel';
import { uniqueName } from './support/people';
import { serverCurrentStep } from './support/serverFlow';

const port = Number(process.env.E2E_PORT ?? 4390) + 1;
let fixture: FixtureServer | undefined;

test.use({ baseURL: `http://127.0.0.1:${port}` });

test.beforeAll(async () => {
  // Copy, build (about 15 s on the CI machine) and start.
  test.setTimeout(180_000);
  fixture = await startFixtureServer(port);
});

test.afterAll(async () => {
  await fixture?.stop();
});

/** The API as the app calls it, without asserting success (bearer + CSRF from the identity call). */
async function api(page: Page, method: 'GET' | 'POST', path: string, data?: unknown) {
  const identity = (await (await page.request.get('/small_dollar_loan/api/identity')).json()) as {
    result: { accessToken: string; csrfToken: string };
  };
  const response = await page.request.fetch(path, {
    method,
    headers: {
      Authorization: `Bearer ${identity.result.accessToken}`,
      'X-CSRF-Token': identity.result.csrfToken,
      Accept: 'application/json',
    },
    ...(data === undefined ? {} : { data }),
  });
  return { status: response.status(), body: (await response.json()) as Record<string, unknown> };
}

const statusChoice = (page: Page, label: string) => page.getByRole('radio', { name: label, exact: true });
const payment = (page: Page) => page.getByLabel(new RegExp(`^${fixtureStep.paymentLabel}`));

test('A step added as a folder, a flow.json entry and copy works through the API and the page', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const applicationUuid = await reachAddressAndPhone(page, uniqueName('Ama', 'Owusu'));
  await fillAddressAndPhone(page, missionStreet);
  await continueButton(page).click();

  // Its route and screen come from flow.json, its heading from the copy.
  await onStep(page, fixtureStep.id, fixtureStep.title, continueButton(page), applicationUuid);
  expect(await serverCurrentStep(page, applicationUuid)).toBe(fixtureStep.name);
  const stepUrl = `/flow/${applicationUuid}/step/${fixtureStep.id}`;
  expect((await api(page, 'GET', stepUrl)).body).toMatchObject({ result: { formData: null } });

  // The server holds a body to the step file itself.
  const refused = await api(page, 'POST', stepUrl, { housingStatus: 'CASTLE', monthlyHousingPayment: -5 });
  expect(refused.status).toBe(400);
  expect((refused.body.result as { details?: { fieldErrors?: unknown } }).details?.fieldErrors).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ path: '/housingStatus', message: 'Required' }),
      expect.objectContaining({ path: '/monthlyHousingPayment', message: 'Enter $0 or more' }),
    ]),
  );
  expect(await serverCurrentStep(page, applicationUuid)).toBe(fixtureStep.name);

  // The page: the form's own messages, then a save that moves the flow on.
  await continueButton(page).click();
  await expectFieldError(page, payment(page), 'Required');
  await statusChoice(page, fixtureStep.choices.RENT).check();
  await payment(page).fill('950');
  await continueButton(page).click();
  await onStep(page, 'identity', stepHeadings.identity, continueButton(page), applicationUuid);
  expect((await api(page, 'GET', stepUrl)).body).toMatchObject({
    result: { formData: { housingStatus: 'RENT', monthlyHousingPayment: 950 } },
  });

  // Back from identity reopens it with the answers kept.
  await page.getByRole('button', { name: copy.flow.back }).click();
  await onStep(page, fixtureStep.id, fixtureStep.title, continueButton(page), applicationUuid);
  await expect(statusChoice(page, fixtureStep.choices.RENT)).toBeChecked();
  await expect(payment(page)).toHaveValue(/950/);
  await continueButton(page).click();

  // Review shows its answers, and its Edit reopens it and comes back.
  await walkFromIdentityToReview(page, applicationUuid);
  const section = page.getByRole('region', { name: fixtureStep.title });
  await expect(section).toContainText(fixtureStep.choices.RENT);
  await expect(section).toContainText('$950.00');
  await section.getByRole('button', { name: 'Edit your home' }).click();
  await page.waitForURL(loanRoute(fixtureStep.id, applicationUuid));
  await expectHeading(page, fixtureStep.title);
  await statusChoice(page, fixtureStep.choices.FAMILY).check();
  await payment(page).fill('0');
  await continueButton(page).click();
  await onStep(page, 'review', stepHeadings.review, reviewSubmit(page), applicationUuid);
  await expect(page.getByRole('region', { name: fixtureStep.title })).toContainText(
    fixtureStep.choices.FAMILY,
  );
});
