/**
 * Choosing and accepting an offer (spec §7 Flow table: offer-selection, offer-review).
 * offer-selection records which of the current offers the applicant picked; offer-review shows its
 * Truth in Lending disclosure, takes the SSN again, the reason for the loan and the consents of
 * the step (schemas/legal/consents.json, step offer-review), and accepts the offer: FUNNEL_COMPLETE.
 * Offers whose rate expired are repriced before either step reads or takes them (pricingJobs.ts).
 */
import product from '../../schemas/product.json';
import offerReviewStepFile from '../../schemas/steps/offer-review/schema.json';
import type { AppContext } from '../appContext';
import { ApiError, flowStepInvalid, validationError } from '../http/apiError';
import { currentOffers } from '../domain/pricing/pricingJobs';
import { scheduleFunding } from '../domain/outcomes/funding';
import { updateLoanRequest, type ApplicationRecord } from '../store/applications';
import { recordDisplayedOnce, requiredConsents, stepConsents } from '../store/legalConsents';
import { findPersonalInfo } from '../store/personalInfo';
import { findSelection, markSelectionAccepted, saveSelection } from '../store/pricingRuns';
import { confirmSsn } from './ssnConfirmation';
import { agreementFor, fileAgreedConsents, fileSignedLoan } from '../documents/loanSigning';
import { linkedFundsAccount } from '../domain/bankLink/linkedFundsAccount';
import { saveFundsAccount, type FundsAccountChoice } from '../store/fundsAccounts';
import type { FundsAccountView } from '../../core/rules/fundsAccountLabel';
import { stepRequirementsNotMet } from './stepRequirements';
import { assertOwnConsents, assertRequiredConsents, recordAgreedConsents } from './stepConsents';
import { recordTextMessageChoice, textMessageConsentName } from '../domain/consents/textMessageConsent';
import { currentOfferData, selectedOfferSummary } from '../domain/pricing/offerViews';
import type { StepBodies } from './stepBodies';
import type { StepHandler } from './stepHandler';
import { stepBodyValidator } from './stepRequirements';

type SelectionBody = StepBodies['offer-selection'];
type ReviewBody = StepBodies['offer-review'];

const noOffers = (application: ApplicationRecord) =>
  flowStepInvalid('There are no offers to choose from yet', application.flow.currentFlowStep);

/** The body must name this application (an offer of another one, e.g. a cross-sell, is not taken here). */
function assertThisApplication(application: ApplicationRecord, uuid: string): void {
  if (uuid.toLowerCase() !== application.uuid.toLowerCase())
    throw validationError([
      { path: '/selectedLoanOfferApplicationUuid', message: 'This offer belongs to another application' },
    ]);
}

/** Reprices expired offers before the submission, so the new offers stand even if it then fails. */
const settleExpiredOffers = async (ctx: AppContext, application: ApplicationRecord): Promise<void> => {
  await currentOffers(ctx, application);
};

export const offerSelectionStep: StepHandler<SelectionBody> = {
  bodyValidator: stepBodyValidator<SelectionBody>('offer-selection'),
  beforeSubmit: settleExpiredOffers,
  read: async (ctx, application) => {
    const sdlOfferData = await currentOfferData(ctx, application);
    if (!sdlOfferData) throw noOffers(application);
    return {
      selectedLoanOfferId: (await findSelection(ctx.db, application.uuid))?.loanOfferId ?? null,
      sdlOfferData,
    };
  },
  submit: async (ctx, application, body) => {
    assertThisApplication(application, body.selectedLoanOfferApplicationUuid);
    const offers = await currentOffers(ctx, application);
    if (!offers) throw noOffers(application);
    if (!offers.loanOffers.some((offer) => offer.loanOfferId === body.loanOfferId))
      throw validationError([
        {
          path: '/loanOfferId',
          message: 'That offer is no longer available. Choose one of the offers shown.',
        },
      ]);
    await saveSelection(ctx.db, application.uuid, body.loanOfferId, ctx.now());
    return {};
  },
  requirements: async (ctx, application) =>
    (await findSelection(ctx.db, application.uuid))
      ? null
      : {
          userErrorCode: 'STEP_INCOMPLETE_DATA',
          message: 'Choose an offer to continue',
          fieldErrors: [{ path: '/loanOfferId', code: 'STEP_INCOMPLETE_DATA', message: 'Choose an offer' }],
        },
};

const linkedView = (linked: {
  institutionName: string;
  accountName: string;
  lastFour: string;
}): FundsAccountView => ({
  destination: 'LINKED_ACCOUNT',
  institutionName: linked.institutionName,
  accountName: linked.accountName,
  accountType: 'CHECKING',
  lastFour: linked.lastFour,
});

/**
 * Where the money goes, checked before anything is recorded: a typed-in number must be typed the same
 * twice (the schema checked each alone, the routing number's ABA checksum included); the linked
 * account must still be there to send to.
 */
async function fundsAccountChoice(
  ctx: AppContext,
  application: ApplicationRecord,
  body: ReviewBody['fundsAccount'],
): Promise<FundsAccountChoice> {
  if (body.destination === 'LINKED_ACCOUNT') {
    const linked = await linkedFundsAccount(ctx, application.uuid);
    if (!linked)
      throw stepRequirementsNotMet(
        'FUNDS_ACCOUNT_NOT_LINKED',
        'There is no linked checking account to send your money to. Enter a bank account instead.',
        [
          {
            path: '/fundsAccount/destination',
            code: 'FUNDS_ACCOUNT_NOT_LINKED',
            message:
              'There is no linked checking account to send your money to. Enter a bank account instead.',
          },
        ],
      );
    return { destination: 'LINKED_ACCOUNT', bankLinkItemId: linked.itemId, ...linked };
  }
  const { routingNumber, accountNumber, accountNumberConfirmation, accountType } = body;
  // The body schema requires all four for a typed-in account.
  if (!routingNumber || !accountNumber || !accountType)
    throw new Error('fundsAccount passed its schema incomplete');
  if (accountNumberConfirmation !== accountNumber)
    throw validationError([
      {
        path: '/fundsAccount/accountNumberConfirmation',
        message: 'The account numbers don’t match. Type the same number in both boxes.',
      },
    ]);
  return { destination: 'ENTERED_ACCOUNT', routingNumber, accountNumber, accountType };
}

// The step file's own message for each consent checkbox, so the page and the API say the same thing.
const consentFields = offerReviewStepFile.properties as Record<string, { errorMessage?: { enum?: string } }>;

export const offerReviewStep: StepHandler<ReviewBody> = {
  bodyValidator: stepBodyValidator<ReviewBody>('offer-review'),
  beforeSubmit: settleExpiredOffers,
  read: async (ctx, application) => {
    const consents = requiredConsents('offer-review');
    const onStep =
      application.flow.currentFlowStep === 'OFFER_REVIEW' && application.decisionStatus === 'IN_PROGRESS';
    // Every consent the page shows is recorded DISPLAYED, the optional one (texts) too.
    for (const consent of onStep ? stepConsents('offer-review') : [])
      await recordDisplayedOnce(ctx.db, application.uuid, consent, ctx.now());
    const summary = await selectedOfferSummary(ctx, application);
    const info = await findPersonalInfo(ctx.db, application.uuid);
    const linked = await linkedFundsAccount(ctx, application.uuid);
    const agreement = await agreementFor(ctx, application);
    if (!summary.selectedLoanOffer || !agreement)
      throw flowStepInvalid('Choose an offer first', application.flow.currentFlowStep);
    return {
      requiredConsents: consents.map(({ titleName, title, text, version }) => ({
        titleName,
        title,
        text,
        version,
      })),
      selectedLoanOffer: summary.selectedLoanOffer,
      paymentSchedule: summary.paymentSchedule,
      issuingBank: summary.issuingBank,
      useOfFunds: application.intendedUseOfFunds,
      lateFee: {
        amount: product.configuration.lateFeeAmount,
        percentage: product.configuration.lateFeePercentage,
      },
      ssnLastFour: info?.ssnLastFour ?? null,
      textMessageConsent: info?.textMessageConsent ?? false,
      linkedBankAccount: linked ? linkedView(linked) : null,
      loanAgreement: { document: agreement.document, textHash: agreement.textHash },
    };
  },
  submit: async (ctx, application, body) => {
    assertThisApplication(application, body.selectedLoanOfferApplicationUuid);
    const selection = await findSelection(ctx.db, application.uuid);
    if (!selection) {
      // A reprice dropped the selection (its rate expired): back to the offers, which are new.
      throw flowStepInvalid('Your offers were updated. Choose an offer again.', 'OFFER_SELECTION');
    }
    assertOwnConsents('offer-review', body.agreedConsents);
    const fundsAccount = await fundsAccountChoice(ctx, application, body.fundsAccount);
    // The agreement signed is the one read: the same words as the page showed, or read it again.
    const agreement = await agreementFor(ctx, application);
    if (agreement?.textHash !== body.loanAgreementTextHash)
      throw new ApiError({
        statusCode: 409,
        exceptionType: 'FlowStepInvalid',
        userErrorCode: 'LOAN_AGREEMENT_CHANGED',
        message: 'Your loan agreement has changed since this page opened. Read it again before you sign.',
        details: { currentFlowStep: 'OFFER_REVIEW' },
      });
    await confirmSsn(ctx, application, body.ssn);
    assertRequiredConsents(
      'offer-review',
      body.agreedConsents,
      (formField) => consentFields[formField]?.errorMessage?.enum,
    );
    await recordAgreedConsents(ctx, application, body.agreedConsents);
    // Texts are a choice, never a condition (TCPA): the answer here is the one kept, and unticking
    // an agreed consent withdraws it.
    await recordTextMessageChoice(
      ctx,
      application.uuid,
      body.agreedConsents.includes(textMessageConsentName),
    );
    if (body.useOfFunds !== application.intendedUseOfFunds)
      await updateLoanRequest(ctx.db, application.uuid, {
        intendedUseOfFunds: body.useOfFunds,
        useOfFundsOther: null,
      });
    await saveFundsAccount(ctx.db, ctx.cipher, application.uuid, fundsAccount, ctx.now());
    await markSelectionAccepted(ctx.db, application.uuid, ctx.now());
    await fileAgreedConsents(ctx, application, body.agreedConsents);
    await fileSignedLoan(ctx, application, agreement);
    await scheduleFunding(ctx, application.uuid, ctx.now());
    return {};
  },
};
