/**
 * Documents as data (docs/legal-documents.md), in Chromium at 390 px as on a phone: anyone reads the
 * Terms of Use, the Privacy Policy and the E-Sign disclosure at their own pages; an applicant opens
 * each one a consent names, in place, before ticking it (and the box then says it was opened); reads the loan agreement in full before
 * "Accept and sign"; and then finds the signed agreement, the disclosure and the consents under Legal
 * documents and notices, each downloadable as a PDF.
 */
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import copy from '../../schemas/copy/en-US.json' with { type: 'json' };
import { agreeFields, onStep, stepHeadings } from './support/application';
import { expectNoAxeViolations } from './support/axe';
import { loanRoute } from './support/funnel';
import { openAtStep } from './support/placed';
import { captureScreens } from './support/screens';
import { waitOutPricing } from './support/serverFlow';

const phone = { width: 390, height: 844 };

/** Opens a consent's document in place, checks it is the document, and closes it again. */
async function readInPlace(page: Page, title: string, words: RegExp, shot?: string): Promise<void> {
  await page
    .getByRole('link', { name: `Read the ${title}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(words);
  if (shot) {
    await expectNoAxeViolations(page, `${title} (in place)`);
    await captureScreens(page, shot);
  }
  await dialog.getByRole('button', { name: copy.legalDocuments.close, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test.use({ viewport: phone });

test('Anyone reads the Terms of Use, the Privacy Policy and the E-Sign disclosure before signing in', async ({
  page,
}) => {
  for (const [path, title, name] of [
    ['/terms', 'Terms of Use', 'terms-of-use'],
    ['/privacy', 'Privacy Policy', 'privacy-policy'],
    ['/e-sign', 'E-Sign Disclosure and Consent', 'esign-disclosure'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectNoAxeViolations(page, title);
    await captureScreens(page, name);
  }
  // The footer of every page leads to them.
  await page.goto('/relief-loans/get-relief');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await page.waitForURL('/privacy');
});

test('An applicant reads each document before agreeing, signs the agreement read in full and downloads the signed copy', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const applicationUuid = await openAtStep({ page, context, baseURL }, 'AGREE');

  await test.step('agree: the E-Sign disclosure, the Terms and the Privacy Policy open in place', async () => {
    await onStep(page, 'agree', stepHeadings.agree, agreeFields.submit(page), applicationUuid);
    await readInPlace(page, 'E-Sign Disclosure and Consent', /paper cop/i, 'agree-esign-disclosure');
    await readInPlace(page, 'Terms of Use', /Harbor Trust Bank/);
    await readInPlace(page, 'Privacy Policy', /encrypt/i);
    // Each opening is recorded: the E-Sign box and the Terms and Privacy box each say so.
    await expect(page.getByText(/^You opened this on /)).toHaveCount(2);
    // Still a link to its page, for a new tab or a browser without the app.
    await expect(page.getByRole('link', { name: 'Read the Terms of Use' })).toHaveAttribute('href', '/terms');
    await agreeFields.ssn(page).fill('123-45-6789');
    const boxes = agreeFields.consents(page);
    for (let index = 0; index < (await boxes.count()); index += 1) await boxes.nth(index).check();
    await agreeFields.submit(page).click();
    expect(await waitOutPricing(page, applicationUuid)).toBe('OFFER_SELECTION');
  });

  await test.step('offer review: the whole agreement before Accept and sign', async () => {
    const selectOffer = page.getByRole('button', { name: copy.pages.offers.submit, exact: true });
    await onStep(page, 'offers', copy.pages.offers.title, selectOffer, applicationUuid);
    await selectOffer.click();
    const accept = page.getByRole('button', { name: copy.pages.offerReview.submit, exact: true });
    await onStep(page, 'offer-review', copy.pages.offerReview.title, accept, applicationUuid);
    const agreement = page.getByRole('region', { name: copy.legalDocuments.agreementRegion });
    await expect(agreement).toContainText('Loan Agreement');
    await expect(agreement).toContainText('Your promise to pay');
    await expect(agreement.getByRole('table')).toBeVisible();
    // It scrolls on its own, from the keyboard too.
    await agreement.focus();
    await page.keyboard.press('End');
    await expect.poll(() => agreement.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
    // Or full screen, in the reading sheet.
    await page.getByRole('button', { name: copy.legalDocuments.agreementFullScreen }).click();
    const sheet = page.getByRole('dialog', { name: 'Loan Agreement' });
    await expect(sheet).toContainText('Your promise to pay');
    await sheet.getByRole('button', { name: copy.legalDocuments.close, exact: true }).click();
    await expect(sheet).toBeHidden();
    await readInPlace(page, 'E-Sign Disclosure and Consent', /withdraw/i);
    await expectNoAxeViolations(page, 'offer-review with the agreement');
    await captureScreens(page, 'offer-review-agreement');
    await page.getByLabel(/^Routing number/).fill('021000021');
    await page.getByLabel(/^Account number(?! again)/).fill('000123456789');
    await page.getByLabel(/^Account number again/).fill('000123456789');
    await page.locator('label', { hasText: /^Checking$/ }).click();
    await page.getByLabel(/^Confirm your Social Security number/).fill('123-45-6789');
    await page.getByRole('checkbox', { name: /^I agree to receive my loan agreement/ }).check();
    await accept.click();
    await page.waitForURL(loanRoute('complete', applicationUuid));
  });

  await test.step('Legal documents and notices: the signed copies, each a page and a PDF', async () => {
    await page.goto('/legal-docs-and-notices');
    const main = page.getByRole('main');
    const filed = main.getByRole('list');
    for (const title of ['Loan Agreement', 'Truth in Lending disclosure', 'E-Sign Consent', 'Privacy Policy'])
      await expect(filed.getByRole('link', { name: title, exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'legal documents and notices');
    await captureScreens(page, 'legal-docs-and-notices');
    await filed.getByRole('link', { name: 'Loan Agreement', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Loan Agreement' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(/SHA-256 of its words: [0-9a-f]{64}/);
    await expectNoAxeViolations(page, 'signed loan agreement');
    await captureScreens(page, 'signed-loan-agreement');
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^relief-loans-loan-agreement-\d{4}-\d\d-\d\d\.pdf$/);
    const file = await download.path();
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
