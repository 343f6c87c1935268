// @vitest-environment jsdom
import { describe, expect, test } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { stepAdapters } from '../../../../src/shared/stepAdapters/stepAdapters';
import { loadStep, type LoadedStep } from '../../../../src/shared/form/stepFiles';
import { usePrefill } from '../../../../src/shared/form/usePrefill';

/** An adapter whose first load fails and second succeeds (a test double of an adapter, not of the API). */
let loads = 0;
stepAdapters.flakyRecords = async () => ({
  load: async () => {
    loads += 1;
    if (loads === 1) throw new Error('Network Error');
    return { savingsCheckingAmount: 1200 };
  },
  save: async () => undefined,
});

const step = {
  stepId: 'savings',
  schema: { type: 'object', properties: {} },
  uiSchema: {},
  options: { adapter: 'flakyRecords' },
} as unknown as LoadedStep;

describe('A step whose records fail to load', () => {
  test('shows no form until they load, so saving an empty form can never delete them', async () => {
    const { result } = renderHook(() =>
      usePrefill({ applicationUuid: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed' }, step),
    );
    await waitFor(() => expect(result.current.error).toBeInstanceOf(Error));
    expect(result.current.pending).toBe(true);
    expect(result.current.formData).toBeUndefined();

    act(() => result.current.retry());
    await waitFor(() => expect(result.current.pending).toBe(false));
    expect(result.current.error).toBeNull();
    expect(result.current.formData).toEqual({ savingsCheckingAmount: 1200 });
  });
});

describe('Prefill of a step that has loaded', () => {
  test('is computed once: later changes of its sources never replace what the applicant typed', async () => {
    const plain = await loadStep('get-relief');
    const { result, rerender } = renderHook(({ query }) => usePrefill({ query }, plain), {
      initialProps: { query: { loanAmount: '700' } as Record<string, string> },
    });
    await waitFor(() => expect(result.current.formData).toEqual({ loanAmount: 700 }));
    const first = result.current.formData;
    rerender({ query: { loanAmount: '900' } });
    expect(result.current.formData).toBe(first);
  });
});

describe('A link that prefills a step', () => {
  test.each([
    ['a term the list does not offer', { loanAmount: '1000', loanTerm: '7' }, { loanAmount: 1000 }],
    ['a term past the longest', { loanAmount: '1000', loanTerm: '24' }, { loanAmount: 1000 }],
    ['an amount past the most we lend', { loanAmount: '5000', loanTerm: '12' }, { loanTerm: 12 }],
    ['text where a number belongs', { loanAmount: 'lots', loanTerm: '12' }, { loanTerm: 12 }],
    ['good values', { loanAmount: '1000', loanTerm: '12' }, { loanAmount: 1000, loanTerm: 12 }],
  ])('with %s keeps only what the step takes, so the default shows', async (_label, query, expected) => {
    const getRelief = await loadStep('get-relief');
    const { result } = renderHook(() => usePrefill({ query }, getRelief));
    await waitFor(() => expect(result.current.formData).toEqual(expected));
  });
});
