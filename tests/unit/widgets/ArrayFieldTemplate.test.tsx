// @vitest-environment jsdom
import { describe, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { renderStepForm } from '../shared/form/renderStepForm';

function renderIncome() {
  return renderStepForm({ stepId: 'income', submitLabel: 'Continue', onSubmit: vi.fn() });
}

const nurseJob = {
  earningsType: 'SALARY',
  occupation: { id: '75', name: 'Registered Nurse' },
  company: { id: '69', name: 'Huntsville Regional Medical Center' },
  startMonth: 3,
  startYear: 2019,
  annualIncome: 72000,
  otherCompensation: 0,
};
const cookJob = {
  earningsType: 'HOURLY',
  occupation: { id: '-1', name: 'Line cook' },
  company: { id: '-1', name: 'Corner Bakery Co' },
  startMonth: 11,
  startYear: 2022,
  hourlyWage: 18.5,
  hoursPerWeek: 20,
  payFrequency: 'BIWEEKLY',
  otherCompensation: 0,
};

const totalBox = () => screen.getByRole('group', { name: 'Total yearly income' });

describe('Applicant listing jobs and other income', () => {
  test('an employed applicant gets a first job card, adds a second and removes it again', async () => {
    renderIncome();
    await userEvent.click(await screen.findByRole('radio', { name: 'Employed' }));
    const first = await screen.findByRole('group', { name: 'Job 1' });
    // The one job an employed applicant needs can't be removed.
    expect(screen.queryByRole('button', { name: 'Remove job 1' })).toBeNull();
    expect(within(first).getByRole('radio', { name: 'Salary' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Add another job/ }));
    const second = await screen.findByRole('group', { name: 'Job 2' });
    await waitFor(() => expect(within(second).getByRole('heading', { name: 'Job 2' })).toHaveFocus());

    await userEvent.click(screen.getByRole('button', { name: 'Remove job 2' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Job 2' })).toBeNull());
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Job 1' })).toHaveFocus());
  });

  test('each job card names its category and asks only what that kind of job needs', async () => {
    renderIncome();
    await userEvent.click(await screen.findByRole('radio', { name: 'Employed' }));
    const card = await screen.findByRole('group', { name: 'Job 1' });
    await userEvent.click(within(card).getByRole('radio', { name: 'Salary' }));
    expect(await within(card).findByText('Salary job')).toBeInTheDocument();
    expect(within(card).getByLabelText('Annual income before taxes')).toBeInTheDocument();
    expect(within(card).queryByLabelText('Hourly wage')).toBeNull();

    await userEvent.click(within(card).getByRole('radio', { name: 'Hourly' }));
    expect(await within(card).findByText('Hourly job')).toBeInTheDocument();
    expect(within(card).getByLabelText('Hourly wage')).toBeInTheDocument();
    expect(within(card).getByLabelText('Hours per week')).toBeInTheDocument();
    expect(within(card).getByLabelText('How often are you paid?')).toBeInTheDocument();
    expect(within(card).queryByLabelText('Annual income before taxes')).toBeNull();
    const years = within(card).getByLabelText('Start year') as HTMLSelectElement;
    // Spec §9: 51 start years from next year down, after the placeholder.
    expect(years.options).toHaveLength(52);
    expect(years.options[1]?.textContent).toBe(String(new Date().getFullYear() + 1));
  });

  test('a self-employed applicant names the business; a job offer can’t be doubled', async () => {
    renderIncome();
    await userEvent.click(await screen.findByRole('radio', { name: 'Self-employed' }));
    const business = await screen.findByRole('group', { name: 'Job 1' });
    await userEvent.click(within(business).getByRole('radio', { name: 'Partnership or LLC' }));
    expect(await within(business).findByText('Partnership/LLC')).toBeInTheDocument();
    expect(within(business).getByLabelText('Business name')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'No income right now' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Yes' }));
    expect(await screen.findByText('Starting a new job')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add another job/ })).toBeNull();
  });

  test('a retiree adds other income by keyboard and can remove all but the one needed', async () => {
    renderIncome();
    await userEvent.click(await screen.findByRole('radio', { name: 'Retirement or pension' }));
    const first = await screen.findByRole('group', { name: 'Other income 1' });
    expect(within(first).getByLabelText('Kind of income')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove other income 1' })).toBeNull();

    screen.getByRole('button', { name: /Add other income/ }).focus();
    await userEvent.keyboard('{Enter}');
    const second = await screen.findByRole('group', { name: 'Other income 2' });
    await waitFor(() =>
      expect(within(second).getByRole('heading', { name: 'Other income 2' })).toHaveFocus(),
    );
    expect(screen.getByRole('button', { name: 'Remove other income 1' })).toBeInTheDocument();

    screen.getByRole('button', { name: 'Remove other income 1' }).focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Other income 2' })).toBeNull());
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Other income 1' })).toHaveFocus());
  });

  test('the cards and their buttons have no accessibility violations', async () => {
    const { container } = renderIncome();
    await userEvent.click(await screen.findByRole('radio', { name: 'Employed' }));
    await userEvent.click(await screen.findByRole('button', { name: /Add another job/ }));
    await screen.findByRole('group', { name: 'Job 2' });
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.html}`)).toEqual([]);
  });
});

describe('Applicant seeing their income add up and folding finished jobs', () => {
  test('each job card shows its yearly pay and the page its total as they type, without announcing it', async () => {
    renderIncome();
    await userEvent.click(await screen.findByRole('radio', { name: 'Employed' }));
    const card = await screen.findByRole('group', { name: 'Job 1' });
    expect(within(totalBox()).getByText('$0.00')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('radio', { name: 'Salary' }));
    expect(within(card).getByText('Enter the pay to see this job’s yearly figure.')).toBeInTheDocument();

    await userEvent.type(within(card).getByLabelText('Annual income before taxes'), '60000');
    expect(within(card).getByText('$60,000.00')).toBeInTheDocument();
    expect(within(totalBox()).getByText('$60,000.00')).toBeInTheDocument();
    await userEvent.type(within(card).getByLabelText(/^Bonuses, tips and commissions/), '2500');
    expect(within(card).getByText('$62,500.00')).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('radio', { name: 'Hourly' }));
    await userEvent.type(within(card).getByLabelText('Hourly wage'), '18.50');
    await userEvent.type(within(card).getByLabelText('Hours per week'), '20');
    // 52 × 20 × $18.50 + $2,500
    expect(within(card).getByText('$21,740.00')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Add other income/ }));
    const other = await screen.findByRole('group', { name: 'Other income 1' });
    await userEvent.type(within(other).getByLabelText('Amount per year'), '6000');
    expect(within(totalBox()).getByText('$27,740.00')).toBeInTheDocument();

    // Figures that change on every keystroke are read in place, never pushed to a live region.
    expect(totalBox().closest('[aria-live], [role="status"], [role="alert"]')).toBeNull();
    expect(within(card).getByText('$21,740.00').closest('[aria-live], [role="status"]')).toBeNull();
  });

  test('adding another job folds each finished one to a summary; Edit opens it again with focus on it', async () => {
    renderStepForm({
      stepId: 'income',
      submitLabel: 'Continue',
      onSubmit: vi.fn(),
      formData: { baseIncomeType: 'EMPLOYED', jobs: [nurseJob, { earningsType: 'SALARY' }] },
    });
    const first = await screen.findByRole('group', { name: 'Job 1' });
    expect(within(totalBox()).getByText('$72,000.00')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Add another job/ }));
    const third = await screen.findByRole('group', { name: 'Job 3' });
    await waitFor(() => expect(within(third).getByRole('heading', { name: 'Job 3' })).toHaveFocus());
    expect(
      within(first).getByText(
        'Salary job · Registered Nurse at Huntsville Regional Medical Center · $72,000.00 a year',
      ),
    ).toBeInTheDocument();
    expect(within(first).getByLabelText('Annual income before taxes')).not.toBeVisible();
    // Job 2 is missing its answers: it stays open.
    const second = screen.getByRole('group', { name: 'Job 2' });
    expect(within(second).getByLabelText('Annual income before taxes')).toBeVisible();
    expect(within(second).queryByRole('button', { name: 'Edit job 2' })).toBeNull();

    await userEvent.click(within(first).getByRole('button', { name: 'Edit job 1' }));
    await waitFor(() => expect(within(first).getByRole('heading', { name: 'Job 1' })).toHaveFocus());
    expect(within(first).getByLabelText('Annual income before taxes')).toBeVisible();
    expect(within(first).queryByRole('button', { name: 'Edit job 1' })).toBeNull();
  });

  test('a folded job the server finds a problem with opens again to show it', async () => {
    const onSubmit = vi.fn().mockResolvedValue({
      fieldErrors: { '/jobs/1/occupation': 'Choose a job title from the list' },
    });
    renderStepForm({
      stepId: 'income',
      submitLabel: 'Continue',
      onSubmit,
      formData: { baseIncomeType: 'EMPLOYED', jobs: [nurseJob, cookJob] },
    });
    await screen.findByRole('group', { name: 'Job 1' });
    await userEvent.click(screen.getByRole('button', { name: /Add another job/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove job 3' }));
    const second = screen.getByRole('group', { name: 'Job 2' });
    expect(
      within(second).getByText('Hourly job · Line cook at Corner Bakery Co · $19,240.00 a year'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit job 1' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalled();
    const title = await within(second).findByRole('combobox', { name: /^Job title/ });
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveAttribute('aria-invalid', 'true');
    // The job without a problem stays folded.
    expect(screen.getByRole('button', { name: 'Edit job 1' })).toBeInTheDocument();
  });
});
