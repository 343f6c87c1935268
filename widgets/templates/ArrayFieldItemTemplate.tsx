import { useEffect, useMemo, useRef, type MouseEvent } from 'react';
import { Box, Button, Flex, Text, chakra } from '@chakra-ui/react';
import type { ArrayFieldItemTemplateProps } from '@rjsf/utils';
import copy from '../../schemas/copy/en-US.json';
import { formatUsd } from '../../core/rules/displayFormats';
import { incomeTotals } from '../../core/rules/incomeTotals';
import { fillTemplate } from '../copy';
import { jobCardSummary } from '../income/jobCardSummary';
import { itemHeadingAttribute, useArrayItems } from './arrayItems';
import { isCardFinished } from './cardCompletion';
import { useRootForm, valueAt } from './rootForm';

const summaryCopy = copy.incomeSummary;

/**
 * One card of a list: a heading that names it ("Job 2") and labels the card as a group, the kind of
 * item underneath when the schema gives one (the job category, spec §3), its fields, and a Remove
 * button whose name says which card it removes. A job card (`ui:options.itemSummary` "job") also
 * shows its yearly pay as it is typed, and once folded (ArrayFieldTemplate) shows a one-line summary
 * and an Edit button instead of its fields; the fields stay mounted, only hidden. A card that is not
 * finished (an answer missing, an error shown, as after a failed Continue) is never folded.
 */
export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, index, itemKey, buttonsProps, schema, disabled, readonly } = props;
  const { copy: itemCopy, canRemove, onRemove, summary } = useArrayItems();
  const rootForm = useRootForm();
  const id = buttonsProps.fieldPathId.$id;
  const headingId = `${id}__heading`;
  const fieldsId = `${id}__fields`;
  const number = index + 1;
  const kind = typeof schema.title === 'string' && schema.title !== '' ? schema.title : null;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeadingOnOpen = useRef(false);

  const path = buttonsProps.fieldPathId.path;
  const job = summary ? valueAt(rootForm.formData, path) : undefined;
  const { yearlyPay, startsLater } = useMemo(() => {
    if (!summary) return { yearlyPay: null, startsLater: false };
    const totals = incomeTotals(rootForm.formData);
    return { yearlyPay: totals.jobs[index] ?? null, startsLater: totals.startsLater[index] === true };
  }, [summary, rootForm.formData, index]);
  const folded =
    summary !== null &&
    summary.folded.has(itemKey) &&
    isCardFinished(schema, job, valueAt(rootForm.errorSchema, path));

  useEffect(() => {
    if (folded || !focusHeadingOnOpen.current) return;
    focusHeadingOnOpen.current = false;
    headingRef.current?.focus();
  }, [folded]);

  const handleRemove = (event: MouseEvent<HTMLButtonElement>) => {
    onRemove(index);
    buttonsProps.onRemoveItem(event);
  };
  const handleEdit = () => {
    focusHeadingOnOpen.current = true;
    summary?.unfold(itemKey);
  };
  const summaryLine = folded
    ? jobCardSummary({ kind, job, fields: Object.keys(schema.properties ?? {}), yearlyPay })
    : null;
  return (
    <Box
      role="group"
      aria-labelledby={headingId}
      borderWidth="1px"
      borderColor="gray.200"
      borderRadius="xl"
      bg="white"
      px={{ base: '4', md: '5' }}
      pt={{ base: '4', md: '5' }}
      pb={folded ? '4' : '1'}
      mb="4"
      boxShadow="xs"
    >
      <Flex align="flex-start" justify="space-between" gap="3" mb={folded ? '1' : '4'}>
        <Box minW="0">
          <chakra.h3
            ref={headingRef}
            id={headingId}
            tabIndex={-1}
            {...{ [itemHeadingAttribute]: index }}
            fontSize="md"
            fontWeight="bold"
            outline="none"
            _focusVisible={{ outline: '3px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
          >
            {fillTemplate(itemCopy.item, { number })}
          </chakra.h3>
          {kind && !folded ? (
            <Text fontSize="sm" color="gray.600" mt="0.5">
              {kind}
            </Text>
          ) : null}
        </Box>
        {buttonsProps.hasRemove && canRemove ? (
          <Button
            type="button"
            variant="ghost"
            colorPalette="red"
            size="sm"
            minH="11"
            flexShrink={0}
            disabled={disabled || readonly}
            onClick={handleRemove}
          >
            {fillTemplate(itemCopy.remove, { number })}
          </Button>
        ) : null}
      </Flex>
      {summaryLine !== null ? (
        <>
          <Text color="gray.800" mb="3">
            {summaryLine}
          </Text>
          <Button
            type="button"
            variant="outline"
            colorPalette="brand"
            size="sm"
            minH="11"
            minW="11"
            aria-label={fillTemplate(summaryCopy.editLabel, { number })}
            aria-controls={fieldsId}
            aria-expanded={false}
            disabled={disabled || readonly}
            onClick={handleEdit}
          >
            {summaryCopy.edit}
          </Button>
        </>
      ) : null}
      <Box id={fieldsId} hidden={folded}>
        {children}
        {summary && !folded ? <YearlyPay amount={yearlyPay} startsLater={startsLater} /> : null}
      </Box>
    </Box>
  );
}

/**
 * A job card's yearly pay as typed; plain text (no live region), read in place. A job starting more
 * than a month from now says why it adds nothing to the total instead.
 */
function YearlyPay({ amount, startsLater }: { amount: number | null; startsLater: boolean }) {
  return (
    <Flex
      justify="space-between"
      align="baseline"
      gap="3"
      wrap="wrap"
      borderTopWidth="1px"
      borderColor="gray.100"
      py="3"
      mb="3"
    >
      {startsLater ? (
        <Text fontSize="sm" color="gray.700">
          {summaryCopy.jobStartsLater}
        </Text>
      ) : amount === null ? (
        <Text fontSize="sm" color="gray.600">
          {summaryCopy.jobYearlyPending}
        </Text>
      ) : (
        <>
          <Text fontWeight="medium">{summaryCopy.jobYearly}</Text>
          <Text fontWeight="bold" fontVariantNumeric="tabular-nums">
            {formatUsd(amount)}
          </Text>
        </>
      )}
    </Flex>
  );
}
