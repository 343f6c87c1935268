import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Box, chakra } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import copy from '../../schemas/copy/en-US.json';
import type { LegalDocument } from '../../core/documents/legalDocument';
import { DocumentView } from './DocumentView';

const text = copy.legalDocuments;
const Modal = lazy(() => import('../Modal'));

const isDocument = (value: unknown): value is LegalDocument =>
  typeof value === 'object' && value !== null && Array.isArray((value as { blocks?: unknown }).blocks);

/**
 * The loan agreement in full, right before "Accept and sign" (offer review): the words the server
 * generated for this offer and borrower (`ui:options.document`, from the step's answer), in a region
 * that scrolls on its own and takes keyboard focus, or full screen in the reading modal. Nothing is
 * typed here: the field's value is the SHA-256 of the words shown (`ui:options.textHash`), kept
 * equal to them when the step's answer changes, so the words signed are the words read.
 */
export function LoanAgreementWidget({ options, value, onChange }: WidgetProps) {
  const headingId = useId();
  const [fullScreen, setFullScreen] = useState(false);
  const document = options.document;
  const textHash = typeof options.textHash === 'string' ? options.textHash : undefined;
  useEffect(() => {
    if (textHash && value !== textHash) onChange(textHash);
  }, [textHash, value, onChange]);
  if (!isDocument(document)) return null;
  return (
    <Box as="section" aria-labelledby={headingId} mt="2">
      <chakra.h2 id={headingId} fontSize="lg" fontWeight="semibold" mb="1">
        {text.agreementTitle}
      </chakra.h2>
      <chakra.p color="gray.700" mb="2">
        {text.agreementHint}{' '}
        <chakra.button
          type="button"
          color="brand.700"
          textDecoration="underline"
          minH="11"
          onClick={() => setFullScreen(true)}
        >
          {text.agreementFullScreen}
        </chakra.button>
      </chakra.p>
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
      {fullScreen ? (
        <Suspense fallback={null}>
          <Modal
            open
            reading
            title={document.title}
            onClose={() => setFullScreen(false)}
            primary={{ label: text.close, onClick: () => setFullScreen(false) }}
          >
            <DocumentView document={document} />
          </Modal>
        </Suspense>
      ) : null}
    </Box>
  );
}
