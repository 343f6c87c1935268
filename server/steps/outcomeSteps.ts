/**
 * The outcome steps (spec §4 step table, §7 Flow table;
 * docs/decisions/0038-decision-statuses-set-where-they-happen.md): pricing-disqualified
 * (PRICING_DISQUALIFIED, PLAID_DISQUALIFIED), disqualified-with-ploc-offers, plaid-required-opted-out,
 * turndown-entry and turndown-disqualified. A decline's step resolves the application as DECLINED on arrival
 * (flow.json `declines`); its GET keeps answering with the decision as read-only history and its POST answers
 * 422 STEP_APPLICATION_NOT_IN_PROGRESS (the route's in-progress check). Each GET answers only for an
 * application that is on that step (409 otherwise, with the step it is on), so no screen can show an outcome
 * the application does not have.
 */
import pricing from '../../schemas/pricing.json';
import product from '../../schemas/product.json';
import { addDays } from '../../core/pricing/calendarDates';
import type { AppContext } from '../appContext';
import { stepsOfPath } from '../domain/flow/flowEngine';
import { flowStepInvalid } from '../http/apiError';
import { adverseActionNoticePath, declineOf, type AdverseAction } from '../domain/outcomes/adverseAction';
import { turndownSourceProductType } from '../domain/outcomes/crossSell';
import { requireIssuingBank } from '../domain/pricing/issuingBank';
import {
  cashLineOfferOf,
  cashLineResult,
  cashLineTerms,
  cashLineTermsText,
  isCashLineOfferOpen,
  termsHash,
} from '../domain/outcomes/cashLine';
import { findCashLine } from '../store/cashLines';
import { recordDisplayedOnce } from '../store/legalConsents';
import type { ApplicationRecord } from '../store/applications';
import type { StepBodies } from './stepBodies';
import type { StepHandler } from './stepHandler';
import { stepBodyValidator } from './stepRequirements';

/** The application must be on a step of `stepPath`; its outcome is not shown anywhere else. */
function assertOnStep(application: ApplicationRecord, stepPath: string): void {
  if (!stepsOfPath(stepPath).includes(application.flow.currentFlowStep))
    throw flowStepInvalid(
      'Your application is not at this step; follow it to where it is',
      application.flow.currentFlowStep,
    );
}

const declineFields = (application: ApplicationRecord, decline: AdverseAction) => ({
  declineReasons: decline.reasons,
  decisionDate: decline.decisionDate,
  adverseActionNoticePath: adverseActionNoticePath(application.uuid),
});

/** A step whose application is resolved on arrival: its POST never reaches here (422 not in progress). */
const resolvedSubmit = async (_ctx: AppContext, application: ApplicationRecord): Promise<never> => {
  throw flowStepInvalid('This decision is final', application.flow.currentFlowStep);
};

const bankLinkHelps: readonly string[] = pricing.decision.reapply.bankLinkHelpsReasons;

export const pricingDisqualifiedStep: StepHandler = {
  bodyValidator: stepBodyValidator('pricing-disqualified'),
  read: async (ctx, application) => {
    assertOnStep(application, 'pricing-disqualified');
    const decline = await declineOf(ctx, application);
    return {
      ...declineFields(application, decline),
      bankLinkCouldHelp: decline.reasons.some((reason) => bankLinkHelps.includes(reason.code)),
      linkedBankAccount: decline.linkedBankAccount,
      reapplyDate: addDays(decline.decisionDate, pricing.decision.reapply.afterDays),
    };
  },
  submit: resolvedSubmit,
};

export const disqualifiedWithPlocOfferStep: StepHandler = {
  bodyValidator: stepBodyValidator('disqualified-with-ploc-offers'),
  read: async (ctx, application) => {
    assertOnStep(application, 'disqualified-with-ploc-offers');
    const issuingBank = requireIssuingBank(ctx);
    const decline = await declineOf(ctx, application);
    const offer = cashLineOfferOf(decline.decisionDate);
    const line = await findCashLine(ctx.db, application.uuid);
    const words = cashLineTermsText(offer, issuingBank.name);
    // The terms the page shows, recorded DISPLAYED (once per version) while they can be agreed to.
    if (!line && isCashLineOfferOpen(offer, ctx.now().toISOString().slice(0, 10)))
      await recordDisplayedOnce(ctx.db, application.uuid, { ...cashLineTerms, text: words }, ctx.now());
    return {
      plocOfferData: {
        issuingBank,
        issuingBankSlug: product.lendingPartnerSlug,
        ...offer,
      },
      ...declineFields(application, decline),
      // Once open, the words agreed to, as stored; before, the words to agree to, with their hash.
      cashLineTerms: line
        ? {
            title: cashLineTerms.title,
            text: line.termsText,
            version: line.termsVersion,
            textHash: line.termsTextHash,
          }
        : {
            title: cashLineTerms.title,
            text: words,
            version: cashLineTerms.version,
            textHash: termsHash(words),
          },
      cashLineOfferOpen: isCashLineOfferOpen(offer, ctx.now().toISOString().slice(0, 10)),
      cashLine: line ? cashLineResult(line) : null,
    };
  },
  submit: resolvedSubmit,
};

type PlaidRequiredOptedOutBody = StepBodies['plaid-required-opted-out'];

/** Why the link was needed: pricing's PLAID_REQUIRED is a thin credit file (docs/pricing-rules.md rule 3). */
const thinFileReason =
  'Your credit file has too little history for a credit score, so we need to see the balances of a bank account to price your loan.';

export const plaidRequiredOptedOutStep: StepHandler<PlaidRequiredOptedOutBody> = {
  bodyValidator: stepBodyValidator<PlaidRequiredOptedOutBody>('plaid-required-opted-out'),
  read: async (_ctx, application) => {
    assertOnStep(application, 'plaid-required-opted-out');
    return {
      bankLinkRequirement: 'REQUIRED',
      reasonCode: 'THIN_CREDIT_FILE',
      reason: thinFileReason,
      minimumLinkedBalanceAmount: pricing.decision.bankLink.thinFileMinLinkedBalance,
    };
  },
  // Linking now goes straight to the bank-link step (PLAID, getting-assets).
  submit: async () => ({ outcome: 'LINK_BANK' }),
};

function personalLoanUuid(application: ApplicationRecord): string {
  if (!application.plApplicationUuid)
    throw flowStepInvalid(
      'This application did not come from a personal loan',
      application.flow.currentFlowStep,
    );
  return application.plApplicationUuid;
}

export const turndownEntryStep: StepHandler = {
  bodyValidator: stepBodyValidator('turndown-entry'),
  read: async (ctx, application) => {
    assertOnStep(application, 'turndown-entry');
    const issuingBank = requireIssuingBank(ctx);
    return {
      plUuid: personalLoanUuid(application),
      declinedProductTypeName: turndownSourceProductType,
      alternateOffers: [
        {
          productTypeName: product.productTypeName,
          name: product.name,
          issuingBank,
          minLoanAmount: product.loanAmount.min,
          maxLoanAmount: product.loanAmount.max,
          minLoanTermInMonths: product.loanTerm.min,
          maxLoanTermInMonths: product.loanTerm.max,
          requestedLoanAmount: application.desiredLoanAmount,
          requestedLoanTermInMonths: application.desiredLoanTermInMonths ?? product.loanTerm.default,
        },
      ],
    };
  },
  // Prices the small-dollar loan from the personal-loan application's data (PRICING starts its run on entry).
  submit: async (_ctx, application) => {
    personalLoanUuid(application);
    return { outcome: 'PRICE_SMALL_DOLLAR_LOAN' };
  },
};

export const turndownDisqualifiedStep: StepHandler = {
  bodyValidator: stepBodyValidator('turndown-disqualified'),
  read: async (ctx, application) => {
    assertOnStep(application, 'turndown-disqualified');
    return {
      plUuid: personalLoanUuid(application),
      ...declineFields(application, await declineOf(ctx, application)),
    };
  },
  submit: resolvedSubmit,
};
