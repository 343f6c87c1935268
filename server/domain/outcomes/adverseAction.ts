/**
 * What an application was declined for, and when (spec §4 decision status; Reg B 12 CFR 1002.9):
 * the principal reasons pricing recorded (pricing_runs.decline_reasons, server/domain/pricing/pricingJobs.ts)
 * for a pricing decline, or the flow's own reason for a disqualification at the address or income
 * step. The outcome steps and the adverse-action notice page read it; pure over the stored records.
 */
import type { IsoDate } from '../../../core/pricing/calendarDates';
import type { AppContext } from '../../appContext';
import { reasonTexts, type DeclineReason, type ReasonCode } from '../pricing/decisionRules';
import { declineOutcomes } from '../pricing/pricingJobs';
import type { ApplicationRecord } from '../../store/applications';
import { latestRun } from '../../store/pricingRuns';
import { flowStepInvalid } from '../../http/apiError';

export interface AdverseAction {
  reasons: DeclineReason[];
  /** The day the decision was made. */
  decisionDate: IsoDate;
  /** Whether a consumer report (the credit bureau's) was used in the decision (FCRA §615(a)). */
  usedConsumerReport: boolean;
  /** The pricing outcome, or the flow step that disqualified. */
  outcome: string;
  /** Pricing used a linked bank account's balances (PLAID_PRICING). */
  linkedBankAccount: boolean;
  /**
   * The credit score the decision used, for the notice's score disclosure (FCRA §615(a)(2)), with
   * the key factors the bureau gave for it; null when none.
   */
  creditScore: { score: number; date: IsoDate; keyFactors: string[] } | null;
}

/** Disqualifying flow steps (flow.json `disqualifies`) and the reason each stands for. */
const disqualifyingStepReasons: Readonly<Record<string, ReasonCode>> = {
  STATE_NOT_AVAILABLE: 'STATE_NOT_SERVED',
  INCOME_NOT_AVAILABLE: 'INSUFFICIENT_INCOME',
};

const day = (iso: string): IsoDate => iso.slice(0, 10);

/** The application's decline, or null when it was not declined or disqualified. */
export async function adverseActionOf(
  ctx: AppContext,
  application: ApplicationRecord,
): Promise<AdverseAction | null> {
  if (application.decisionStatus === 'DECLINED') {
    const run = await latestRun(ctx.db, application.uuid);
    if (run?.status !== 'COMPLETE' || !run.outcome || !declineOutcomes.includes(run.outcome)) return null;
    return {
      reasons: run.declineReasons,
      decisionDate: day(run.completedAt ?? application.resolvedAt ?? application.createdAt),
      usedConsumerReport: true,
      outcome: run.outcome,
      linkedBankAccount: run.kind === 'PLAID_PRICING',
      creditScore:
        run.creditScore === null
          ? null
          : {
              score: run.creditScore,
              date: day(run.creditPulledAt ?? run.startedAt),
              keyFactors: run.creditKeyFactors.map((keyFactor) => keyFactor.text),
            },
    };
  }
  const stepReason = disqualifyingStepReasons[application.flow.currentFlowStep];
  if (application.decisionStatus === 'DISQUALIFIED' && stepReason) {
    return {
      reasons: [{ code: stepReason, text: reasonTexts[stepReason] }],
      decisionDate: day(application.resolvedAt ?? application.createdAt),
      usedConsumerReport: false,
      outcome: application.flow.currentFlowStep,
      linkedBankAccount: false,
      creditScore: null,
    };
  }
  return null;
}

/** The notice page of an application (server/pages/adverseActionNoticePage.ts). */
/** The decline behind a decline step (recorded by pricing when the application was DECLINED); 409 without one. */
export async function declineOf(ctx: AppContext, application: ApplicationRecord): Promise<AdverseAction> {
  const decline = await adverseActionOf(ctx, application);
  if (!decline)
    throw flowStepInvalid('This application has no decision yet', application.flow.currentFlowStep);
  return decline;
}

export const adverseActionNoticePath = (applicationUuid: string): string =>
  `/adverse_action_notices?application_uuid=${encodeURIComponent(applicationUuid)}`;
