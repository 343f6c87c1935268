/**
 * @vitest-environment jsdom
 *
 * QA opens the toolkit on a step and fills it through the applicant's own widgets: valid data for a
 * seed, data that breaks one rule (its message shows), or a branch preset.
 */
import { describe, expect, test } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider } from '@chakra-ui/react';
import QaToolkitMount from '../../../../src/staff/qaToolkit/QaToolkitMount';
import { getSystem } from '../../../../widgets/theme/system';
import { renderStepForm } from '../../shared/form/renderStepForm';
import { render } from '@testing-library/react';

function renderStepWithToolkit(stepId: string) {
  renderStepForm({ stepId, submitLabel: 'Continue', onSubmit: async () => undefined });
  render(
    <ChakraProvider value={getSystem()}>
      <QaToolkitMount />
    </ChakraProvider>,
  );
}

async function openToolkit() {
  const user = userEvent.setup();
  await screen.findByRole('button', { name: 'Continue' });
  // In a field ? is text: QA leaves any field first.
  (document.activeElement as HTMLElement | null)?.blur();
  await user.keyboard('?');
  const panel = await screen.findByRole('dialog', { name: 'QA toolkit' });
  await within(panel).findByRole('button', { name: 'Fill valid' });
  return { user, panel };
}

describe('The QA toolkit', () => {
  test('opens with ?, takes focus, and closes with Escape, giving focus back', async () => {
    renderStepWithToolkit('savings');
    const { user, panel } = await openToolkit();
    expect(within(panel).getByRole('heading', { name: 'QA toolkit' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.body).toHaveFocus();
    await user.keyboard('?');
    expect(await screen.findByRole('dialog', { name: 'QA toolkit' })).toBeVisible();
    await user.keyboard('?');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  test('does not open while QA types ? into a field', async () => {
    renderStepWithToolkit('phone');
    const user = userEvent.setup();
    const phone = await screen.findByRole('textbox');
    await user.type(phone, '?');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('fills valid data for the seed shown, the same data again for the same seed', async () => {
    renderStepWithToolkit('savings');
    const { user, panel } = await openToolkit();
    const seed = within(panel).getByRole('spinbutton', { name: 'Seed' });
    await user.clear(seed);
    await user.type(seed, '42');
    await user.click(within(panel).getByRole('button', { name: 'Fill valid' }));
    const fields = screen.getAllByRole('textbox');
    const first = fields.map((field) => (field as HTMLInputElement).value);
    expect(first.every((value) => /^\$\d{1,3}(,\d{3})*\.\d{2}$/.test(value))).toBe(true);
    expect(within(panel).getByRole('status')).toHaveTextContent('Filled valid data (seed 42).');
    await user.click(within(panel).getByRole('button', { name: 'Fill valid' }));
    expect(screen.getAllByRole('textbox').map((field) => (field as HTMLInputElement).value)).toEqual(first);
  });

  test('has one button per invalid case, named by its rule, whose fill shows that message', async () => {
    renderStepWithToolkit('savings');
    const { user, panel } = await openToolkit();
    const breakRequired = within(panel).getByRole('button', { name: 'savingsCheckingAmount.required' });
    expect(breakRequired).toHaveAccessibleDescription('shows “Required”');
    await user.click(breakRequired);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /checking and savings/i })).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
  });

  test('fills a branch preset’s values on the step that decides the branch', async () => {
    renderStepWithToolkit('savings');
    const { user, panel } = await openToolkit();
    const preset = within(panel).getByRole('button', { name: 'Preset: Bank link optional' });
    expect(preset).toHaveAccessibleDescription(/savingsCheckingAmount 10000, investmentsAmount 0/);
    await act(() => user.click(preset));
    expect(screen.getAllByRole('textbox').map((field) => (field as HTMLInputElement).value)).toEqual([
      '$10,000.00',
      '$0.00',
    ]);
  });
});
