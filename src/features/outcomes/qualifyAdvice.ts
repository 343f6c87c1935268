/**
 * A pricing decline in plain words: each recorded reason (Reg B principal reasons, docs/pricing-rules.md
 * "Reason codes") as the applicant reads it, and what to do about it, tied to those reasons. The
 * wording is copy (pages.futureEligibilityOffer.reasons / .advice), filled with product facts. Pure.
 */
import copy from '../../../schemas/copy/en-US.json';
import type { FlowStepResponses } from '../../../core/api/generated/contractTypes';
import { fillProductText } from '../../../core/rules/productLimits';
import { outcomeValues } from './outcomeValues';

export type DeclineReason = FlowStepResponses['pricing-disqualified']['declineReasons'][number];

const text = copy.pages.futureEligibilityOffer;
const plainReasons: Readonly<Record<string, string | undefined>> = text.reasons;
const adviceByReason: Readonly<Record<string, string | undefined>> = text.advice;

const unique = (items: string[]) => [...new Set(items)];

/** The reasons in plain words; a code the copy does not know shows the text pricing recorded. */
export function reasonsInPlainWords(reasons: readonly DeclineReason[]): string[] {
  return unique(
    reasons.map((reason) => fillProductText(plainReasons[reason.code] ?? reason.text, outcomeValues)),
  );
}

/**
 * What would change the answer, one line per reason, in the order pricing gave them; the bank-link
 * line when the server says a link could help and none was used; general advice when no reason has
 * its own.
 */
export function qualifyAdvice(
  reasons: readonly DeclineReason[],
  bankLink: { couldHelp: boolean; alreadyLinked: boolean } = { couldHelp: false, alreadyLinked: false },
): string[] {
  const advice = unique(
    reasons.flatMap((reason) => {
      const line = adviceByReason[reason.code];
      return line ? [fillProductText(line, outcomeValues)] : [];
    }),
  );
  if (bankLink.couldHelp && !bankLink.alreadyLinked) advice.push(text.bankLinkHelps);
  return advice.length > 0 ? advice : [text.adviceGeneral];
}
