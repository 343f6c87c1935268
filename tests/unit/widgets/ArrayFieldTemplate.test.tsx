// @vitest-environment jsdom
import { describe, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { renderStepForm } from '../stepForm/renderStepForm';

function renderIncome() {
  return renderStepForm({ stepId: 'income', submitLabel: 'Continue', onSubmit: vi.fn() });
}

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
