// @vitest-environment jsdom
import { describe, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderStepForm } from '../../form/renderStepForm';

const levelLabels = [
  'Less than high school',
  'High school diploma',
  'Associate',
  'Certificate program',
  "Bachelor's",
  "Higher than bachelor's",
];

function renderEducation(formData?: Record<string, unknown>) {
  const onSubmit = vi.fn().mockResolvedValue(undefined);
  renderStepForm({
    stepId: 'education',
    submitLabel: 'Continue',
    onSubmit,
    ...(formData ? { formData } : {}),
  });
  return { onSubmit };
}

const levelGroup = () => screen.findByRole('group', { name: /highest level of education/ });

describe('Applicant on the education step (spec §2 Education screen choices)', () => {
  test('chooses among the six levels, in order', async () => {
    renderEducation();
    const radios = within(await levelGroup()).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(levelLabels);
    expect(screen.queryByRole('combobox', { name: /School name/ })).toBeNull();
  });

  test('with a bachelor’s is asked for the school, the graduation year and the undergraduate major', async () => {
    renderEducation();
    await userEvent.click(within(await levelGroup()).getByLabelText("Bachelor's"));
    expect(await screen.findByRole('combobox', { name: /School name/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Graduation year')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Undergraduate major/ })).toBeInTheDocument();
    await userEvent.click(within(await levelGroup()).getByLabelText('High school diploma'));
    await waitFor(() => expect(screen.queryByRole('combobox', { name: /School name/ })).toBeNull());
    // A diploma keeps only its year; less than high school has none.
    expect(screen.getByLabelText('Graduation year')).toBeInTheDocument();
    await userEvent.click(within(await levelGroup()).getByLabelText('Less than high school'));
    await waitFor(() => expect(screen.queryByLabelText('Graduation year')).toBeNull());
  });

  test('with an associate degree is not asked for a major', async () => {
    renderEducation({ educationLevel: 'ASSOCIATE' });
    expect(await screen.findByRole('combobox', { name: /School name/ })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Undergraduate major/ })).toBeNull();
  });

  test('above a bachelor’s picks the degree among PharmD, Masters, MBA, PhD, JD, DDS and MD', async () => {
    renderEducation({ educationLevel: 'HIGHER_THAN_BACHELORS' });
    const degrees = await screen.findByRole('group', { name: /Which degree/ });
    expect(
      within(degrees)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['PharmD', 'Masters', 'MBA', 'PhD', 'JD', 'DDS', 'MD']);
  });

  test('who added their own school answers whether it is in the United States: No means foreign', async () => {
    const { onSubmit } = renderEducation({
      educationLevel: 'CERTIFICATE',
      institution: { id: '-1', name: 'Universidad de los Andes' },
      graduationYear: 2019,
    });
    const question = await screen.findByRole('group', { name: /Is this school in the United States\?/ });
    expect(
      within(question)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Yes', 'No']);
    await userEvent.click(within(question).getByLabelText('No'));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ customInstitutionForeign: true });
  });

  test('who submits a bachelor’s without a school sees what is missing', async () => {
    const { onSubmit } = renderEducation({ educationLevel: 'BACHELORS' });
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('region', { name: 'Please check these answers' });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      expect.stringContaining('Selected degree requires a school name'),
      expect.stringContaining('Required'),
    ]);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
