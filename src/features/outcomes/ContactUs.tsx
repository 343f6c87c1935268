import { Box, Heading, Text, chakra } from '@chakra-ui/react';
import useSWR from 'swr';
import copy from '../../../schemas/copy/en-US.json';
import product from '../../../schemas/product.json';
import { contactDetails, mailtoHref, type ContactDetails } from '../../../core/rules/contactUs';
import { apiRequest } from '../../shared/api/apiRequest';
import { TextLink } from './OutcomeSection';

const words = copy.contactUs;

const linkRows = {
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: '4',
  alignItems: 'center',
  listStyleType: 'none',
  p: '0',
  m: '0',
  '& > li': { display: 'contents' },
  '& a': { overflowWrap: 'anywhere' },
} as const;

const hourRows = {
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  justifyContent: 'space-between',
  columnGap: '4',
  rowGap: '1',
  m: '0',
  '& > div': { display: 'contents' },
  '& dt': { color: 'gray.600' },
  '& dd': { m: '0', textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
} as const;

function Details({ details }: { details: ContactDetails }) {
  return (
    <>
      <chakra.address fontStyle="normal">
        <chakra.ul css={linkRows}>
          {details.links.map((link) => (
            <li key={link.label}>
              <Text as="span" color="gray.600">
                {link.label}
              </Text>
              {link.href ? (
                <TextLink href={link.href}>{link.text}</TextLink>
              ) : (
                <Text as="span" color="gray.900" fontWeight="semibold" minH="11" py="2">
                  {link.text}
                </Text>
              )}
            </li>
          ))}
        </chakra.ul>
      </chakra.address>
      <Heading as="h3" size="md" mt="5" mb="3" color="gray.900">
        {details.hoursTitle}
      </Heading>
      {/* One list under the other at every width: side by side, the hours would wrap. */}
      <Box display="grid" gap="4" maxW="md">
        {details.hours.map((team) => (
          <Box key={team.team}>
            <Heading as="h4" size="sm" mb="1" color="gray.800" id={`contact-us-hours-${team.team}`}>
              {team.title}
            </Heading>
            <chakra.dl css={hourRows} aria-labelledby={`contact-us-hours-${team.team}`}>
              {team.days.map((day) => (
                <div key={day.day}>
                  <dt>{day.label}</dt>
                  <dd>{day.hours}</dd>
                </div>
              ))}
            </chakra.dl>
          </Box>
        ))}
      </Box>
    </>
  );
}

/**
 * The help contact of an outcome page: email, phone, help centre and opening hours in their time
 * zone, as GET /application/{uuid}/contact-us gives them (laid out by core/rules/contactUs.ts, as the
 * help pages are). While it loads, a quiet line; if it fails, the support email of product.json.
 */
export function ContactUs({ applicationUuid }: { applicationUuid: string }) {
  const { data, error } = useSWR(
    ['contactUs', applicationUuid],
    ([, uuid]) => apiRequest('getContactUs', { params: { applicationUuid: uuid } }),
    { revalidateOnFocus: false },
  );
  return (
    <chakra.section aria-labelledby="contact-us" mt="8" pt="6" borderTopWidth="1px" borderColor="gray.200">
      <Heading as="h2" id="contact-us" size="lg" mb="2" color="gray.900">
        {words.title}
      </Heading>
      <Text color="gray.700" mb="3">
        {words.lead}
      </Text>
      {data ? (
        <Details details={contactDetails(data, words)} />
      ) : error ? (
        <Text color="gray.800">
          {words.fallback} <TextLink href={mailtoHref(product.supportEmail)}>{product.supportEmail}</TextLink>
        </Text>
      ) : (
        <Text color="gray.600" role="status">
          {words.loading}
        </Text>
      )}
    </chakra.section>
  );
}
