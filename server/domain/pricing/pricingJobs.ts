/**
 * The pricing job (docs/decisions/0064-background-work-as-durable-jobs.md): after agree (PRICING) or a
 * bank link (PLAID_PRICING) the server prices the application in a run that takes a while, as a real
 * bureau and pricing engine do. A run is a row (server/store/pricingRuns.ts) and its settle-pricing-run
 * job is queued in the same transaction, so any instance settles it when it falls due, and any read of
 * the flow settles a run whose time is up (a fast path: nothing depends on the process that started
 * it). Settling pulls the bureau (the CreditBureau adapter on the context), decides (decisionRules.ts),
 * stores the offers and moves the flow by the outcome (flow.json exits); a bureau that cannot answer
 * fails the run with UPSTREAM_UNAVAILABLE, and posting the step again retries it. Settling holds the
 * application's and the run's rows, so a run settles once even when several instances try at once.
 */
import crypto from 'node:crypto';
import pricing from '../../../schemas/pricing.json';
import product from '../../../schemas/product.json';
import { daysBetween, type IsoDate } from '../../../core/pricing/calendarDates';
import { offerGrid, type OfferGrid } from '../../../core/pricing/offerGrid';
import type { RiskTier } from '../../../core/pricing/pricingTables';
import { inContextTransaction, jobTimeFor, retryTimeFor, type AppContext } from '../../appContext';
import { annualIncomeOf } from '../income/annualIncome';
import { nextAfterSubmit, resolutionOnEntering } from '../flow/flowEngine';
import { flowStepInvalid, notInProgress } from '../../http/apiError';
import {
  findApplication,
  lockApplication,
  resolveApplication,
  saveFlowState,
  type ApplicationRecord,
} from '../../store/applications';
import { listJobsIncomeSources } from '../../store/jobsIncomeSources';
import { readIdentifiers } from '../../store/personalIdentifiers';
import { findPersonalInfo } from '../../store/personalInfo';
import {
  clearSelection,
  findRun,
  findSelection,
  finishRun,
  insertOffers,
  insertRun,
  latestRun,
  latestRunWithOffers,
  lockRun,
  nextLoanOfferId,
  offersOfRun,
  type PricingKind,
  type PricingRunRecord,
  type RunResult,
} from '../../store/pricingRuns';
import { findWealthAccount } from '../../store/wealthAccounts';
import { decide, type DecisionFacts } from './decisionRules';
import { requireIssuingBank } from './issuingBank';
import { BureauUnavailableError } from '../../adapters/bureau/creditBureau';

/** The spec §8 message of UPSTREAM_UNAVAILABLE. */
export const upstreamUnavailableMessage = 'Something went wrong, please try again later';

const isoDay = (date: Date): IsoDate => date.toISOString().slice(0, 10);

/**
 * Starts a run of `kind` for the application (entering PRICING or PLAID_PRICING, or a retry). A
 * product without an issuing bank prices nothing: the submission that would start the run is refused
 * (STEP_PRODUCT_MISSING_ISSUING_BANK) and, inside its transaction, changes nothing.
 */
export async function startRun(
  ctx: AppContext,
  applicationUuid: string,
  kind: PricingKind,
): Promise<PricingRunRecord> {
  requireIssuingBank(ctx);
  const now = ctx.now();
  const previous = await latestRun(ctx.db, applicationUuid);
  const pricingUuid = crypto.randomUUID();
  await insertRun(ctx.db, {
    pricingUuid,
    applicationUuid,
    kind,
    attempt: (previous?.attempt ?? 0) + 1,
    startedAt: now.toISOString(),
    dueAt: new Date(now.getTime() + ctx.pricingDelayMs).toISOString(),
  });
  const run = (await findRun(ctx.db, pricingUuid))!;
  // Queued in the transaction that starts the run: the job exists exactly when the run does.
  await ctx.jobs.enqueue(
    ctx.db,
    'settle-pricing-run',
    { applicationUuid },
    jobTimeFor(ctx, new Date(run.dueAt)),
  );
  return run;
}

async function decisionFacts(
  ctx: AppContext,
  application: ApplicationRecord,
  kind: PricingKind,
): Promise<{ facts: DecisionFacts; ssn: string } | null> {
  const ssn = (await readIdentifiers(ctx.db, ctx.cipher, application.uuid)).ssn;
  if (!ssn) return null;
  const wealth = await findWealthAccount(ctx.db, application.uuid);
  const linked = kind === 'PLAID_PRICING' ? await ctx.linkedAssets(ctx, application.uuid) : null;
  const facts: DecisionFacts = {
    annualIncome: annualIncomeOf(await listJobsIncomeSources(ctx.db, application.uuid), ctx.now()),
    savingsCheckingAmount: wealth?.savingsCheckingAmount ?? 0,
    investmentsAmount: wealth?.investmentsAmount ?? 0,
    stateCode: (await findPersonalInfo(ctx.db, application.uuid))?.address?.stateCode ?? '',
    loanAmount: application.desiredLoanAmount,
    loanTermInMonths: application.desiredLoanTermInMonths ?? product.loanTerm.default,
    bureau: { kind: 'NO_MATCH' }, // replaced by the pull below
    hasLinkedBankAssets: linked !== null,
    linkedBalance: linked?.totalBalance ?? 0,
  };
  return { facts, ssn };
}

/** Prices the application: the decision and, when it lends, its offers (stored by the caller). */
async function price(
  ctx: AppContext,
  application: ApplicationRecord,
  run: PricingRunRecord,
): Promise<{ result: RunResult; grid: OfferGrid | null }> {
  const known = await decisionFacts(ctx, application, run.kind);
  const now = ctx.now();
  if (!known) {
    // Agree checks the SSN is on file, so this is a record changed under the run: unable to verify.
    const result: RunResult = {
      status: 'COMPLETE',
      outcome: 'UNABLE_TO_VERIFY',
      tier: null,
      highestLoanAmount: null,
      declineReasons: [],
      creditPulledAt: now.toISOString(),
      issueDate: null,
    };
    return { result, grid: null };
  }
  const { facts, ssn } = known;
  try {
    facts.bureau = ctx.creditBureau.pull(ssn, run.attempt);
  } catch (error) {
    if (error instanceof BureauUnavailableError)
      return { result: { status: 'FAILED', errorCode: error.code }, grid: null };
    throw error;
  }
  const decision = decide(facts);
  const issueDate = isoDay(now);
  const lends = decision.outcome === 'QUALIFIED' || decision.outcome === 'PLAID_OPTIONAL';
  const grid = lends
    ? await gridFor(ctx, decision.tier, decision.highestLoanAmount, application, run.pricingUuid, issueDate)
    : null;
  return {
    result: {
      status: 'COMPLETE',
      outcome: decision.outcome,
      tier: lends ? decision.tier : null,
      highestLoanAmount: lends ? decision.highestLoanAmount : null,
      declineReasons: 'reasons' in decision ? decision.reasons : [],
      creditPulledAt: now.toISOString(),
      issueDate: lends ? issueDate : null,
      creditScore: facts.bureau.kind === 'FILE' ? facts.bureau.score : null,
      creditKeyFactors:
        facts.bureau.kind === 'FILE' && facts.bureau.score !== null ? facts.bureau.keyFactors : [],
    },
    grid,
  };
}

/** The offers of a run; called in the transaction that stores them (nextLoanOfferId's lock). */
async function gridFor(
  ctx: AppContext,
  tier: RiskTier,
  highestLoanAmount: number,
  application: ApplicationRecord,
  pricingUuid: string,
  issueDate: IsoDate,
): Promise<OfferGrid> {
  let nextId = await nextLoanOfferId(ctx.db);
  return offerGrid({
    tier,
    pricingUuid,
    productId: product.productId,
    issueDate,
    highestLoanAmount,
    requested: {
      loanAmount: application.desiredLoanAmount,
      loanTermInMonths: application.desiredLoanTermInMonths ?? product.loanTerm.default,
    },
    offerIds: () => ({ loanOfferId: nextId++, pricingLoanOfferUuid: crypto.randomUUID() }),
  });
}

const isDue = (ctx: AppContext, run: PricingRunRecord | null): run is PricingRunRecord =>
  run !== null && run.status === 'RUNNING' && Date.parse(run.dueAt) <= ctx.now().getTime();

/**
 * Settles the application's latest run if it is RUNNING and due: prices, stores, and moves the flow
 * from the run's step by its outcome (when the application is still on that step and in progress).
 * Idempotent and safe to call from several instances at once: a run settles once, in one transaction
 * that holds the application's and the run's rows and checks again that the run is still RUNNING.
 * True when this call settled it.
 */
export async function settleDueRun(ctx: AppContext, applicationUuid: string): Promise<boolean> {
  // Most reads find nothing due; only a run that is due takes the locks.
  if (!isDue(ctx, await latestRun(ctx.db, applicationUuid))) return false;
  return inContextTransaction(ctx, async (tx) => {
    // The application first, then the run: the order every writer of the application locks in.
    await lockApplication(tx.db, applicationUuid);
    const latest = await latestRun(tx.db, applicationUuid);
    const run = latest && (await lockRun(tx.db, latest.pricingUuid));
    if (!isDue(tx, run)) return false;
    const application = await findApplication(tx.db, applicationUuid);
    if (!application) return false;
    const { result, grid } = await price(tx, application, run);
    await finishRun(tx.db, run.pricingUuid, result, tx.now());
    if (grid) await insertOffers(tx.db, applicationUuid, grid.loanOffers, grid.defaultLoanOffer.loanOfferId);
    if (result.status !== 'COMPLETE') return true;
    if (application.decisionStatus !== 'IN_PROGRESS' || application.flow.currentFlowStep !== run.kind)
      return true;
    const moved = nextAfterSubmit(application.flow, { outcome: flowOutcome(application, result.outcome) });
    await saveFlowState(tx.db, applicationUuid, moved.state, tx.now());
    const resolution = resolutionOnEntering(moved.state.currentFlowStep);
    if (resolution) await resolveApplication(tx.db, applicationUuid, resolution, tx.now());
    return true;
  });
}

/**
 * The settle-pricing-run job: settles the application's run when due. A run still RUNNING afterwards
 * is not due on this instance's clock yet: the job queues itself again for when it is, and completes.
 */
export async function settlePricingJob(ctx: AppContext, applicationUuid: string): Promise<void> {
  await settleDueRun(ctx, applicationUuid);
  const run = await latestRun(ctx.db, applicationUuid);
  if (run?.status === 'RUNNING')
    await ctx.jobs.enqueue(
      ctx.db,
      'settle-pricing-run',
      { applicationUuid },
      retryTimeFor(ctx, new Date(run.dueAt)),
    );
}

/** Pricing's decline outcomes (spec §3 Pricing result): the application ends DECLINED (flow.json `declines`). */
export const declineOutcomes: readonly string[] = ['DISQUALIFIED', 'DISQUALIFIED_WITH_PLOC_OFFER'];

/**
 * The outcome the flow moves by: pricing's own, except that an applicant who came from a declined
 * personal loan (flowEntryPoint PERSONAL_LOAN_TURNDOWN) and is declined again goes to the
 * turndown outcome (TURNDOWN_DECLINED -> TURNDOWN_DISQUALIFIED, flow.json).
 */
function flowOutcome(application: ApplicationRecord, outcome: string): string {
  return application.flowEntryPoint === 'PERSONAL_LOAN_TURNDOWN' && declineOutcomes.includes(outcome)
    ? 'TURNDOWN_DECLINED'
    : outcome;
}

/** What GET /small_dollar_loan/pricing/status and the pricing step's GET answer. */
export async function pricingStatus(ctx: AppContext, application: ApplicationRecord) {
  await settleDueRun(ctx, application.uuid);
  const fresh = (await findApplication(ctx.db, application.uuid)) ?? application;
  const run = await latestRun(ctx.db, application.uuid);
  const failed = run?.status === 'FAILED';
  return {
    status: run?.status ?? 'NOT_STARTED',
    kind: run?.kind ?? null,
    currentFlowStep: fresh.flow.currentFlowStep,
    startedAt: run?.startedAt ?? null,
    expectedCompletionAt: run?.dueAt ?? null,
    userErrorCode: failed ? run.errorCode : null,
    message: failed ? upstreamUnavailableMessage : null,
  };
}

/** Retries the latest run of `kind` when it failed; otherwise there is nothing to retry (409). */
export async function retryRun(
  ctx: AppContext,
  application: ApplicationRecord,
  kind: PricingKind,
): Promise<void> {
  const run = await latestRun(ctx.db, application.uuid, kind);
  if (run?.status !== 'FAILED') {
    const message =
      run?.status === 'RUNNING' ? 'Your offers are still being prepared' : 'There is nothing to retry';
    throw flowStepInvalid(message, application.flow.currentFlowStep);
  }
  await startRun(ctx, application.uuid, kind);
}

export interface CurrentOffers {
  run: PricingRunRecord;
  loanOffers: OfferGrid['loanOffers'];
  defaultLoanOfferId: number;
}

/**
 * The offers the applicant chooses among now. Offers whose rate expired (pricing.json rateLockDays)
 * are priced again from the same decision while the credit check is at most repriceWithinDays old
 * (a selection not yet accepted is dropped, its offer no longer exists, and review goes back to
 * the offers); after that the application
 * ends as INQUIRY_EXPIRED (spec §4) and this throws the not-in-progress error. Null before any offers.
 * No offer is shown or taken while the product has no issuing bank (STEP_PRODUCT_MISSING_ISSUING_BANK).
 */
export async function currentOffers(
  ctx: AppContext,
  application: ApplicationRecord,
): Promise<CurrentOffers | null> {
  requireIssuingBank(ctx);
  const run = await latestRunWithOffers(ctx.db, application.uuid);
  if (!run || !run.issueDate || !run.tier || run.highestLoanAmount === null) return null;
  const today = isoDay(ctx.now());
  const stored = await offersOfRun(ctx.db, run.pricingUuid);
  const expires = stored.loanOffers[0]?.rateExpirationDate ?? today;
  const selection = await findSelection(ctx.db, application.uuid);
  const accepted = selection?.acceptedAt != null;
  if (today <= expires || accepted) return { run, ...stored };

  const pulledOn = (run.creditPulledAt ?? run.startedAt).slice(0, 10);
  if (daysBetween(pulledOn, today) > pricing.repriceWithinDays) {
    if (application.decisionStatus === 'IN_PROGRESS')
      await inContextTransaction(ctx, async (tx) => {
        await lockApplication(tx.db, application.uuid);
        // Resolved once, when two reads find the inquiry expired at the same time.
        const fresh = await findApplication(tx.db, application.uuid);
        if (fresh?.decisionStatus === 'IN_PROGRESS')
          await resolveApplication(tx.db, application.uuid, 'INQUIRY_EXPIRED', tx.now());
      });
    throw notInProgress('INQUIRY_EXPIRED');
  }
  return inContextTransaction(ctx, async (tx) => {
    await lockApplication(tx.db, application.uuid);
    // Another request may have repriced these offers while this one waited for the lock: those stand.
    const latest = await latestRunWithOffers(tx.db, application.uuid);
    if (latest && latest.pricingUuid !== run.pricingUuid)
      return { run: latest, ...(await offersOfRun(tx.db, latest.pricingUuid)) };
    const fresh = (await findApplication(tx.db, application.uuid)) ?? application;
    const pricingUuid = crypto.randomUUID();
    const now = tx.now();
    await insertRun(tx.db, {
      pricingUuid,
      applicationUuid: application.uuid,
      kind: run.kind,
      attempt: run.attempt,
      startedAt: now.toISOString(),
      dueAt: now.toISOString(),
    });
    const grid = await gridFor(tx, run.tier!, run.highestLoanAmount!, application, pricingUuid, today);
    await finishRun(
      tx.db,
      pricingUuid,
      {
        status: 'COMPLETE',
        outcome: run.outcome ?? 'QUALIFIED',
        tier: run.tier,
        highestLoanAmount: run.highestLoanAmount,
        declineReasons: [],
        creditPulledAt: run.creditPulledAt ?? run.startedAt,
        issueDate: today,
      },
      now,
    );
    await insertOffers(tx.db, application.uuid, grid.loanOffers, grid.defaultLoanOffer.loanOfferId);
    await clearSelection(tx.db, application.uuid);
    // The offer under review no longer exists: the applicant chooses again among the new ones.
    if (fresh.flow.currentFlowStep === 'OFFER_REVIEW')
      await saveFlowState(
        tx.db,
        application.uuid,
        { currentFlowStep: 'OFFER_SELECTION', returnToStep: null },
        now,
      );
    const repriced = (await findRun(tx.db, pricingUuid))!;
    return { run: repriced, ...(await offersOfRun(tx.db, pricingUuid)) };
  });
}
