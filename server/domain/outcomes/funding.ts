/**
 * Funding (spec §4 FUNDED): once the applicant accepted an offer (FUNNEL_COMPLETE) the loan funds on
 * its expected funding date — the next business day, or, when it can be funded the same day
 * (eligibleForInstantFunding), schemas/pricing.json funding.instantDelaySeconds after acceptance.
 * Nothing waits on a timer: any read of the application or its flow settles a funding that is due,
 * as pricing runs settle (server/domain/pricing/pricingJobs.ts), and the application becomes FUNDED with
 * resolvedAt at the moment it funded.
 */
import pricing from '../../../schemas/pricing.json';
import type { AppContext } from '../../appContext';
import { eligibleForInstantFunding, expectedFundingDate } from '../pricing/offerData';
import { settleDueRun } from '../pricing/pricingJobs';
import { findApplication, resolveApplication } from '../../store/applications';
import { findSelection, latestRunWithOffers } from '../../store/pricingRuns';

/** When an accepted loan funds: an instant one a short while after acceptance, else on the next business day. */
export function fundingDueAt(acceptedAt: string, instant: boolean): Date {
  if (instant) return new Date(Date.parse(acceptedAt) + pricing.funding.instantDelaySeconds * 1000);
  return new Date(`${expectedFundingDate(acceptedAt.slice(0, 10), false)}T00:00:00.000Z`);
}

/** Funds the application if it is complete and its funding is due. Idempotent. */
export function settleFunding(ctx: AppContext, applicationUuid: string): void {
  ctx.db.transaction(() => {
    const application = findApplication(ctx.db, applicationUuid);
    if (
      application?.decisionStatus !== 'IN_PROGRESS' ||
      application.flow.currentFlowStep !== 'FUNNEL_COMPLETE'
    )
      return;
    const acceptedAt = findSelection(ctx.db, applicationUuid)?.acceptedAt;
    const run = latestRunWithOffers(ctx.db, applicationUuid);
    if (!acceptedAt || !run) return;
    const due = fundingDueAt(acceptedAt, eligibleForInstantFunding(run));
    if (due.getTime() <= ctx.now().getTime()) resolveApplication(ctx.db, applicationUuid, 'FUNDED', due);
  })();
}

/** What time changed, settled before a read answers: a pricing run that fell due, a loan that funded. */
export function settleOnRead(ctx: AppContext, applicationUuid: string): void {
  settleDueRun(ctx, applicationUuid);
  settleFunding(ctx, applicationUuid);
}
