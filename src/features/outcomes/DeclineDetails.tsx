import { useState } from 'react';
import { Text } from '@chakra-ui/react';
import copy from '../../../schemas/copy/en-US.json';
import { formatDate } from '../../../core/rules/displayFormats';
import { fillTemplate } from '../../../widgets/copy';
import { comeBackText, localIsoDate } from './comeBack';
import { Bullets, OutcomeSection, TextLink } from './OutcomeSection';
import { qualifyAdvice, reasonsInPlainWords, type DeclineReason } from './qualifyAdvice';

const text = copy.pages.futureEligibilityOffer;

/**
 * A pricing decline explained (docs/pricing-rules.md): why in plain words, how to qualify next time (tied to
 * the reasons), when to come back, and the adverse-action notice (Reg B, 12 CFR 1002.9; FCRA 615(a)). Each
 * part shows only when its data is given; `titles` lets a page name its sections its own way.
 */
export function DeclineDetails({
  idPrefix,
  reasons,
  decisionDate,
  reapplyDate,
  bankLink,
  noticePath,
  titles = {},
}: {
  idPrefix: string;
  reasons: readonly DeclineReason[];
  decisionDate: string;
  reapplyDate?: string;
  bankLink?: { couldHelp: boolean; alreadyLinked: boolean };
  noticePath?: string;
  titles?: { reasons?: string; advice?: string };
}) {
  // The applicant's today, read once: the page does not change its answer while it is open.
  const [today] = useState(() => localIsoDate(new Date()));
  return (
    <>
      <OutcomeSection id={`${idPrefix}-reasons`} title={titles.reasons ?? text.reasonsTitle}>
        <Bullets items={reasonsInPlainWords(reasons)} />
        <Text color="gray.600" mt="2">
          {fillTemplate(text.decided, { date: formatDate(decisionDate) })}
        </Text>
      </OutcomeSection>
      <OutcomeSection id={`${idPrefix}-advice`} title={titles.advice ?? text.adviceTitle}>
        <Bullets items={qualifyAdvice(reasons, bankLink)} />
      </OutcomeSection>
      {reapplyDate ? (
        <OutcomeSection id={`${idPrefix}-come-back`} title={text.comeBackTitle}>
          <Text color="gray.800">{comeBackText(reapplyDate, today)}</Text>
        </OutcomeSection>
      ) : null}
      {noticePath ? (
        <OutcomeSection id={`${idPrefix}-notice`} title={text.noticeTitle}>
          <Text color="gray.800">{text.notice}</Text>
          <TextLink href={noticePath}>{text.noticeLink}</TextLink>
        </OutcomeSection>
      ) : null}
    </>
  );
}
