/**
 * The bank-link steps (spec §7 Flow table: add-bank-assets, plaid; docs/bank-link.md). PRICING's
 * PLAID_OPTIONAL or PLAID_REQUIRED brings the applicant to ADD_BANK_ASSETS, which asks whether to link a
 * bank; PLAID is where they link one (server/handlers/bankLink.ts) and go on to PLAID_PRICING with its
 * balances. Declining goes to the offers already priced when the link was optional, and to
 * PLAID_REQUIRED_OPTED_OUT when it was required. Each submit reports an outcome; flow.json's exits name where
 * it leads.
 */
import type { AppContext } from '../appContext';
import {
  bankLinkInfo,
  bankLinkRequirement,
  shouldRequestAssetsAgain,
  usableBankLink,
} from '../domain/bankLink/bankLinkAssets';
import type { ApplicationRecord } from '../store/applications';
import type { StepBodies } from './stepBodies';
import type { StepHandler } from './stepHandler';
import { stepBodyValidator, stepRequirementsNotMet } from './stepRequirements';

type AddBankAssetsBody = StepBodies['add-bank-assets'];
type PlaidBody = StepBodies['plaid'];

/** Spec §8 STEP_MISSING_PLAID_ASSETS: continuing with a bank link needs its balances to have arrived. */
const missingPlaidAssetsMessage = 'Link a bank account before you continue';

/** Declining the link: the offers priced already when it was optional; the opted-out step when required. */
const declined = async (ctx: AppContext, application: ApplicationRecord) =>
  (await bankLinkRequirement(ctx, application.uuid)) === 'REQUIRED'
    ? 'REQUIRED_OPTED_OUT'
    : 'OPTIONAL_DECLINED';

export const addBankAssetsStep: StepHandler<AddBankAssetsBody> = {
  bodyValidator: stepBodyValidator<AddBankAssetsBody>('add-bank-assets'),
  read: async (ctx, application) => ({
    bankLinkRequirement: await bankLinkRequirement(ctx, application.uuid),
  }),
  submit: async (ctx, application, body) => ({
    outcome: body.continueWithPlaid ? 'LINK_BANK' : await declined(ctx, application),
  }),
};

export const plaidStep: StepHandler<PlaidBody> = {
  bodyValidator: stepBodyValidator<PlaidBody>('plaid'),
  read: async (ctx, application) => ({
    applicationPlaidInfo: await bankLinkInfo(ctx, application.uuid),
    shouldRequestAssetsAgain: await shouldRequestAssetsAgain(ctx, application.uuid),
    bankLinkRequirement: await bankLinkRequirement(ctx, application.uuid),
  }),
  // `plaidOptional` is the app's view of the requirement; the server decides from its own pricing run.
  submit: async (ctx, application, body) => {
    if (!body.continueWithPlaid) return { outcome: await declined(ctx, application) };
    if (!(await usableBankLink(ctx, application.uuid)))
      throw stepRequirementsNotMet('STEP_MISSING_PLAID_ASSETS', missingPlaidAssetsMessage, [
        {
          path: '/applicationPlaidInfo',
          message: missingPlaidAssetsMessage,
          code: 'STEP_MISSING_PLAID_ASSETS',
        },
      ]);
    return { outcome: 'ASSETS_LINKED' };
  },
};
