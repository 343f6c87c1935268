// @vitest-environment jsdom
import { describe, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderStepForm } from './renderStepForm';

const checkboxLabels = [
  'I agree to the E-Sign Consent and to receive my documents and notices electronically.',
  'I authorize a soft credit inquiry now to check my offers, and a hard credit inquiry only if I accept a loan.',
  'I agree to the Terms of Use and acknowledge the Privacy Policy.',
];

describe('Applicant on the agree step', () => {
  test('finds every consent unticked and is told which ones are missing, in a list linking to each', async () => {
    const onSubmit = vi.fn();
    renderStepForm({ stepId: 'agree', submitLabel: 'Agree and check for offers', onSubmit });
    for (const label of checkboxLabels) expect(await screen.findByLabelText(label)).not.toBeChecked();
    await userEvent.type(screen.getByLabelText('Confirm your Social Security number'), '123456789');
    await userEvent.click(screen.getByLabelText(checkboxLabels[0]!));
    await userEvent.click(screen.getByRole('button', { name: 'Agree and check for offers' }));
    const summary = await screen.findByRole('region', { name: 'Please check these answers' });
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Authorize the credit report to continue',
      'Agree to the Terms of Use and Privacy Policy to continue',
    ]);
    await waitFor(() => expect(screen.getByLabelText(checkboxLabels[1]!)).toHaveFocus());
    await userEvent.click(links[1]!);
    expect(screen.getByLabelText(checkboxLabels[2]!)).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('submits once everything is ticked and the SSN is entered', async () => {
    const onSubmit = vi.fn();
    renderStepForm({ stepId: 'agree', submitLabel: 'Agree and check for offers', onSubmit });
    await userEvent.type(await screen.findByLabelText('Confirm your Social Security number'), '123-45-6789');
    for (const label of checkboxLabels) await userEvent.click(screen.getByLabelText(label));
    await userEvent.click(screen.getByRole('button', { name: 'Agree and check for offers' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      ssn: '123-45-6789',
      eSignConsent: true,
      creditReportConsent: true,
      termsConsent: true,
    });
  });
});
