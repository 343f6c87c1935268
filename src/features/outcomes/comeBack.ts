/**
 * "When to come back" (docs/pricing-rules.md): the server gives the first day a declined applicant may apply
 * again (decisionDate plus schemas/pricing.json decision.reapply.afterDays); this says it in words, as of the
 * applicant's own today. Pure.
 */
import copy from '../../../schemas/copy/en-US.json';
import { formatDate } from '../../../core/rules/displayFormats';
import { fillTemplate } from '../../../widgets/copy';

const text = copy.pages.futureEligibilityOffer;

/** The calendar day of `now` where the applicant is, as YYYY-MM-DD. */
export function localIsoDate(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** "You can apply again on or after Dec 1, 2026. …", or "…now" once that day has come. */
export function comeBackText(reapplyDate: string, today: string): string {
  // ISO dates (YYYY-MM-DD) compare as strings.
  if (today >= reapplyDate) return text.comeBackNow;
  return fillTemplate(text.comeBackOn, { date: formatDate(reapplyDate) });
}
