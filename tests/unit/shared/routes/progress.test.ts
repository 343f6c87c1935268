import { describe, expect, test } from 'vitest';
import flow from '../../../../schemas/flow.json';
import { progressForScreen } from '../../../../src/shared/routes/progress';

describe('Applicant sees how far along the application they are', () => {
  test('on the income step: its place among the counted steps and the section name', () => {
    expect(progressForScreen('income')).toEqual({
      number: 5,
      total: 9,
      section: 'Income',
      label: 'Step 5 of 9 · Income',
      editing: false,
    });
  });

  test('on every counted step, numbered in flow.json order with a section name from the copy', () => {
    const labels = ['applicationGetStarted', 'useOfFunds', 'addressAndPhone', 'idVerification', 'income']
      .concat(['education', 'savings', 'review', 'submit'])
      .map((screen) => progressForScreen(screen)?.label);
    expect(labels).toEqual([
      'Step 1 of 9 · Your name',
      'Step 2 of 9 · Your loan',
      'Step 3 of 9 · Contact details',
      'Step 4 of 9 · Identity',
      'Step 5 of 9 · Income',
      'Step 6 of 9 · Education',
      'Step 7 of 9 · Savings',
      'Step 8 of 9 · Review',
      'Step 9 of 9 · Agree and submit',
    ]);
    expect(flow.progress.steps).toHaveLength(9);
  });

  test('on an edit step, as changing an answer in the section it belongs to, not as a step back', () => {
    expect(progressForScreen('address')?.label).toBe('Changing an answer · Contact details');
    expect(progressForScreen('phone')?.label).toBe('Changing an answer · Contact details');
    expect(progressForScreen('applicationGetRelief')?.label).toBe('Changing an answer · Your loan');
    expect(progressForScreen('applicationUseOfFunds')?.label).toBe('Changing an answer · Your loan');
    expect(progressForScreen('address')?.editing).toBe(true);
    expect(progressForScreen('useOfFunds')?.label).toBe('Step 2 of 9 · Your loan');
  });

  test('not on pages outside the application’s steps', () => {
    for (const screen of ['getRelief', 'pricing', 'notEligible', 'loanHome', 'notFound']) {
      expect(progressForScreen(screen), screen).toBeNull();
    }
  });
});
