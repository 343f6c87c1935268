/**
 * The pricing job (docs/decisions/0036-pricing-is-a-durable-run-settled-by-time-not-by-a-worker.md): after
 * agree (PRICING) or a bank link (PLAID_PRICING) the server prices the application in a run that takes a
 * while, as a real bureau and pricing engine do. A run is a row (server/store/pricingRuns.ts), so it survives
 * a restart: start-up schedules every run still RUNNING, and any read of the flow settles a run whose time is
 * up, so nothing waits on a timer alone. Settling pulls the bureau (the CreditBureau adapter on the context),
 * decides (decisionRules.ts), stores the offers and moves the flow by the outcome (flow.json exits); a bureau
 * that cannot answer fails the run with UPSTREAM_UNAVAILABLE, and posting the step again retries it.
 */
import crypto from 'node:crypto';
import pricing from '../../../schemas/pricing.json';
import product from '../../../schemas/product.json';
import { daysBetween, type IsoDate } from '../../../core/pricing/calendarDates';
import { offerGrid, type OfferGrid } from '../../../core/pricing/offerGrid';
import type { RiskTier } from '../../../core/pricing/pricingTables';
import type { AppContext, PricingJobs } from '../../appContext';
import { annualIncomeOf } from '../income/annualIncome';
import { nextAfterSubmit, resolutionOnEntering } from '../flow/flowEngine';
import { flowStepInvalid, notInProgress } from '../../http/apiError';
import {
  findApplication,
  resolveApplication,
  saveFlowState,
  type ApplicationRecord,
} from '../../store/applications';
import { listJobsIncomeSources } from '../../store/jobsIncomeSources';
import { readIdentifiers } from '../../store/personalIdentifiers';
import { findPersonalInfo } from '../../store/personalInfo';
import {
  clearSelection,
  findSelection,
  finishRun,
  insertOffers,
  insertRun,
  latestRun,
  latestRunWithOffers,
  nextLoanOfferId,
  offersOfRun,
  runningRuns,
  type PricingKind,
  type PricingRunRecord,
  type RunResult,
} from '../../store/pricingRuns';
import { findWealthAccount } from '../../store/wealthAccounts';
import { decide, type DecisionFacts } from './decisionRules';
import { BureauUnavailableError } from '../../adapters/bureau/creditBureau';

/** The spec §8 message of UPSTREAM_UNAVAILABLE. */
export const upstreamUnavailableMessage = 'Something went wrong, please try again later';

const isoDay = (date: Date): IsoDate => date.toISOString().slice(0, 10);

export function createPricingJobs(ctx: () => AppContext): PricingJobs {
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;
  const schedule: PricingJobs['schedule'] = (run) => {
    if (closed) return;
    const wait = Math.max(0, Date.parse(run.dueAt) - ctx().now().getTime());
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (closed) return;
      try {
        settleDueRun(ctx(), run.applicationUuid);
      } catch (error) {
        // A run that cannot settle now stays RUNNING; the next read of the flow tries again.
        console.error('pricing run could not settle', (error as Error).name);
      }
    }, wait + 5);
    timer.unref();
    timers.add(timer);
  };
  return {
    schedule,
    resume: () => {
      for (const run of runningRuns(ctx().db)) schedule(run);
    },
    close: () => {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

/** Starts a run of `kind` for the application (entering PRICING or PLAID_PRICING, or a retry). */
export function startRun(ctx: AppContext, applicationUuid: string, kind: PricingKind): PricingRunRecord {
  const now = ctx.now();
  const previous = latestRun(ctx.db, applicationUuid);
  insertRun(ctx.db, {
    pricingUuid: crypto.randomUUID(),
    applicationUuid,
    kind,
    attempt: (previous?.attempt ?? 0) + 1,
    startedAt: now.toISOString(),
    dueAt: new Date(now.getTime() + ctx.pricingDelayMs).toISOString(),
  });
  const run = latestRun(ctx.db, applicationUuid, kind)!;
  ctx.pricingJobs.schedule(run);
  return run;
}

function decisionFacts(
  ctx: AppContext,
  application: ApplicationRecord,
  kind: PricingKind,
): DecisionFacts | null {
  const ssn = readIdentifiers(ctx.db, application.uuid).ssn;
  if (!ssn) return null;
  const wealth = findWealthAccount(ctx.db, application.uuid);
  const linked = kind === 'PLAID_PRICING' ? ctx.linkedAssets(ctx, application.uuid) : null;
  return {
    annualIncome: annualIncomeOf(listJobsIncomeSources(ctx.db, application.uuid)),
    savingsCheckingAmount: wealth?.savingsCheckingAmount ?? 0,
    investmentsAmount: wealth?.investmentsAmount ?? 0,
    stateCode: findPersonalInfo(ctx.db, application.uuid)?.address?.stateCode ?? '',
    loanAmount: application.desiredLoanAmount,
    loanTermInMonths: application.desiredLoanTermInMonths ?? product.loanTerm.default,
    bureau: { kind: 'NO_MATCH' }, // replaced by the pull below
    hasLinkedBankAssets: linked !== null,
    linkedBalance: linked?.totalBalance ?? 0,
  };
}

/** Prices the application: the decision and, when it lends, its offers (stored by the caller). */
function price(
  ctx: AppContext,
  application: ApplicationRecord,
  run: PricingRunRecord,
): { result: RunResult; grid: OfferGrid | null } {
  const facts = decisionFacts(ctx, application, run.kind);
  const now = ctx.now();
  if (!facts) {
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
  const ssn = readIdentifiers(ctx.db, application.uuid).ssn!;
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
    ? gridFor(ctx, decision.tier, decision.highestLoanAmount, application, run.pricingUuid, issueDate)
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
    },
    grid,
  };
}

function gridFor(
  ctx: AppContext,
  tier: RiskTier,
  highestLoanAmount: number,
  application: ApplicationRecord,
  pricingUuid: string,
  issueDate: IsoDate,
): OfferGrid {
  let nextId = nextLoanOfferId(ctx.db);
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

/**
 * Settles the application's latest run if it is RUNNING and due: prices, stores, and moves the flow
 * from the run's step by its outcome (when the application is still on that step and in progress).
 * Idempotent: a run settles once, in one transaction.
 */
export function settleDueRun(ctx: AppContext, applicationUuid: string): void {
  ctx.db.transaction(() => {
    const run = latestRun(ctx.db, applicationUuid);
    if (!run || run.status !== 'RUNNING' || Date.parse(run.dueAt) > ctx.now().getTime()) return;
    const application = findApplication(ctx.db, applicationUuid);
    if (!application) return;
    const { result, grid } = price(ctx, application, run);
    finishRun(ctx.db, run.pricingUuid, result, ctx.now());
    if (grid) insertOffers(ctx.db, applicationUuid, grid.loanOffers, grid.defaultLoanOffer.loanOfferId);
    if (result.status !== 'COMPLETE') return;
    if (application.decisionStatus !== 'IN_PROGRESS' || application.flow.currentFlowStep !== run.kind) return;
    const moved = nextAfterSubmit(application.flow, { outcome: flowOutcome(application, result.outcome) });
    saveFlowState(ctx.db, applicationUuid, moved.state, ctx.now());
    const resolution = resolutionOnEntering(moved.state.currentFlowStep);
    if (resolution) resolveApplication(ctx.db, applicationUuid, resolution, ctx.now());
  })();
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
export function pricingStatus(ctx: AppContext, application: ApplicationRecord) {
  settleDueRun(ctx, application.uuid);
  const fresh = findApplication(ctx.db, application.uuid) ?? application;
  const run = latestRun(ctx.db, application.uuid);
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
export function retryRun(ctx: AppContext, application: ApplicationRecord, kind: PricingKind): void {
  const run = latestRun(ctx.db, application.uuid, kind);
  if (run?.status !== 'FAILED') {
    const message =
      run?.status === 'RUNNING' ? 'Your offers are still being prepared' : 'There is nothing to retry';
    throw flowStepInvalid(message, application.flow.currentFlowStep);
  }
  startRun(ctx, application.uuid, kind);
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
 */
export function currentOffers(ctx: AppContext, application: ApplicationRecord): CurrentOffers | null {
  const run = latestRunWithOffers(ctx.db, application.uuid);
  if (!run || !run.issueDate || !run.tier || run.highestLoanAmount === null) return null;
  const today = isoDay(ctx.now());
  const stored = offersOfRun(ctx.db, run.pricingUuid);
  const expires = stored.loanOffers[0]?.rateExpirationDate ?? today;
  const selection = findSelection(ctx.db, application.uuid);
  const accepted = selection?.acceptedAt != null;
  if (today <= expires || accepted) return { run, ...stored };

  const pulledOn = (run.creditPulledAt ?? run.startedAt).slice(0, 10);
  if (daysBetween(pulledOn, today) > pricing.repriceWithinDays) {
    if (application.decisionStatus === 'IN_PROGRESS')
      resolveApplication(ctx.db, application.uuid, 'INQUIRY_EXPIRED', ctx.now());
    throw notInProgress('INQUIRY_EXPIRED');
  }
  return ctx.db.transaction(() => {
    const pricingUuid = crypto.randomUUID();
    const now = ctx.now();
    insertRun(ctx.db, {
      pricingUuid,
      applicationUuid: application.uuid,
      kind: run.kind,
      attempt: run.attempt,
      startedAt: now.toISOString(),
      dueAt: now.toISOString(),
    });
    const grid = gridFor(ctx, run.tier!, run.highestLoanAmount!, application, pricingUuid, today);
    finishRun(
      ctx.db,
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
    insertOffers(ctx.db, application.uuid, grid.loanOffers, grid.defaultLoanOffer.loanOfferId);
    clearSelection(ctx.db, application.uuid);
    // The offer under review no longer exists: the applicant chooses again among the new ones.
    if (application.flow.currentFlowStep === 'OFFER_REVIEW')
      saveFlowState(
        ctx.db,
        application.uuid,
        { currentFlowStep: 'OFFER_SELECTION', returnToStep: null },
        now,
      );
    const repriced = latestRunWithOffers(ctx.db, application.uuid)!;
    return { run: repriced, ...offersOfRun(ctx.db, pricingUuid) };
  })();
}
