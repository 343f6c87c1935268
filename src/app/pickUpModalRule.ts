/**
 * When the pick-up-where-you-left-off modal shows (spec §2), narrowed to when it is true: the
 * application's step moved without this tab (another tab, another device, the server). A tab that
 * went back in its own history, or is showing a step it moved to itself, is where its applicant put
 * it. Pure.
 */
import { applicationStepConfig, flowStepForScreen, routeKeyForFlowStep } from '../shared/routes/flowRoutes';

export const pickUpModalDelayMs = 1000;

export const pickUpModalExcludedRoutes: ReadonlySet<string> = new Set([
  'loanHome',
  'applicationGetRelief',
  'applicationGetStarted',
  // The application's own start and entry pages: each leads to the current step itself.
  'loanGetStarted',
  'applicationFunnelEntry',
  'applicationInProgress',
  'applicationUseOfFunds',
  'pricing',
  'complete',
  'unableToVerify',
]);

/** Screens of steps that end the application: nothing is left to pick up. */
const closingScreens: ReadonlySet<string> = new Set(['complete', 'notEligible', 'unableToVerify']);

/** A step that closes the application (declined, disqualified, complete, unable to verify). */
export function isClosedStep(step: string): boolean {
  const config = applicationStepConfig(step) as
    { screen: string; declines?: boolean; disqualifies?: boolean } | undefined;
  if (!config) return false;
  return config.declines === true || config.disqualifies === true || closingScreens.has(config.screen);
}

export type PickUpSituation = {
  /** The screen this tab shows. */
  routeKey: string;
  /** Where the server says the application is. */
  currentFlowStep: string | undefined;
  /** The step this tab last saw the application at, or moved it to itself; undefined in a tab that has seen none. */
  stepSeen: string | undefined;
};

export type PickUpAction =
  | { kind: 'none' }
  /** The modal, naming the step the applicant will continue at. */
  | { kind: 'pickUp'; step: string }
  /** A closed application goes straight to its outcome. */
  | { kind: 'outcome'; step: string };

export function pickUpAction({ routeKey, currentFlowStep, stepSeen }: PickUpSituation): PickUpAction {
  if (!currentFlowStep || pickUpModalExcludedRoutes.has(routeKey)) return { kind: 'none' };
  const serverRoute = routeKeyForFlowStep(currentFlowStep);
  if (serverRoute === routeKey) return { kind: 'none' };
  if (isClosedStep(currentFlowStep)) {
    // From a step's form (browser Back into it, an old link) to the outcome; a page about the outcome
    // itself (not-available/pricing beside future-eligibility) stays.
    const shown = flowStepForScreen(routeKey);
    return shown && !isClosedStep(shown.step) ? { kind: 'outcome', step: currentFlowStep } : { kind: 'none' };
  }
  if (serverRoute === undefined) return { kind: 'none' };
  // This tab has seen the application at this step (or moved it there): the applicant went back
  // on purpose, with the browser's Back or a link of their own.
  if (stepSeen === currentFlowStep) return { kind: 'none' };
  return { kind: 'pickUp', step: currentFlowStep };
}
