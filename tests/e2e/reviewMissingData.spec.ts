/**
 * Spec §8 "422: the client supplies missing data according to userErrorCode": an applicant whose
 * education went missing after review (here removed through the API, as another tab could) is taken
 * from review straight to the education step, and back to review once it is given again.
 */
import { expect, test } from '@playwright/test';
import {
  onStep,
  pickLookup,
  reviewSubmit,
  stepHeadings,
  walkFromIdentityToReview,
} from './support/application';
import { continueButton, reachIdentity } from './support/funnel';
import { uniqueName } from './support/people';
import { anotherTab, serverCurrentStep } from './support/serverFlow';

test('An applicant whose education went missing is sent from review to give it again', async ({ page }) => {
  test.setTimeout(120_000);
  const applicationUuid = await reachIdentity(page, uniqueName('Noor', 'Haddad'));
  const at = (subPath: string, heading: string, submit = continueButton(page)) =>
    onStep(page, subPath, heading, submit, applicationUuid);
  await walkFromIdentityToReview(page, applicationUuid);

  // Another tab reopens education, removes it and goes back: the server is on REVIEW again.
  const call = await anotherTab(page);
  await call('POST', `/flow/${applicationUuid}/edit`, { currentStep: 'REVIEW', step: 'EDUCATION' });
  const [stored] = (await call('GET', `/application/${applicationUuid}/education`)) as Array<{ id: number }>;
  await call('DELETE', `/application/${applicationUuid}/education`, { id: stored?.id });
  await call('POST', `/flow/${applicationUuid}/go-back`, { currentStep: 'EDUCATION' });
  expect(await serverCurrentStep(page, applicationUuid)).toBe('REVIEW');

  await reviewSubmit(page).click();
  await at('education', stepHeadings.education);
  expect(await serverCurrentStep(page, applicationUuid)).toBe('EDUCATION');
  // A bachelor's this time, leaving the optional major empty.
  await page.getByRole('radio', { name: "Bachelor's", exact: true }).check();
  await pickLookup(page, page, /^School name/, 'Community College', /Community College/);
  await page.getByLabel(/^Graduation year/).fill('2015');
  await continueButton(page).click();
  await at('review', stepHeadings.review, reviewSubmit(page));
  await expect(page.getByRole('main')).toContainText("Bachelor's");
  await reviewSubmit(page).click();
  await at('agree', stepHeadings.agree, page.getByRole('button', { name: stepHeadings.agree, exact: true }));
});
