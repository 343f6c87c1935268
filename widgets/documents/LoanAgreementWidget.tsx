import { useId } from 'react';
import { Box, chakra } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import copy from '../../schemas/copy/en-US.json';
import type { LegalDocument } from '../../core/documents/legalDocument';
import { DocumentView } from './DocumentView';

const text = copy.legalDocuments;

const isDocument = (value: unknown): value is LegalDocument =>
  typeof value === 'object' && value !== null && Array.isArray((value as { blocks?: unknown }).blocks);

/**
 * The loan agreement in full, right before "Accept and sign" (offer review): the words the server
 * generated for this offer and borrower (`ui:options.document`, from the step's answer), in a region
 * that scrolls on its own and takes keyboard focus, so it can be read to the end without leaving the
 * page. Not an answer: nothing is typed or sent from here.
 */
export function LoanAgreementWidget({ options }: WidgetProps) {
  const headingId = useId();
  const document = options.document;
  if (!isDocument(document)) return null;
  return (
    <Box as="section" aria-labelledby={headingId} mt="2">
      <chakra.h2 id={headingId} fontSize="lg" fontWeight="semibold" mb="2">
        {text.agreementTitle}
      </chakra.h2>
      <Box
        role="region"
        aria-label={text.agreementRegion}
        tabIndex={0}
        maxH={{ base: '24rem', md: '28rem' }}
        overflowY="auto"
        borderWidth="1px"
        borderColor="gray.300"
        borderRadius="md"
        p="4"
        bg="gray.50"
        _focusVisible={{ outline: '3px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
      >
        <chakra.p fontWeight="semibold" mb="1">
          {document.title}
        </chakra.p>
        <DocumentView document={document} />
      </Box>
      <chakra.p mt="3" color="gray.800">
        {text.agreementSign}
      </chakra.p>
    </Box>
  );
}
