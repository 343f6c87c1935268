/**
 * The pricing steps (spec §7 Flow table: pricing, plaid-pricing): entering one starts a pricing run
 * (server/domain/pricing/pricingJobs.ts); GET reports it; POST retries a run that failed upstream. The run
 * moves the flow by its outcome (flow.json exits), not the POST.
 */
import type { AppContext } from '../appContext';
import { pricingStatus, retryRun, startRun } from '../domain/pricing/pricingJobs';
import type { PricingKind } from '../store/pricingRuns';
import type { ApplicationRecord } from '../store/applications';
import type { StepHandler } from './stepHandler';
import { stepBodyValidator } from './stepRequirements';

function pricingStepOf(kind: PricingKind, stepPath: 'pricing' | 'plaid-pricing'): StepHandler {
  return {
    bodyValidator: stepBodyValidator(stepPath),
    read: async (ctx: AppContext, application: ApplicationRecord) => ({
      // A personal-loan turndown is priced by the server from the personal loan's data (turndown-entry's POST).
      turndownPricingTriggeredOnServer: application.flowEntryPoint === 'PERSONAL_LOAN_TURNDOWN',
      pricingStatus: await pricingStatus(ctx, application),
    }),
    submit: async (ctx, application) => {
      await retryRun(ctx, application, kind);
      return {};
    },
    onEnter: async (ctx, application) => {
      await startRun(ctx, application.uuid, kind);
    },
  };
}

export const pricingStep = pricingStepOf('PRICING', 'pricing');
export const plaidPricingStep = pricingStepOf('PLAID_PRICING', 'plaid-pricing');
