// @vitest-environment jsdom
/**
 * Every outcome screen (docs/decisions/0038-decision-statuses-set-where-they-happen.md) shows only while the
 * server says the application is on one of its steps; on any other step it follows the server there and never
 * shows its outcome. A declined application (read-only history) still shows its decline.
 */
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { SWRConfig } from 'swr';
import { Route, Router } from 'wouter';
import contact from '../../../../schemas/contact.json';
import copy from '../../../../schemas/copy/en-US.json';
import product from '../../../../schemas/product.json';
import { outcomeStepsOf } from '../../../../src/features/outcomes/outcomeSteps';
import { getRoute } from '../../../../src/shared/routes/routeTable';
import { getSystem } from '../../../../widgets/theme/system';

const apiRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../../src/shared/api/apiRequest', () => ({ apiRequest, apiOrigin: '' }));

const { default: FutureEligibilityOfferScreen } =
  await import('../../../../src/features/outcomes/FutureEligibilityOfferScreen');
const { default: FutureEligibilityBankAccountScreen } =
  await import('../../../../src/features/outcomes/FutureEligibilityBankAccountScreen');
const { default: FutureEligibilityCashLineScreen } =
  await import('../../../../src/features/outcomes/FutureEligibilityCashLineScreen');
const { default: FutureEligibilityPersonalLoanScreen } =
  await import('../../../../src/features/outcomes/FutureEligibilityPersonalLoanScreen');
const { default: ExploringOptionsScreen } =
  await import('../../../../src/features/outcomes/ExploringOptionsScreen');
const { default: UnableToVerifyScreen } =
  await import('../../../../src/features/outcomes/UnableToVerifyScreen');
const { default: InfoScreen } = await import('../../../../src/features/outcomes/InfoScreen');

const applicationUuid = '3f2b8c1e-9a4d-4e7b-8c2a-1d5e6f7a8b9c';

type Outcome = { routeKey: string; Screen: ComponentType; title: string };

const outcomes: Outcome[] = [
  {
    routeKey: 'futureEligibilityOffer',
    Screen: FutureEligibilityOfferScreen,
    title: copy.pages.futureEligibilityOffer.title,
  },
  {
    routeKey: 'disqualifiedPricing',
    Screen: () => <FutureEligibilityOfferScreen page="disqualifiedPricing" />,
    title: copy.pages.disqualifiedPricing.title,
  },
  {
    routeKey: 'futureEligibilityBankAccount',
    Screen: FutureEligibilityBankAccountScreen,
    title: copy.pages.futureEligibilityBankAccount.title,
  },
  {
    routeKey: 'futureEligibilityCashLine',
    Screen: FutureEligibilityCashLineScreen,
    title: copy.pages.futureEligibilityCashLine.title,
  },
  {
    routeKey: 'futureEligibilityPersonalLoan',
    Screen: FutureEligibilityPersonalLoanScreen,
    title: copy.pages.futureEligibilityPersonalLoan.title,
  },
  { routeKey: 'exploringOptions', Screen: ExploringOptionsScreen, title: copy.pages.exploringOptions.title },
  { routeKey: 'unableToVerify', Screen: UnableToVerifyScreen, title: copy.pages.unableToVerify.title },
  {
    routeKey: 'disqualifiedState',
    Screen: () => <InfoScreen page="disqualifiedState" />,
    title: copy.pages.disqualifiedState.title,
  },
  {
    routeKey: 'disqualifiedIncome',
    Screen: () => <InfoScreen page="disqualifiedIncome" />,
    title: copy.pages.disqualifiedIncome.title,
  },
];

const bank = {
  name: 'Harbor Trust Bank',
  namePossessive: 'Harbor Trust Bank’s',
  uuid: '0b6e4a0e-6d8b-4b7e-a3a4-2a4d2c1f5e11',
  image: { altText: 'Harbor Trust Bank', url: '/relief-loans/banks/harbor.svg' },
};
const notice = `/adverse_action_notices?application_uuid=${applicationUuid}`;

/** What GET /flow/{uuid}/step/{step} answers for each outcome step (schemas/api stepResponses). */
const stepData: Record<string, unknown> = {
  'pricing-disqualified': {
    declineReasons: [
      { code: 'CREDIT_SCORE_TOO_LOW', text: 'Your credit score is below the minimum we lend at.' },
    ],
    bankLinkCouldHelp: false,
    linkedBankAccount: false,
    decisionDate: '2026-03-02',
    reapplyDate: '2026-04-01',
    adverseActionNoticePath: notice,
  },
  'plaid-required-opted-out': {
    bankLinkRequirement: 'REQUIRED',
    reasonCode: 'THIN_CREDIT_FILE',
    reason: 'Limited credit experience.',
    minimumLinkedBalanceAmount: 500,
  },
  'disqualified-with-ploc-offers': {
    plocOfferData: {
      issuingBank: bank,
      issuingBankSlug: 'FIN_WISE',
      lineLimitAmount: 500,
      rateExpirationDate: '2026-04-01',
      subscriptionAmount: 5,
    },
    declineReasons: [
      { code: 'CREDIT_SCORE_TOO_LOW', text: 'Your credit score is below the minimum we lend at.' },
    ],
    decisionDate: '2026-03-02',
    adverseActionNoticePath: notice,
    cashLineTerms: {
      title: 'Cash line terms',
      text: 'Harbor Trust Bank opens a line of credit of up to $500.00 for you.',
      version: '2026-11-28',
      textHash: 'b'.repeat(64),
    },
    cashLineOfferOpen: true,
    cashLine: null,
  },
  'turndown-disqualified': {
    plUuid: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    declineReasons: [{ code: 'DEBT_OR_DELINQUENCY', text: 'Delinquent past or present credit obligations.' }],
    decisionDate: '2026-03-02',
    adverseActionNoticePath: notice,
  },
  'turndown-entry': {
    plUuid: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    declinedProductTypeName: 'PERSONAL_LOAN',
    alternateOffers: [
      {
        productTypeName: 'SMALL_DOLLAR_LOAN',
        name: 'Relief Loan',
        issuingBank: bank,
        minLoanAmount: 200,
        maxLoanAmount: 2500,
        minLoanTermInMonths: 3,
        maxLoanTermInMonths: 18,
        requestedLoanAmount: 2500,
        requestedLoanTermInMonths: 18,
      },
    ],
  },
};

const contactUs = {
  email: product.supportEmail,
  helpCenterUrl: contact.helpCenterUrl,
  phoneNumber: contact.phoneNumber,
  timezone: contact.timezone,
  operationsBusinessHours: contact.operationsBusinessHours,
};
const notACrossSell = {
  sourceProductTypeName: null,
  status: 'NOT_A_CROSS_SELL',
  targetProductTypeName: null,
};

function answer(currentFlowStep: string, decisionStatus = 'IN_PROGRESS', crossSell: object = notACrossSell) {
  apiRequest.mockImplementation((operation: string, request: { params?: { step?: string } } = {}) => {
    if (operation === 'getContactUs') return Promise.resolve(contactUs);
    if (operation === 'getCrossSellStatus') return Promise.resolve(crossSell);
    if (operation === 'getIdentity') return Promise.resolve({ loggedIn: true, accessToken: 'token' });
    if (operation === 'getCurrentFlowStep')
      return Promise.resolve({
        currentFlowStep,
        canGoBack: false,
        flowEntryPoint: 'NEW_USER',
        hasAgreedToRequiredConsents: true,
      });
    if (operation === 'getFlowStep') return Promise.resolve(stepData[request.params?.step ?? '']);
    if (operation === 'getApplication')
      return Promise.resolve({ applicationUuid, decisionStatus, currentFlowStep });
    return Promise.reject(new Error(`unexpected ${operation}`));
  });
}

function renderAt({ routeKey, Screen }: Outcome) {
  const path = getRoute(routeKey).path;
  window.history.replaceState(null, '', `/relief-loans${path.replace(':applicationUuid', applicationUuid)}`);
  return render(
    <ChakraProvider value={getSystem()}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <Router base="/relief-loans">
          <Route path={path}>
            <Screen />
          </Route>
        </Router>
      </SWRConfig>
    </ChakraProvider>,
  );
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => vi.clearAllMocks());

describe.each(outcomes)('$routeKey', (outcome) => {
  test('Applicant whose application is elsewhere is taken to that step and never sees this outcome', async () => {
    answer('PRICING');
    renderAt(outcome);
    await waitFor(() =>
      expect(window.location.pathname).toBe(`/relief-loans/loan/${applicationUuid}/getting-offers`),
    );
    expect(screen.queryByRole('heading', { level: 1, name: outcome.title })).toBeNull();
    expect(apiRequest).not.toHaveBeenCalledWith('getFlowStep', expect.anything());
  });

  test('Applicant on its step sees it, even once the application is resolved', async () => {
    const [step] = outcomeStepsOf(outcome.routeKey);
    answer(step ?? '', 'DECLINED');
    renderAt(outcome);
    expect(await screen.findByRole('heading', { level: 1, name: outcome.title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  test('Applicant on it finds how to reach us: email, phone, help centre and hours with their time zone', async () => {
    const [step] = outcomeStepsOf(outcome.routeKey);
    answer(step ?? '', 'DECLINED');
    renderAt(outcome);
    const help = await screen.findByRole('region', { name: copy.contactUs.title });
    expect(await within(help).findByRole('link', { name: product.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${product.supportEmail}`,
    );
    expect(within(help).getByRole('link', { name: '(888) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+18885550142',
    );
    expect(within(help).getByRole('heading', { level: 3, name: 'Hours (Eastern Time)' })).toBeInTheDocument();
    expect(apiRequest).toHaveBeenCalledWith('getContactUs', { params: { applicationUuid } });
  });
});

describe('Applicant whose personal loan was declined, on exploring-options', () => {
  const exploring = outcomes.find((outcome) => outcome.routeKey === 'exploringOptions') as Outcome;
  const acknowledgement = /Your personal loan application wasn’t approved/;

  test('reads that the personal loan was not approved, as the cross-sell status says', async () => {
    answer('TURNDOWN_ENTRY', 'IN_PROGRESS', {
      sourceProductTypeName: 'PERSONAL_LOAN',
      status: 'OPEN',
      targetProductTypeName: 'SMALL_DOLLAR_LOAN',
    });
    renderAt(exploring);
    expect(await screen.findByText(acknowledgement)).toBeInTheDocument();
    expect(apiRequest).toHaveBeenCalledWith('getCrossSellStatus', { params: { applicationUuid } });
  });

  test('reads no such sentence when the server says the application is not a cross-sell', async () => {
    answer('TURNDOWN_ENTRY');
    renderAt(exploring);
    expect(
      await screen.findByRole('heading', { level: 2, name: copy.pages.exploringOptions.offersTitle }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(apiRequest).toHaveBeenCalledWith('getCrossSellStatus', { params: { applicationUuid } }),
    );
    expect(screen.queryByText(acknowledgement)).toBeNull();
  });
});

describe('Applicant declined at pricing', () => {
  test('reads why, how to qualify, when to come back, and finds the notice', async () => {
    answer('PRICING_DISQUALIFIED', 'DECLINED');
    renderAt(outcomes[0] as Outcome);
    const offer = copy.pages.futureEligibilityOffer;
    expect(await screen.findByText(offer.reasons.CREDIT_SCORE_TOO_LOW)).toBeInTheDocument();
    expect(screen.getByText(offer.advice.CREDIT_SCORE_TOO_LOW)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: offer.comeBackTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: offer.noticeLink })).toHaveAttribute('href', notice);
  });
});

describe('Applicant offered a cash line', () => {
  test('sees the line, its monthly fee, how long it holds and the bank that issues it', async () => {
    answer('DISQUALIFIED_WITH_PLOC_OFFER', 'DECLINED');
    renderAt(outcomes[3] as Outcome);
    expect(await screen.findByText('$500.00')).toBeInTheDocument();
    expect(screen.getByText('$5.00 a month')).toBeInTheDocument();
    expect(screen.getByText('Apr 1, 2026')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: bank.image.altText })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Cash line terms' })).toHaveTextContent(
      'Harbor Trust Bank opens a line of credit of up to $500.00 for you.',
    );
  });

  test('opens it with one button that agrees to its terms, and then says it is open', async () => {
    answer('DISQUALIFIED_WITH_PLOC_OFFER', 'DECLINED');
    const answered = apiRequest.getMockImplementation();
    apiRequest.mockImplementation((operation: string, request: unknown) =>
      operation === 'openCashLine'
        ? Promise.resolve({
            lineLimitAmount: 500,
            subscriptionAmount: 5,
            issuingBankName: 'Harbor Trust Bank',
            termsVersion: '2026-11-28',
            openedAt: '2026-03-03T10:00:00.000Z',
          })
        : answered?.(operation, request),
    );
    renderAt(outcomes[3] as Outcome);
    const text = copy.pages.futureEligibilityCashLine;
    (await screen.findByRole('button', { name: text.openButton })).click();
    expect(await screen.findByRole('heading', { level: 2, name: text.openedTitle })).toBeInTheDocument();
    expect(
      screen.getByText('Harbor Trust Bank opened your cash line of up to $500.00 on Mar 3, 2026.'),
    ).toBeInTheDocument();
    expect(apiRequest).toHaveBeenCalledWith('openCashLine', {
      params: { applicationUuid },
      body: { termsVersion: '2026-11-28', termsTextHash: 'b'.repeat(64) },
    });
    expect(screen.queryByRole('button', { name: text.openButton })).not.toBeInTheDocument();
  });

  test('an offer past its date says when it ended, with no button to open it', async () => {
    answer('DISQUALIFIED_WITH_PLOC_OFFER', 'DECLINED');
    const answered = apiRequest.getMockImplementation();
    apiRequest.mockImplementation((operation: string, request: { params?: { step?: string } }) =>
      operation === 'getFlowStep'
        ? Promise.resolve({
            ...(stepData['disqualified-with-ploc-offers'] as object),
            cashLineOfferOpen: false,
          })
        : answered?.(operation, request),
    );
    renderAt(outcomes[3] as Outcome);
    const text = copy.pages.futureEligibilityCashLine;
    expect(await screen.findByText(/^This offer ended on Apr 1, 2026/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.openButton })).not.toBeInTheDocument();
  });

  test('an offer that has ended says so in people’s words, and nothing opens', async () => {
    answer('DISQUALIFIED_WITH_PLOC_OFFER', 'DECLINED');
    const answered = apiRequest.getMockImplementation();
    apiRequest.mockImplementation((operation: string, request: unknown) =>
      operation === 'openCashLine'
        ? Promise.reject(Object.assign(new Error('ended'), { userErrorCode: 'CASH_LINE_OFFER_EXPIRED' }))
        : answered?.(operation, request),
    );
    renderAt(outcomes[3] as Outcome);
    const text = copy.pages.futureEligibilityCashLine;
    (await screen.findByRole('button', { name: text.openButton })).click();
    expect(await screen.findByText(copy.errors.CASH_LINE_OFFER_EXPIRED)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: text.openedTitle })).not.toBeInTheDocument();
  });
});
