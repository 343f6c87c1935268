import { useId } from 'react';
import { Box, Heading, chakra } from '@chakra-ui/react';
import copy from '../../schemas/copy/en-US.json';

const text = copy.offers;

/** Short questions and answers under the offers, as native disclosure widgets (keyboard and screen readers for free). */
export function OfferFaqs() {
  const headingId = useId();
  return (
    <chakra.section aria-labelledby={headingId} mt="8">
      <Heading as="h2" id={headingId} size="lg" mb="2" color="gray.900">
        {text.faqTitle}
      </Heading>
      {text.faqs.map((faq) => (
        <chakra.details key={faq.question} borderBottomWidth="1px" borderColor="gray.200" py="1">
          <chakra.summary
            cursor="pointer"
            fontWeight="semibold"
            color="gray.900"
            py="2"
            minH="11"
            display="list-item"
            borderRadius="sm"
            _focusVisible={{ outline: '3px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
          >
            {faq.question}
          </chakra.summary>
          <Box color="gray.700" pb="3" ps="4">
            {faq.answer}
          </Box>
        </chakra.details>
      ))}
    </chakra.section>
  );
}
