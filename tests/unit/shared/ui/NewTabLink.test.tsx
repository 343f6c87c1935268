// @vitest-environment jsdom
/**
 * A help link beside a form opens in a new tab (src/shared/ui/NewTabLink.tsx): an icon shows it and
 * its accessible name says it, and the sentence on screen does not print "(opens in a new tab)".
 */
import { describe, expect, test } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { getSystem } from '../../../../widgets/theme/system';
import { PageNotes } from '../../../../src/shared/ui/PageNotes';
import { pageNotes } from '../../../../src/shared/ui/pageNotes';

describe('A help link that opens in a new tab', () => {
  test('Applicant hears that the link opens in a new tab, and sees an icon instead of the words', () => {
    render(
      <ChakraProvider value={getSystem()}>
        <PageNotes notes={pageNotes('submit', { ssnLastFour: '6789', requiredConsents: [] })} />
      </ChakraProvider>,
    );
    const link = screen.getByRole('link', { name: 'Soft versus hard credit inquiry (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    // The words are for screen readers only: visually hidden, not part of the sentence.
    const hidden = [...link.querySelectorAll('span')].find((span) => span.textContent?.includes('new tab'));
    expect(hidden).toBeDefined();
    expect(getComputedStyle(hidden!).position).toBe('absolute');
    expect(screen.getByRole('link', { name: 'Borrower eligibility (opens in a new tab)' })).toBeVisible();
  });
});
