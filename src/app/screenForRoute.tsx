import { useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { preloadableLazy } from './preloadableLazy';
import { flowStepForScreen } from '../shared/routes/flowRoutes';

type Screen = LazyExoticComponent<ComponentType<Record<string, unknown>>>;

/** Each screen's early download (preloadableLazy), by its lazy component. */
const preloads = new Map<Screen, { preload: () => Promise<unknown>; isLoaded: () => boolean }>();

function lazyScreen<Props>(load: () => Promise<{ default: ComponentType<Props> }>): Screen {
  const { Component, preload, isLoaded } = preloadableLazy(load);
  // Each screen reads the props its route gives it (the table below); React cannot check that.
  const screen = Component as unknown as Screen;
  preloads.set(screen, { preload, isLoaded });
  return screen;
}

// Each screen is its own chunk (docs/architecture.md: split code per route).
const GetRelief = lazyScreen(() => import('../features/getRelief/GetReliefScreen'));
const Enter = lazyScreen(() => import('../features/getRelief/EnterScreen'));
const FunnelEntry = lazyScreen(() => import('../features/getRelief/FunnelEntryScreen'));
const GetStarted = lazyScreen(() => import('../features/getRelief/GetStartedScreen'));
const UseOfFunds = lazyScreen(() => import('../features/getRelief/UseOfFundsScreen'));
const ApplicationInProgress = lazyScreen(() => import('../features/getRelief/ApplicationInProgressScreen'));
const Info = lazyScreen(() => import('../features/outcomes/InfoScreen'));
const LoanHome = lazyScreen(() => import('../features/loanHome/LoanHomeScreen'));
const LoanFunnelEntry = lazyScreen(() => import('../features/loanHome/LoanFunnelEntryScreen'));
const LoanGetStarted = lazyScreen(() => import('../features/loanHome/LoanGetStartedScreen'));
const FlowStep = lazyScreen(() => import('../features/flowStep/FlowStepScreen'));
const UnableToVerify = lazyScreen(() => import('../features/outcomes/UnableToVerifyScreen'));
const Review = lazyScreen(() => import('../features/review/ReviewScreen'));
const GettingOffers = lazyScreen(() => import('../features/offers/GettingOffersScreen'));
const Complete = lazyScreen(() => import('../features/complete/CompleteScreen'));
const BankAssets = lazyScreen(() => import('../features/bankLink/BankAssetsScreen'));
const GettingAssets = lazyScreen(() => import('../features/bankLink/GettingAssetsScreen'));
const FutureEligibilityOffer = lazyScreen(() => import('../features/outcomes/FutureEligibilityOfferScreen'));
const FutureEligibilityBankAccount = lazyScreen(
  () => import('../features/outcomes/FutureEligibilityBankAccountScreen'),
);
const FutureEligibilityCashLine = lazyScreen(
  () => import('../features/outcomes/FutureEligibilityCashLineScreen'),
);
const FutureEligibilityPersonalLoan = lazyScreen(
  () => import('../features/outcomes/FutureEligibilityPersonalLoanScreen'),
);
const ExploringOptions = lazyScreen(() => import('../features/outcomes/ExploringOptionsScreen'));
const NotFound = lazyScreen(() => import('./NotFoundScreen'));
// The staff studio: its editor and layout library load only with it (docs/studio.md).
const Studio = lazyScreen(() => import('../staff/studio/StudioScreen'));
// The staff funnel report (docs/analytics.md): its own chunk, outside the applicant's first load.
const FunnelReport = lazyScreen(() => import('../staff/studio/FunnelReportScreen'));

export type ScreenElement = { Component: Screen; props: Record<string, unknown> };

const fixed: Record<string, ScreenElement> = {
  getRelief: { Component: GetRelief, props: {} },
  studio: { Component: Studio, props: {} },
  funnelReport: { Component: FunnelReport, props: {} },
  home: { Component: Enter, props: { routeKey: 'home' } },
  enter: { Component: Enter, props: {} },
  funnelEntry: { Component: FunnelEntry, props: {} },
  applicationFunnelEntry: { Component: LoanFunnelEntry, props: {} },
  notAvailable: { Component: Info, props: { page: 'notAvailable' } },
  notEligible: { Component: Info, props: { page: 'notEligible' } },
  disqualifiedState: { Component: Info, props: { page: 'disqualifiedState' } },
  disqualifiedIncome: { Component: Info, props: { page: 'disqualifiedIncome' } },
  // The plain page of a pricing decline: the future-eligibility screen without the assistant.
  disqualifiedPricing: {
    Component: FutureEligibilityOffer,
    props: { page: 'disqualifiedPricing' },
  },
  applicationInProgress: { Component: ApplicationInProgress, props: {} },
  applicationGetStarted: { Component: GetStarted, props: {} },
  // The start of an application on file: what is asked next, and on to its current step.
  loanGetStarted: { Component: LoanGetStarted, props: {} },
  useOfFunds: { Component: UseOfFunds, props: {} },
  loanHome: { Component: LoanHome, props: {} },
  unableToVerify: { Component: UnableToVerify, props: {} },
  // Review is a summary with Edit links, not a form: its own screen.
  review: { Component: Review, props: {} },
  // getting-offers waits on the pricing run: a status, not a form.
  pricing: { Component: GettingOffers, props: {} },
  // The bank link (docs/bank-link.md): a question with a see-why modal, then the linking dialog and a wait.
  bankAssets: { Component: BankAssets, props: {} },
  gettingAssets: { Component: GettingAssets, props: {} },
  // FUNNEL_COMPLETE has no step file: what happens next, the loan and its schedule.
  complete: { Component: Complete, props: {} },
  // Every other way out (docs/decisions/0038-decision-statuses-set-where-they-happen.md): each shows only
  // while the application is on its step.
  futureEligibilityOffer: { Component: FutureEligibilityOffer, props: {} },
  futureEligibilityBankAccount: { Component: FutureEligibilityBankAccount, props: {} },
  futureEligibilityCashLine: { Component: FutureEligibilityCashLine, props: {} },
  futureEligibilityPersonalLoan: { Component: FutureEligibilityPersonalLoan, props: {} },
  exploringOptions: { Component: ExploringOptions, props: {} },
};

/**
 * The screen of a route key: fixed screens above; any flow step with a step file renders through
 * FlowStepScreen.
 */
export function screenForRoute(routeKey: string): ScreenElement {
  const known = fixed[routeKey];
  if (known) return known;
  const flowStep = flowStepForScreen(routeKey);
  if (flowStep?.config.stepFile) return { Component: FlowStep, props: { screenKey: routeKey } };
  return { Component: NotFound, props: {} };
}

export const NotFoundScreen = NotFound;

/** Starts the route's screen chunk downloading; settles when it has arrived or failed. */
function preloadScreen(routeKey: string): Promise<unknown> {
  const screen = preloads.get(screenForRoute(routeKey).Component);
  return screen ? screen.preload().catch(() => undefined) : Promise.resolve();
}

const screenLoaded = (routeKey: string): boolean =>
  preloads.get(screenForRoute(routeKey).Component)?.isLoaded() ?? true;

/**
 * A signed-in route's screen downloads while the session is checked, not after it; true once the
 * download has settled, and at once for a screen already here (moving between steps). Mounted only
 * then, the screen renders without suspending: no fallback, so none of React's pause (up to 300 ms)
 * before a fallback is replaced, which held back the screen's own calls. A failed download settles
 * too: the render asks again and shows the error page.
 */
export function useScreenPreload(routeKey: string): boolean {
  const [settled, setSettled] = useState<string | null>(() => (screenLoaded(routeKey) ? routeKey : null));
  useEffect(() => {
    if (settled === routeKey) return;
    let current = true;
    void preloadScreen(routeKey).then(() => current && setSettled(routeKey));
    return () => {
      current = false;
    };
  }, [routeKey, settled]);
  return settled === routeKey;
}
