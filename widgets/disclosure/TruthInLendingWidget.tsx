import type { ReactNode } from 'react';
import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import copy from '../../schemas/copy/en-US.json';
import { formatApr } from '../../core/pricing/appendixJApr';
import { formatDate, formatUsd } from '../../core/rules/displayFormats';
import { fillTemplate } from '../copy';
import {
  lateChargeText,
  paymentRuns,
  readTruthInLending,
  whenDue,
  type ScheduledPayment,
} from '../../core/documents/truthInLending';

const texts = copy.truthInLending;

/** Up to this many payments the full schedule shows as it is; a longer one folds under a summary. */
const openScheduleUpTo = 6;

const cell = { px: '2', py: '2', borderBottomWidth: '1px', borderColor: 'gray.200' } as const;
const amountCell = { ...cell, textAlign: 'end', fontVariantNumeric: 'tabular-nums' } as const;

/** A term and what it means over its figure: one box of the federal form. */
function FederalBox({
  term,
  means,
  value,
  strong,
}: {
  term: string;
  means: string;
  value: string;
  /** Regulation Z §1026.17(a)(2): the finance charge and APR are more conspicuous than the rest. */
  strong?: boolean;
}) {
  return (
    <Flex direction="column" borderWidth="1px" borderColor="gray.400" borderRadius="md" p="3" gap="1">
      <chakra.dt fontWeight={strong ? 'bold' : 'semibold'} textTransform={strong ? 'uppercase' : undefined}>
        {term}
      </chakra.dt>
      <chakra.dd m="0" fontSize="sm" color="gray.700" flex="1">
        {means}
      </chakra.dd>
      <chakra.dd m="0" fontSize="xl" fontWeight="bold" fontVariantNumeric="tabular-nums">
        {value}
      </chakra.dd>
    </Flex>
  );
}

/** A term and its text: a sentence under its term (stacked), or a figure beside it (itemization). */
function Row({ term, stacked, children }: { term: string; stacked?: boolean; children: ReactNode }) {
  return (
    <Flex
      direction={stacked ? 'column' : 'row'}
      justify="space-between"
      gap={stacked ? '1' : '3'}
      py="2"
      borderBottomWidth="1px"
      borderColor="gray.200"
    >
      <chakra.dt fontWeight="semibold">{term}</chakra.dt>
      <chakra.dd m="0" fontVariantNumeric="tabular-nums">
        {children}
      </chakra.dd>
    </Flex>
  );
}

function SectionHeading({ children }: { children: ReactNode }) {
  return (
    <chakra.h3 fontSize="md" fontWeight="bold" mt="5" mb="2">
      {children}
    </chakra.h3>
  );
}

function FullSchedule({ schedule }: { schedule: readonly ScheduledPayment[] }) {
  const table = (
    <chakra.table w="full" borderCollapse="collapse" fontSize="sm">
      <chakra.caption textAlign="start" fontWeight="semibold" py="2">
        {texts.allPaymentsCaption}
      </chakra.caption>
      <thead>
        <tr>
          <chakra.th scope="col" {...cell} textAlign="start">
            {texts.paymentNumber}
          </chakra.th>
          <chakra.th scope="col" {...amountCell}>
            {texts.paymentAmount}
          </chakra.th>
          <chakra.th scope="col" {...cell} textAlign="end">
            {texts.paymentDueDate}
          </chakra.th>
        </tr>
      </thead>
      <tbody>
        {schedule.map((payment) => (
          <tr key={payment.paymentNumber}>
            <chakra.th scope="row" {...cell} textAlign="start" fontWeight="normal">
              {payment.paymentNumber}
            </chakra.th>
            <chakra.td {...amountCell}>{formatUsd(payment.amount)}</chakra.td>
            <chakra.td {...cell} textAlign="end">
              {formatDate(payment.dueDate)}
            </chakra.td>
          </tr>
        ))}
      </tbody>
    </chakra.table>
  );
  if (schedule.length <= openScheduleUpTo) return <Box mt="3">{table}</Box>;
  return (
    <chakra.details mt="3">
      <chakra.summary cursor="pointer" color="brand.700" fontWeight="medium" minH="11" py="2">
        {fillTemplate(texts.allPayments, { count: schedule.length })}
      </chakra.summary>
      {table}
    </chakra.details>
  );
}

/**
 * The Truth in Lending disclosure of the selected offer (Regulation Z §1026.18, model form H-2), read
 * only: the lender, the four federal boxes, the payment schedule (summary and every payment), the late
 * charge, prepayment and the itemization of the amount financed. Its figures come from the step's GET
 * answer through ui:options (`optionsFromStep`: offer, schedule, lateFee, lender); nothing is typed.
 * A section with headings, description lists and tables so a screen reader can move through it.
 */
export function TruthInLendingWidget({ id, options }: WidgetProps) {
  const disclosure = readTruthInLending(options);
  if (!disclosure) return null;
  const { offer, schedule, lateFee, lender } = disclosure;
  const titleId = `${id}__title`;
  return (
    <chakra.section id={id} aria-labelledby={titleId}>
      <chakra.h2 id={titleId} fontSize="xl" fontWeight="bold" mb="3">
        {texts.title}
      </chakra.h2>
      {lender ? (
        <chakra.dl display="flex" alignItems="center" gap="3" mb="4" flexWrap="wrap">
          <chakra.dt fontWeight="semibold">{texts.lender}</chakra.dt>
          <chakra.dd m="0" display="flex" alignItems="center" gap="2">
            <chakra.img src={lender.image.url} alt={lender.image.altText} h="8" w="auto" />
            <Text as="span">{lender.name}</Text>
          </chakra.dd>
        </chakra.dl>
      ) : null}
      <chakra.dl
        display="grid"
        gridTemplateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }}
        gap="2"
      >
        <FederalBox
          strong
          term={texts.annualPercentageRate}
          means={texts.annualPercentageRateMeans}
          value={formatApr(offer.annualPercentageRate)}
        />
        <FederalBox
          strong
          term={texts.financeCharge}
          means={texts.financeChargeMeans}
          value={formatUsd(offer.financeChargeAmount)}
        />
        <FederalBox
          term={texts.amountFinanced}
          means={texts.amountFinancedMeans}
          value={formatUsd(offer.toYouAmount)}
        />
        <FederalBox
          term={texts.totalOfPayments}
          means={texts.totalOfPaymentsMeans}
          value={formatUsd(offer.totalToRepayAmount)}
        />
      </chakra.dl>

      <SectionHeading>{texts.scheduleTitle}</SectionHeading>
      <chakra.table w="full" borderCollapse="collapse" fontSize="sm">
        <thead>
          <tr>
            <chakra.th scope="col" {...cell} textAlign="start">
              {texts.scheduleCount}
            </chakra.th>
            <chakra.th scope="col" {...amountCell}>
              {texts.scheduleAmount}
            </chakra.th>
            <chakra.th scope="col" {...cell} textAlign="start">
              {texts.scheduleWhen}
            </chakra.th>
          </tr>
        </thead>
        <tbody>
          {paymentRuns(schedule).map((run) => (
            <tr key={run.firstDueDate}>
              <chakra.td {...cell}>{run.count}</chakra.td>
              <chakra.td {...amountCell}>{formatUsd(run.amount)}</chakra.td>
              <chakra.td {...cell}>{whenDue(run)}</chakra.td>
            </tr>
          ))}
        </tbody>
      </chakra.table>
      <FullSchedule schedule={schedule} />

      <chakra.dl mt="4">
        <Row stacked term={texts.lateChargeTitle}>
          {lateChargeText(lateFee)}
        </Row>
        <Row stacked term={texts.prepaymentTitle}>
          {texts.prepayment}
        </Row>
      </chakra.dl>

      <SectionHeading>{texts.itemizationTitle}</SectionHeading>
      <chakra.dl>
        <Row term={texts.loanAmount}>{formatUsd(offer.loanAmount)}</Row>
        <Row term={texts.originationFee}>{formatUsd(offer.originationFeeAmount)}</Row>
        <Row term={texts.amountToYou}>{formatUsd(offer.toYouAmount)}</Row>
      </chakra.dl>
    </chakra.section>
  );
}
