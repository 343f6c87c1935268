import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import copy from '../../schemas/copy/en-US.json';
import { fillTemplate } from '../../core/rules/fillTemplate';
import { useCurrentFlowStep } from '../shared/flow/useFlow';
import { noteStepSeen, stepSeen } from '../shared/flow/stepsSeen';
import { matchRoute } from '../shared/routes/routeTable';
import { routeKeyForFlowStep } from '../shared/routes/flowRoutes';
import { pickUpAction, pickUpModalDelayMs } from './pickUpModalRule';
import { useNavigation } from '../shared/routes/useNavigation';

const Modal = lazy(() => import('../../widgets/Modal'));

const places = copy.pickUpModal.places as Record<string, string | undefined>;

/**
 * "You’ve updated your application" (spec §2), when it is true: the server's current step belongs to
 * another screen because something other than this tab moved it (another tab or device, the server).
 * A non-dismissable modal appears after 1 s, says where the applicant will continue, and Continue
 * follows the server via the loan home. A closed application goes to its outcome instead.
 */
export function PickUpModal() {
  const [location] = useLocation();
  const match = matchRoute(location);
  const applicationUuid = match?.applicationUuid;
  const routeKey = match?.route.key ?? '';
  const { data } = useCurrentFlowStep(applicationUuid);
  const navigate = useNavigation();
  const currentFlowStep = data?.currentFlowStep;
  const action = pickUpAction({
    routeKey,
    currentFlowStep,
    stepSeen: applicationUuid ? stepSeen(applicationUuid) : undefined,
  });

  // A tab showing the step the server holds has seen it: going back from here is the applicant's own doing.
  useEffect(() => {
    if (applicationUuid && currentFlowStep && routeKeyForFlowStep(currentFlowStep) === routeKey)
      noteStepSeen(applicationUuid, currentFlowStep);
  }, [applicationUuid, currentFlowStep, routeKey]);

  const outcomeStep = action.kind === 'outcome' ? action.step : undefined;
  useEffect(() => {
    if (!outcomeStep || !applicationUuid) return;
    navigate(routeKeyForFlowStep(outcomeStep) ?? 'loanHome', { applicationUuid, replace: true });
  }, [outcomeStep, applicationUuid, navigate]);

  // The modal is open for the route + server step it was raised for; navigating away closes it.
  const situation = `${routeKey}:${currentFlowStep ?? ''}`;
  const offer = action.kind === 'pickUp';
  const [openFor, setOpenFor] = useState<string | null>(null);
  useEffect(() => {
    if (!offer) return;
    const timer = window.setTimeout(() => setOpenFor(situation), pickUpModalDelayMs);
    return () => window.clearTimeout(timer);
  }, [offer, situation]);
  if (action.kind !== 'pickUp' || openFor !== situation) return null;
  const place = places[action.step];
  return (
    <Suspense fallback={null}>
      <Modal
        open
        dismissable={false}
        title={copy.pickUpModal.title}
        primary={{
          label: copy.pickUpModal.button,
          onClick: () => {
            setOpenFor(null);
            if (applicationUuid) {
              noteStepSeen(applicationUuid, action.step);
              navigate('loanHome', { applicationUuid });
            } else navigate('enter');
          },
        }}
      >
        {copy.pickUpModal.text} {copy.pickUpModal.moved}
        {place ? ` ${fillTemplate(copy.pickUpModal.continueAt, { place })}` : null}
      </Modal>
    </Suspense>
  );
}
