import { useEffect, useRef } from 'react';
import { Box, Stack, Text, chakra } from '@chakra-ui/react';
import { PrimaryButton, SecondaryButton } from '../../../widgets/ActionButtons';
import copy from '../../../schemas/copy/en-US.json';
import { formatUsd, formatWholeUsd } from '../../../core/rules/displayFormats';
import { fillTemplate } from '../../../core/rules/fillTemplate';
import type { IncomeCheckBounds, IncomeFigureQuestion } from '../../../core/rules/incomeFigureCheck';

// This module is loaded only by a step that checks income, once the applicant starts answering
// (StepForm): the rule comes with the question it asks.
export {
  incomeCheckBounds,
  incomeFigureToConfirm,
  incomeQuestionKey,
} from '../../../core/rules/incomeFigureCheck';

const headingId = 'income-question__heading';
const explanationId = 'income-question__explanation';

/** January for 1: the month as the job card's list names it. */
const monthName = (month: number) =>
  new Date(Date.UTC(2000, month - 1, 1)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });

/** $11,000 as people write it; cents only when there are some ($38,480.50). */
const yearlyFigure = (amount: number) =>
  Number.isInteger(amount) ? formatWholeUsd(amount) : formatUsd(amount);

/**
 * "Is $11,000 a year right?" in the page, above Continue, before an income figure that looks like a
 * typo is sent (core/rules/incomeFigureCheck.ts). Focus moves to the question so it is read at once;
 * "Yes" sends the form as it is, "No" goes back to the figure's field with the figure kept.
 */
export function IncomeQuestion({
  question,
  bounds,
  busy,
  onConfirm,
  onCorrect,
}: {
  question: IncomeFigureQuestion;
  bounds: IncomeCheckBounds;
  busy: boolean;
  onConfirm: () => void;
  onCorrect: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView?.({ block: 'center' });
  }, [question]);
  const words = copy.incomeCheck;
  return (
    <Box
      role="group"
      aria-labelledby={headingId}
      borderWidth="2px"
      borderColor="orange.400"
      bg="orange.50"
      borderRadius="xl"
      p={{ base: '4', md: '5' }}
      mt="4"
    >
      <chakra.h2
        ref={headingRef}
        id={headingId}
        tabIndex={-1}
        aria-describedby={explanationId}
        fontSize="xl"
        fontWeight="bold"
        outline="none"
        _focusVisible={{ outline: '3px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
      >
        {question.start
          ? fillTemplate(words.startsLaterQuestion, {
              month: monthName(question.start.month),
              year: question.start.year,
            })
          : fillTemplate(words.question, { amount: yearlyFigure(question.amount) })}
      </chakra.h2>
      <Text id={explanationId} mt="2" color="gray.800">
        {fillTemplate(words[question.reason], { minIncome: formatWholeUsd(bounds.minIncome) })}
      </Text>
      <Stack direction={{ base: 'column', md: 'row' }} gap="3" mt="4">
        <PrimaryButton
          type="button"
          w={{ base: 'full', md: 'auto' }}
          aria-busy={busy || undefined}
          aria-disabled={busy || undefined}
          onClick={() => {
            if (!busy) onConfirm();
          }}
        >
          {words.confirm}
        </PrimaryButton>
        <SecondaryButton type="button" w={{ base: 'full', md: 'auto' }} onClick={onCorrect}>
          {words.correct}
        </SecondaryButton>
      </Stack>
    </Box>
  );
}
