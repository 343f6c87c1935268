// @vitest-environment jsdom
/**
 * The flow notice (src/shared/flow/flowNotice.ts) says on the page the applicant was taken to why they are
 * there. A screen whose code is still downloading first shows its loading frame; the frame handing
 * over to the screen must not take the notice with it.
 */
import { describe, expect, test } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { getSystem } from '../../../../widgets/theme/system';
import { showFlowNotice } from '../../../../src/shared/flow/flowNotice';
import { Page } from '../../../../src/shared/ui/Page';
import { PageFrame } from '../../../../src/app/PageFrame';
import { WaitingPage } from '../../../../src/shared/ui/WaitingPage';

const notice = 'We reopened this step to save your change.';
const shell = (children: ReactNode) => <ChakraProvider value={getSystem()}>{children}</ChakraProvider>;

describe('A flow notice shown on the way to a screen that is still loading', () => {
  test('stays when the loading frame hands over to the screen, and goes when the screen does', () => {
    act(() => showFlowNotice(notice));
    const { rerender } = render(shell(<PageFrame key="frame" page="income" screen="income" />));
    expect(screen.getByText(notice)).toBeVisible();

    rerender(shell(<Page key="screen" page="income" screen="income" />));
    expect(screen.getByText(notice)).toBeVisible();

    // The screen leaving is the applicant moving on: the next page does not repeat it.
    rerender(shell(<Page key="next" page="education" screen="education" />));
    expect(screen.queryByText(notice)).toBeNull();
  });

  test('goes when the loading frame is left for another address before its screen came', () => {
    window.history.replaceState(null, '', '/relief-loans/loan/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed/income');
    act(() => showFlowNotice(notice));
    const { rerender } = render(shell(<PageFrame key="frame" page="income" screen="income" />));
    expect(screen.getByText(notice)).toBeVisible();

    // Back while the screen was still loading.
    window.history.pushState(null, '', '/relief-loans/loan/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed/savings');
    rerender(shell(<Page key="savings" page="savings" screen="savings" />));
    expect(screen.queryByText(notice)).toBeNull();
  });

  test('stays while a page waits (a gate, the complete page) for what takes over at its address', () => {
    window.history.replaceState(null, '', '/relief-loans/loan/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed/complete');
    act(() => showFlowNotice(notice));
    const { rerender } = render(shell(<WaitingPage key="waiting" page="loanHome" screen="complete" />));
    expect(screen.getByText(notice)).toBeVisible();

    rerender(shell(<Page key="complete" page="complete" />));
    expect(screen.getByText(notice)).toBeVisible();
  });

  test('goes with a waiting page that ended in an error, as with any page', () => {
    window.history.replaceState(null, '', '/relief-loans/loan/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed/complete');
    act(() => showFlowNotice(notice));
    const { rerender } = render(
      shell(<WaitingPage key="failed" page="loanHome" error={new Error('offline')} />),
    );
    expect(screen.getByText(notice)).toBeVisible();

    rerender(shell(<Page key="retried" page="complete" />));
    expect(screen.queryByText(notice)).toBeNull();
  });
});
