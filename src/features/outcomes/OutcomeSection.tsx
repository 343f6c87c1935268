import type { ReactNode } from 'react';
import { Heading, Text, chakra } from '@chakra-ui/react';

/** One titled part of an outcome page: an h2 (the page's h1 is the title) labelling its section. */
export function OutcomeSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <chakra.section aria-labelledby={id} mb="8">
      <Heading as="h2" id={id} size="lg" mb="3" color="gray.900">
        {title}
      </Heading>
      {children}
    </chakra.section>
  );
}

export function Paragraphs({ lines }: { lines: readonly string[] }) {
  return (
    <>
      {lines.map((line) => (
        <Text key={line} color="gray.800" fontSize="md" mb="2">
          {line}
        </Text>
      ))}
    </>
  );
}

export function Bullets({ items }: { items: readonly string[] }) {
  return (
    <chakra.ul pl="5" listStyleType="disc" display="grid" gap="2" color="gray.800">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </chakra.ul>
  );
}

/** A link that reads as a link but is a 44 px target (WCAG 2.5.5), e.g. to an adverse-action notice. */
export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <chakra.a
      href={href}
      display="inline-flex"
      alignItems="center"
      minH="11"
      color="brand.700"
      fontWeight="semibold"
      textDecoration="underline"
      _hover={{ color: 'brand.800' }}
    >
      {children}
    </chakra.a>
  );
}
