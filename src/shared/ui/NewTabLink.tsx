import type { ReactNode } from 'react';
import { chakra, Link } from '@chakra-ui/react';
import copy from '../../../schemas/copy/en-US.json';

/**
 * A link that opens in a new tab (a help article beside a half-filled form): an icon shows it, and
 * its name says it ("… (opens in a new tab)"), so no one is surprised by the new tab and the words
 * are not printed in the sentence (WCAG 3.2.5, G201).
 */
export function NewTabLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      color="brand.700"
      fontWeight="medium"
      display="inline"
    >
      {children} <chakra.span srOnly>{copy.common.opensInNewTab}</chakra.span>
      <chakra.svg
        aria-hidden
        focusable="false"
        viewBox="0 0 16 16"
        w="0.875em"
        h="0.875em"
        display="inline"
        verticalAlign="-0.0625em"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M9 2.5h4.5V7M13.5 2.5 7.5 8.5M11.5 9.5v3.5a.5.5 0 0 1-.5.5H3a.5.5 0 0 1-.5-.5V5a.5.5 0 0 1 .5-.5h3.5" />
      </chakra.svg>
    </Link>
  );
}
