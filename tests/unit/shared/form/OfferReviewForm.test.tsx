// @vitest-environment jsdom
/**
 * The offer-review step file (schemas/steps/offer-review) as the applicant uses it: the reason for the
 * loan comes confirmed from the step's answer, every missing answer is listed above the long page,
 * and what it sends is the contract's body (stepBodies['offer-review']) with the server's field
 * errors back on their fields.
 */
import { describe, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import legal from '../../../../schemas/legal/consents.json';
import ui from '../../../../schemas/steps/offer-review/ui.json';
import schema from '../../../../schemas/steps/offer-review/schema.json';
import useOfFundsSchema from '../../../../schemas/steps/use-of-funds/schema.json';
import useOfFundsUi from '../../../../schemas/steps/use-of-funds/ui.json';
import { buildPrefill } from '../../../../src/shared/form/prefill';
import { withServerStepData } from '../../../../src/shared/form/serverStepData';
import {
  mapServerFieldErrors,
  resolveTemplate,
  type SubmitCall,
} from '../../../../src/shared/form/submitMapping';
import { offerReviewAnswer, type OfferReviewAnswer } from '../../widgets/offerReviewAnswer';
import { renderStepForm } from './renderStepForm';

const submitCall = ui['ui:options'].submit.offerReview.calls[0] as SubmitCall;
const applicationUuid = '5d0e6a3f-2b7c-4c1d-9e8f-0a1b2c3d4e5f';
const electronic =
  'I agree to receive my loan agreement, this disclosure, payment reminders and other communications about my loan electronically.';
const texts = 'Text me about my loan, such as payment reminders (optional)';

const prefillFrom = (answer: OfferReviewAnswer) =>
  buildPrefill(ui['ui:options'], { stepData: answer }, schema as Parameters<typeof buildPrefill>[2]);

function renderOfferReview(
  answer: OfferReviewAnswer,
  onSubmit = vi.fn(),
  onFieldChange?: (pointer: string) => void,
) {
  renderStepForm({
    stepId: 'offer-review',
    submitLabel: 'Accept and sign',
    onSubmit,
    formData: prefillFrom(answer),
    reshape: (step) => withServerStepData(step, answer),
    onFieldChange,
  });
  return onSubmit;
}

/** No bank was linked: the money goes to an account typed in. */
async function typeInAccount(): Promise<void> {
  expect(await screen.findByText('Where should we send your money?')).toBeVisible();
  await userEvent.type(screen.getByLabelText(/^Routing number/), '021000021');
  await userEvent.type(screen.getByLabelText(/^Account number(?! again)/), '000123456789');
  await userEvent.type(screen.getByLabelText(/^Account number again/), '000123456789');
  await userEvent.click(screen.getByRole('radio', { name: 'Checking' }));
}

describe('Applicant accepting their offer', () => {
  test('who has typed nothing has changed nothing: the agreement’s words come with the page, not as a change', async () => {
    const onFieldChange = vi.fn();
    renderOfferReview(offerReviewAnswer(), vi.fn(), onFieldChange);
    expect(await screen.findByRole('heading', { name: 'Your loan agreement' })).toBeVisible();
    // The widget's effects and RJSF's change report have run once the page has painted.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(onFieldChange).not.toHaveBeenCalled();
  });

  test('finds the reason they gave already chosen, and is told every answer still missing', async () => {
    const onSubmit = renderOfferReview(offerReviewAnswer());
    expect(await screen.findByLabelText('Reason for your loan')).toHaveDisplayValue('Medical expenses');
    expect(screen.getByLabelText(electronic)).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Accept and sign' }));
    const summary = await screen.findByRole('region', { name: 'Please check these answers' });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Routing number: Enter your routing number',
      'Account number: Enter your account number',
      'Account number again: Enter your account number again',
      'Account type: Choose checking or savings',
      'Confirm your Social Security number: Enter your Social Security number',
      'Agree to receive your loan documents electronically to continue',
    ]);
    await waitFor(() => expect(screen.getByLabelText(/^Routing number/)).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('accepts with texts declined: texts are never a condition of the loan', async () => {
    const onSubmit = renderOfferReview(offerReviewAnswer());
    await typeInAccount();
    await userEvent.type(await screen.findByLabelText('Confirm your Social Security number'), '123-45-6789');
    await userEvent.click(screen.getByLabelText(electronic));
    expect(screen.getByLabelText(texts)).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Accept and sign' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      useOfFunds: 'MEDICAL',
      purpose: 'MEDICAL',
      fundsDestination: 'ENTERED_ACCOUNT',
      routingNumber: '021000021',
      accountNumber: '000123456789',
      accountNumberConfirmation: '000123456789',
      accountType: 'CHECKING',
      ssn: '123-45-6789',
      electronicConsent: true,
      notificationConsent: false,
      // Not typed: the agreement's widget holds the hash of the words shown, sent back to sign them.
      loanAgreement: 'b'.repeat(64),
    });
  });

  test('finds texts already chosen when they agreed on the address step, and may untick them', async () => {
    const onSubmit = renderOfferReview({ ...offerReviewAnswer(), textMessageConsent: true });
    expect(await screen.findByLabelText(texts)).toBeChecked();
    await typeInAccount();
    await userEvent.type(screen.getByLabelText('Confirm your Social Security number'), '123-45-6789');
    await userEvent.click(screen.getByLabelText(electronic));
    await userEvent.click(screen.getByLabelText(texts));
    await userEvent.click(screen.getByRole('button', { name: 'Accept and sign' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ notificationConsent: false });
  });

  test('with a linked bank finds its checking account chosen for the money, and may enter another', async () => {
    const onSubmit = renderOfferReview({
      ...offerReviewAnswer(),
      linkedBankAccount: {
        destination: 'LINKED_ACCOUNT',
        institutionName: 'Maple Street Bank',
        accountName: 'Everyday Checking',
        accountType: 'CHECKING',
        lastFour: '0000',
      },
    });
    const linked = await screen.findByRole('radio', {
      name: 'Everyday Checking ending in 0000 at Maple Street Bank',
    });
    await waitFor(() => expect(linked).toBeChecked());
    expect(screen.queryByLabelText(/^Routing number/)).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'A different bank account' }));
    expect(await screen.findByLabelText(/^Routing number/)).toBeVisible();
    await userEvent.click(linked);
    await userEvent.type(screen.getByLabelText('Confirm your Social Security number'), '123-45-6789');
    await userEvent.click(screen.getByLabelText(electronic));
    await userEvent.click(screen.getByRole('button', { name: 'Accept and sign' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ fundsDestination: 'LINKED_ACCOUNT' });
  });

  test('who borrowed for a reason under “Something else” finds it there', async () => {
    renderOfferReview({ ...offerReviewAnswer(), useOfFunds: 'BUSINESS' });
    expect(await screen.findByLabelText('Reason for your loan')).toHaveDisplayValue('Something else');
    expect(await screen.findByLabelText(/^Which of these is closest\?/)).toHaveDisplayValue('Business');
  });
});

describe('What the offer-review step sends', () => {
  const form = {
    useOfFunds: 'OTHER',
    purpose: 'BUSINESS',
    ssn: '123-45-6789',
    electronicConsent: true,
    notificationConsent: true,
  };

  test('the application, the reason, the SSN as digits, the agreement read and the ticked consents', () => {
    const body = resolveTemplate(submitCall.body!, {
      form: { ...form, loanAgreement: 'c'.repeat(64) },
      query: {},
      route: { applicationUuid },
    });
    expect(body).toMatchObject({
      selectedLoanOfferApplicationUuid: applicationUuid,
      useOfFunds: 'BUSINESS',
      ssn: '123456789',
      loanAgreementTextHash: 'c'.repeat(64),
    });
    // The consents of this step by name (schemas/legal/consents.json), none of agree's.
    expect((body as { agreedConsents: unknown }).agreedConsents).toEqual(
      legal.consents
        .filter((consent) => (consent as { step?: string }).step === 'offer-review')
        .map((consent) => consent.titleName),
    );
  });

  test('a typed-in account as digits, the linked one by its choice alone', () => {
    const typed = resolveTemplate(submitCall.body!, {
      form: {
        ...form,
        fundsDestination: 'ENTERED_ACCOUNT',
        routingNumber: '021000021',
        accountNumber: '0001 2345 6789',
        accountNumberConfirmation: '000123456789',
        accountType: 'SAVINGS',
      },
      query: {},
      route: { applicationUuid },
    });
    expect((typed as { fundsAccount: unknown }).fundsAccount).toEqual({
      destination: 'ENTERED_ACCOUNT',
      routingNumber: '021000021',
      accountNumber: '000123456789',
      accountNumberConfirmation: '000123456789',
      accountType: 'SAVINGS',
    });
    const linked = resolveTemplate(submitCall.body!, {
      form: { ...form, fundsDestination: 'LINKED_ACCOUNT', routingNumber: '021000021' },
      query: {},
      route: { applicationUuid },
    });
    expect((linked as { fundsAccount: unknown }).fundsAccount).toEqual({ destination: 'LINKED_ACCOUNT' });
  });

  test('an SSN that does not match and a missing consent land on their fields', () => {
    expect(
      mapServerFieldErrors(submitCall, [
        { path: '/ssn', message: "This doesn't match the SSN you entered earlier" },
        {
          path: '/agreedConsents/electronicConsent',
          message: 'Agree to receive your loan documents electronically to continue',
        },
        { path: '/fundsAccount/accountNumberConfirmation', message: 'The account numbers don’t match.' },
      ]),
    ).toEqual({
      '/accountNumberConfirmation': 'The account numbers don’t match.',
      '/ssn': "This doesn't match the SSN you entered earlier",
      '/electronicConsent': 'Agree to receive your loan documents electronically to continue',
    });
  });
});

test('The reasons offered are the use-of-funds step’s, in its words', () => {
  expect(schema.properties.useOfFunds.enum).toEqual(useOfFundsSchema.properties.useOfFunds.enum);
  expect(ui.useOfFunds['ui:enumNames']).toEqual(useOfFundsUi.useOfFunds['ui:enumNames']);
  expect(schema.allOf[0]).toEqual(useOfFundsSchema.allOf[0]);
  expect(ui.purpose).toEqual(useOfFundsUi.purpose);
});
