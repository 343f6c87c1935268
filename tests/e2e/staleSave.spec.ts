/**
 * One way to call the flow (src/shared/flow/useFlowCalls.ts): an applicant saving a step the application
 * has already moved past (here another tab went back to review; browser Back over a saved edit
 * does the same) does not lose the change: the step is reopened, saved, and the applicant told so.
 */
import { expect, test } from '@playwright/test';
import copy from '../../schemas/copy/en-US.json' with { type: 'json' };
import {
  giveSavings,
  onStep,
  reviewSubmit,
  stepHeadings,
  walkFromIdentityToReview,
} from './support/application';
import { continueButton, reachIdentity } from './support/funnel';
import { uniqueName } from './support/people';
import { anotherTab, serverCurrentStep } from './support/serverFlow';

test('An applicant whose saved change arrives after the application moved on keeps the change and is told', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const applicationUuid = await reachIdentity(page, uniqueName('Imani', 'Brooks'));
  const at = (subPath: string, heading: string, submit = continueButton(page)) =>
    onStep(page, subPath, heading, submit, applicationUuid);
  await walkFromIdentityToReview(page, applicationUuid);

  await page.getByRole('button', { name: copy.pages.review.edits.wealthAccount }).click();
  await at('savings', stepHeadings.savings);
  // Meanwhile another tab goes back to review without saving.
  const call = await anotherTab(page);
  await call('POST', `/flow/${applicationUuid}/go-back`, { currentStep: 'SAVINGS' });
  expect(await serverCurrentStep(page, applicationUuid)).toBe('REVIEW');

  await giveSavings(page, '4321', '0');
  await at('review', stepHeadings.review, reviewSubmit(page));
  await expect(page.getByRole('status').filter({ hasText: copy.flow.savedAfterMovingOn })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('$4,321');
  expect(await serverCurrentStep(page, applicationUuid)).toBe('REVIEW');
});
