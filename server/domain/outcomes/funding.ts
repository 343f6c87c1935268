/**
 * Funding (spec §4 FUNDED): once the applicant accepted an offer (FUNNEL_COMPLETE) the loan funds on
 * its expected funding date — the next business day, or, when it can be funded the same day
 * (eligibleForInstantFunding), schemas/pricing.json funding.instantDelaySeconds after acceptance.
 * Accepting queues a settle-funding job for that moment (any instance runs it), and any read of the
 * application or its flow settles a funding that is due, as pricing runs settle
 * (server/domain/pricing/pricingJobs.ts); the application becomes FUNDED with resolvedAt at the
 * moment it funded. It funds once: the settling transaction holds the application's
 * row and checks again that it is still waiting to fund.
 */
import pricing from '../../../schemas/pricing.json';
import { inContextTransaction, jobTimeFor, retryTimeFor, type AppContext } from '../../appContext';
import { eligibleForInstantFunding, expectedFundingDate } from '../pricing/offerData';
import { settleDueRun } from '../pricing/pricingJobs';
import {
  findApplication,
  lockApplication,
  resolveApplication,
  type ApplicationRecord,
} from '../../store/applications';
import { findSelection, latestRunWithOffers, pricingKinds, type PricingKind } from '../../store/pricingRuns';

/** When an accepted loan funds: an instant one a short while after acceptance, else on the next business day. */
export function fundingDueAt(acceptedAt: string, instant: boolean): Date {
  if (instant) return new Date(Date.parse(acceptedAt) + pricing.funding.instantDelaySeconds * 1000);
  return new Date(`${expectedFundingDate(acceptedAt.slice(0, 10), false)}T00:00:00.000Z`);
}

/** When the application funds: null unless it is complete, waiting to fund, with an accepted offer. */
async function fundingDue(ctx: AppContext, applicationUuid: string): Promise<Date | null> {
  const application = await findApplication(ctx.db, applicationUuid);
  if (application?.decisionStatus !== 'IN_PROGRESS' || application.flow.currentFlowStep !== 'FUNNEL_COMPLETE')
    return null;
  const acceptedAt = (await findSelection(ctx.db, applicationUuid))?.acceptedAt;
  const run = await latestRunWithOffers(ctx.db, applicationUuid);
  if (!acceptedAt || !run) return null;
  return fundingDueAt(acceptedAt, eligibleForInstantFunding(run));
}

const isPast = (ctx: AppContext, due: Date | null): due is Date =>
  due !== null && due.getTime() <= ctx.now().getTime();

/** Funds the application if it is complete and its funding is due; true when this call funded it. Idempotent, also across instances. */
export async function settleFunding(ctx: AppContext, applicationUuid: string): Promise<boolean> {
  // Most reads find nothing due; only a funding that is due locks the application.
  if (!isPast(ctx, await fundingDue(ctx, applicationUuid))) return false;
  return inContextTransaction(ctx, async (tx) => {
    await lockApplication(tx.db, applicationUuid);
    const due = await fundingDue(tx, applicationUuid);
    if (!isPast(tx, due)) return false;
    await resolveApplication(tx.db, applicationUuid, 'FUNDED', due);
    return true;
  });
}

/** Queues the settle-funding job when an offer is accepted (in the accepting transaction). */
export async function scheduleFunding(
  ctx: AppContext,
  applicationUuid: string,
  acceptedAt: Date,
): Promise<void> {
  const run = await latestRunWithOffers(ctx.db, applicationUuid);
  if (!run) return;
  const due = fundingDueAt(acceptedAt.toISOString(), eligibleForInstantFunding(run));
  await ctx.jobs.enqueue(ctx.db, 'settle-funding', { applicationUuid }, jobTimeFor(ctx, due));
}

/**
 * The settle-funding job: funds a loan that is due; for one not yet due on this clock the job queues
 * itself again for when it is, and completes.
 */
export async function settleFundingJob(ctx: AppContext, applicationUuid: string): Promise<void> {
  await settleFunding(ctx, applicationUuid);
  const due = await fundingDue(ctx, applicationUuid);
  if (due !== null)
    await ctx.jobs.enqueue(ctx.db, 'settle-funding', { applicationUuid }, retryTimeFor(ctx, due));
}

/**
 * What time changed, settled before a read answers: a pricing run that fell due, a loan that funded.
 * Returns the application as it is now (read again only when something settled).
 */
export async function settleOnRead(
  ctx: AppContext,
  application: ApplicationRecord,
): Promise<ApplicationRecord> {
  // A run is RUNNING only while its application is on the run's step (a run starts on entering it, and
  // the step is left only by the run's outcome); elsewhere its job settles it, so a read need not look.
  const pricing = pricingKinds.includes(application.flow.currentFlowStep as PricingKind);
  if (pricing) await settleDueRun(ctx, application.uuid);
  // Only a complete application waits to fund (fundingDue): others need no look.
  const waitsToFund =
    application.decisionStatus === 'IN_PROGRESS' && application.flow.currentFlowStep === 'FUNNEL_COMPLETE';
  if (waitsToFund) await settleFunding(ctx, application.uuid);
  if (!pricing && !waitsToFund) return application;
  // Read again even when this call settled nothing: a job on any instance may just have.
  return (await findApplication(ctx.db, application.uuid)) ?? application;
}
