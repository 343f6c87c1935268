/**
 * Which server steps an outcome screen shows, read from schemas/flow.json (`screen`), so a screen
 * never keeps its own list. Every outcome screen shows only while the application is on one of its
 * steps and otherwise follows the server (docs/decisions/0038-decision-statuses-set-where-they-happen.md: no
 * screen shows an outcome the application does not have). Pure.
 */
import flow from '../../../schemas/flow.json';
import { routeKeyForFlowStep } from '../../shared/routes/flowRoutes';

const applicationSteps = flow.application.steps as Record<string, { screen: string }>;
const preFlowSteps = flow.preFlow.steps as Record<string, { screen: string }>;

/**
 * Screens with a route but no step of their own that show another screen's outcome: the plain
 * not-available/pricing page explains the same pricing decline as future-eligibility/offer.
 */
const showsOutcomeOf: Readonly<Record<string, string>> = { disqualifiedPricing: 'futureEligibilityOffer' };

const stepsWithScreen = (steps: Record<string, { screen: string }>, screen: string) =>
  Object.keys(steps).filter((step) => steps[step]?.screen === screen);

/** The application steps whose outcome `screenKey` shows. */
export function outcomeStepsOf(screenKey: string): string[] {
  return stepsWithScreen(applicationSteps, showsOutcomeOf[screenKey] ?? screenKey);
}

/** The pre-flow steps (no application yet) whose outcome `screenKey` shows. */
export function preFlowOutcomeStepsOf(screenKey: string): string[] {
  return stepsWithScreen(preFlowSteps, screenKey);
}

export type OutcomePlace =
  /** The server has not answered yet. */
  | { kind: 'unknown' }
  /** The application is on one of the screen's steps: show it. */
  | { kind: 'here'; step: string }
  /** It is elsewhere: go to that step's screen (the loan home when the step has none). */
  | { kind: 'elsewhere'; routeKey: string };

/** Where an outcome screen stands, given the server's current step. */
export function outcomePlace(screenKey: string, currentFlowStep: string | undefined): OutcomePlace {
  if (currentFlowStep === undefined) return { kind: 'unknown' };
  if (outcomeStepsOf(screenKey).includes(currentFlowStep)) return { kind: 'here', step: currentFlowStep };
  return { kind: 'elsewhere', routeKey: routeKeyForFlowStep(currentFlowStep) ?? 'loanHome' };
}
