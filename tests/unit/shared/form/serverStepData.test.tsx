// @vitest-environment jsdom
/**
 * The server's answer shapes a step's form (src/shared/form/serverStepData.ts): the loan amounts it
 * offers win over the product.json the app was built with, and the reasons it lists are the ones
 * offered — with the real get-relief and use-of-funds step files and their precompiled validators.
 */
import { describe, expect, test, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readReasonOptions, withServerStepData } from '../../../../src/shared/form/serverStepData';
import { offeredOptions } from '../../../../widgets/offeredOptions';
import { renderStepForm } from './renderStepForm';

const widerProduct = { minLoanAmount: 300, maxLoanAmount: 3000 };

/** A real step file, reshaped by a server answer as its screen does. */
const renderShaped = (stepId: string, answer: unknown) =>
  renderStepForm({
    stepId,
    submitLabel: 'Continue',
    onSubmit: vi.fn(),
    reshape: (step) => withServerStepData(step, answer),
  });

describe('A loan amount form given the server’s limits', () => {
  test('accepts what the server offers beyond the built range and says the server’s range', async () => {
    renderShaped('get-relief', widerProduct);
    const amount = await screen.findByLabelText('Loan amount');
    expect(
      screen.getByText(
        'Any amount from $300 to $3,000. We lend in hundreds, so we round what you type to the nearest $100.',
      ),
    ).toBeInTheDocument();

    await userEvent.type(amount, '2800');
    await userEvent.tab();
    expect(screen.queryByRole('alert')).toBeNull();

    await userEvent.clear(amount);
    await userEvent.type(amount, '220');
    await userEvent.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter an amount from $300 to $3,000');
  });

  test('keeps its other messages', async () => {
    renderShaped('get-relief', widerProduct);
    const amount = await screen.findByLabelText('Loan amount');
    await userEvent.type(amount, 'abc');
    await userEvent.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Enter how much you’d like to borrow, using digits only',
    );
  });
});

describe('A reason-for-the-loan form given the server’s reasons', () => {
  const answer = {
    isReturningUser: false,
    stepData: {
      useOfFundsOptions: [
        { phrase: 'Medical bills', value: 'MEDICAL' },
        { phrase: 'Rent and bills', value: 'BILLS_OR_RENT' },
        { phrase: 'Something else', value: 'OTHER' },
      ],
    },
  };

  test('offers exactly those, in the server’s order and words', async () => {
    renderShaped('use-of-funds', answer);
    await waitFor(() =>
      expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
        'Medical bills',
        'Rent and bills',
        'Something else',
      ]),
    );
  });

  test('reads the in-application step’s answer too, and ignores a list of nothing usable', () => {
    expect(readReasonOptions({ options: [{ phrase: 'Taxes', value: 'TAXES' }] })).toEqual([
      { phrase: 'Taxes', value: 'TAXES' },
    ]);
    expect(readReasonOptions({ options: [{ label: 'Taxes' }] })).toBeNull();
    expect(readReasonOptions({ minLoanAmount: 200 })).toBeNull();
  });

  test('an offered list naming nothing the schema allows keeps the schema’s options', () => {
    const all = [{ value: 'MEDICAL' }, { value: 'OTHER' }];
    expect(offeredOptions(all, ['CASTLE'])).toEqual(all);
    expect(offeredOptions(all, ['OTHER'])).toEqual([{ value: 'OTHER' }]);
    expect(offeredOptions(all, undefined)).toEqual(all);
  });
});
