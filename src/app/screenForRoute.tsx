import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { flowStepForScreen, laterIssueForScreen } from '../routes/flowRoutes';

type Screen = LazyExoticComponent<ComponentType<Record<string, unknown>>>;

// Each screen is its own chunk (docs/architecture.md: split code per route).
const GetRelief = lazy(() => import('../screens/GetReliefScreen'));
const Enter = lazy(() => import('../screens/EnterScreen'));
const FunnelEntry = lazy(() => import('../screens/FunnelEntryScreen'));
const GetStarted = lazy(() => import('../screens/GetStartedScreen'));
const UseOfFunds = lazy(() => import('../screens/UseOfFundsScreen'));
const ApplicationInProgress = lazy(() => import('../screens/ApplicationInProgressScreen'));
const Info = lazy(() => import('../screens/InfoScreen'));
const LoanHome = lazy(() => import('../screens/LoanHomeScreen'));
const FlowStep = lazy(() => import('../screens/FlowStepScreen'));
const LaterStep = lazy(() => import('../screens/LaterStepScreen'));
const UnableToVerify = lazy(() => import('../screens/UnableToVerifyScreen'));
const Review = lazy(() => import('../screens/ReviewScreen'));
const GettingOffers = lazy(() => import('../screens/GettingOffersScreen'));
const Complete = lazy(() => import('../screens/CompleteScreen'));
const BankAssets = lazy(() => import('../screens/BankAssetsScreen'));
const GettingAssets = lazy(() => import('../screens/GettingAssetsScreen'));
const FutureEligibilityOffer = lazy(() => import('../screens/FutureEligibilityOfferScreen'));
const FutureEligibilityBankAccount = lazy(() => import('../screens/FutureEligibilityBankAccountScreen'));
const FutureEligibilityCashLine = lazy(() => import('../screens/FutureEligibilityCashLineScreen'));
const FutureEligibilityPersonalLoan = lazy(() => import('../screens/FutureEligibilityPersonalLoanScreen'));
const ExploringOptions = lazy(() => import('../screens/ExploringOptionsScreen'));
const NotFound = lazy(() => import('../screens/NotFoundScreen'));
// The staff studio: its editor and layout library load only with it (docs/studio.md).
const Skunkworks = lazy(() => import('../screens/SkunkworksScreen'));
// The staff funnel report (issue 12, docs/analytics.md): its own chunk, outside the applicant's first load.
const FunnelReport = lazy(() => import('../screens/FunnelReportScreen'));

export type ScreenElement = { Component: Screen; props: Record<string, unknown> };

const fixed: Record<string, ScreenElement> = {
  getRelief: { Component: GetRelief as Screen, props: {} },
  skunkworks: { Component: Skunkworks as Screen, props: {} },
  funnelReport: { Component: FunnelReport as Screen, props: {} },
  home: { Component: Enter as Screen, props: { routeKey: 'home' } },
  enter: { Component: Enter as Screen, props: {} },
  funnelEntry: { Component: FunnelEntry as Screen, props: {} },
  applicationFunnelEntry: { Component: LoanHome as Screen, props: {} },
  notAvailable: { Component: Info as Screen, props: { page: 'notAvailable' } },
  notEligible: { Component: Info as Screen, props: { page: 'notEligible' } },
  disqualifiedState: { Component: Info as Screen, props: { page: 'disqualifiedState' } },
  disqualifiedIncome: { Component: Info as Screen, props: { page: 'disqualifiedIncome' } },
  // The plain page of a pricing decline: the future-eligibility screen without the assistant.
  disqualifiedPricing: {
    Component: FutureEligibilityOffer as Screen,
    props: { page: 'disqualifiedPricing' },
  },
  applicationInProgress: { Component: ApplicationInProgress as Screen, props: {} },
  applicationGetStarted: { Component: GetStarted as Screen, props: {} },
  // The legal name is confirmed before the application exists; inside one, the loan home takes over.
  loanGetStarted: { Component: LoanHome as Screen, props: {} },
  useOfFunds: { Component: UseOfFunds as Screen, props: {} },
  loanHome: { Component: LoanHome as Screen, props: {} },
  unableToVerify: { Component: UnableToVerify as Screen, props: {} },
  // Review is a summary with Edit links, not a form: its own screen.
  review: { Component: Review as Screen, props: {} },
  // getting-offers waits on the pricing run: a status, not a form.
  pricing: { Component: GettingOffers as Screen, props: {} },
  // The bank link (issue 10): a question with a see-why modal, then the linking dialog and a wait.
  bankAssets: { Component: BankAssets as Screen, props: {} },
  gettingAssets: { Component: GettingAssets as Screen, props: {} },
  // FUNNEL_COMPLETE has no step file: what happens next, the loan and its schedule (issue 10).
  complete: { Component: Complete as Screen, props: {} },
  // Every other way out (issue 11): each shows only while the application is on its step.
  futureEligibilityOffer: { Component: FutureEligibilityOffer as Screen, props: {} },
  futureEligibilityBankAccount: { Component: FutureEligibilityBankAccount as Screen, props: {} },
  futureEligibilityCashLine: { Component: FutureEligibilityCashLine as Screen, props: {} },
  futureEligibilityPersonalLoan: { Component: FutureEligibilityPersonalLoan as Screen, props: {} },
  exploringOptions: { Component: ExploringOptions as Screen, props: {} },
};

/**
 * The screen of a route key: fixed screens above; any flow step with a step file renders through
 * FlowStepScreen; steps that later issues build (flow.json "builtIn") render LaterStepScreen.
 */
export function screenForRoute(routeKey: string): ScreenElement {
  const known = fixed[routeKey];
  if (known) return known;
  const flowStep = flowStepForScreen(routeKey);
  if (flowStep?.config.stepFile) return { Component: FlowStep as Screen, props: { screenKey: routeKey } };
  if (laterIssueForScreen(routeKey))
    return { Component: LaterStep as Screen, props: { screenKey: routeKey } };
  return { Component: NotFound as Screen, props: {} };
}

export const NotFoundScreen = NotFound as Screen;
