/** When the pick-up-where-you-left-off modal shows (spec §2). Pure. */
import { routeKeyForFlowStep } from '../shared/routes/flowRoutes';

export const pickUpModalDelayMs = 1000;

export const pickUpModalExcludedRoutes: ReadonlySet<string> = new Set([
  'loanHome',
  'applicationGetRelief',
  'applicationGetStarted',
  'applicationInProgress',
  'applicationUseOfFunds',
  'pricing',
  'complete',
  'unableToVerify',
]);

export function shouldOfferPickUp(routeKey: string, currentFlowStep: string | undefined): boolean {
  if (!currentFlowStep || pickUpModalExcludedRoutes.has(routeKey)) return false;
  const serverRoute = routeKeyForFlowStep(currentFlowStep);
  return serverRoute !== undefined && serverRoute !== routeKey;
}
