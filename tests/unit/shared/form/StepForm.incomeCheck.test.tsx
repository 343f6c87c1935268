// @vitest-environment jsdom
import { describe, expect, test, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import copy from '../../../../schemas/copy/en-US.json';
import { renderStepForm } from './renderStepForm';
import { typeNatively, withoutAct } from '../../support/nativeTyping';

/** A complete income form with one salary job, as the prefill would give it. */
const withSalary = (annualIncome: number) => ({
  baseIncomeType: 'EMPLOYED',
  jobs: [
    {
      earningsType: 'SALARY',
      occupation: { id: '75', name: 'Registered Nurse' },
      company: { id: '69', name: 'Huntsville Regional Medical Center' },
      startMonth: 3,
      startYear: 2019,
      annualIncome,
    },
  ],
});

// The income form is the largest step and the check loads on demand: slow on a busy machine.
describe('Applicant whose income figure looks like a typo', { timeout: 20_000 }, () => {
  test('is asked before anything is sent, and "Yes, that’s right" sends it', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderStepForm({ stepId: 'income', submitLabel: 'Continue', onSubmit, formData: withSalary(11000) });
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }, { timeout: 5000 }));
    // The check's code loads on demand: give it a moment on a busy machine.
    const question = await screen.findByRole(
      'heading',
      { name: 'Is $11,000 a year right?' },
      { timeout: 5000 },
    );
    await waitFor(() => expect(question).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: copy.incomeCheck.confirm }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(onSubmit.mock.calls[0]?.[0]).toEqual(withSalary(11000));
  });

  test('"No, let me change it" goes back to the figure with it kept, and is not sent', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderStepForm({ stepId: 'income', submitLabel: 'Continue', onSubmit, formData: withSalary(11000) });
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }, { timeout: 5000 }));
    await userEvent.click(
      await screen.findByRole('button', { name: copy.incomeCheck.correct }, { timeout: 5000 }),
    );
    const salary = screen.getByLabelText(/^Annual income/);
    await waitFor(() => expect(salary).toHaveFocus(), { timeout: 5000 });
    expect(screen.queryByRole('heading', { name: /a year right\?$/ })).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('a figure that looks like a year’s pay is sent without a question', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderStepForm({ stepId: 'income', submitLabel: 'Continue', onSubmit, formData: withSalary(110000) });
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }, { timeout: 5000 }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(screen.queryByRole('heading', { name: /a year right\?$/ })).toBeNull();
  });

  test('a figure changed and confirmed in one tap is not sent: the old question is gone first', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderStepForm({ stepId: 'income', submitLabel: 'Continue', onSubmit, formData: withSalary(11000) });
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }, { timeout: 5000 }));
    const confirm = await screen.findByRole('button', { name: copy.incomeCheck.confirm }, { timeout: 5000 });
    const salary = screen.getByLabelText<HTMLInputElement>(/^Annual income/);
    await withoutAct(async () => {
      // As a phone does it: the figure typed, then the tap on "Yes" blurs the field (which sends the
      // figure at once) and clicks, with only the microtasks between two events in between.
      salary.focus();
      typeNatively(salary, '5000');
      salary.blur();
      for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
      confirm.click();
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
