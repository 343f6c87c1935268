import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import copy from '../../schemas/copy/en-US.json';
import { useCurrentFlowStep } from '../shared/flow/useFlow';
import { matchRoute } from '../shared/routes/routeTable';
import { pickUpModalDelayMs, shouldOfferPickUp } from './pickUpModalRule';
import { useNavigation } from '../shared/routes/useNavigation';

const Modal = lazy(() => import('../../widgets/Modal'));

/**
 * "You’ve updated your application" (spec §2): when the server's current step belongs to another
 * screen — e.g. this tab is stale — a non-dismissable modal appears after 1 s and Continue follows
 * the server via the loan home.
 */
export function PickUpModal() {
  const [location] = useLocation();
  const match = matchRoute(location);
  const applicationUuid = match?.applicationUuid;
  const routeKey = match?.route.key ?? '';
  const { data } = useCurrentFlowStep(applicationUuid);
  const navigate = useNavigation();
  const offer = shouldOfferPickUp(routeKey, data?.currentFlowStep);
  // The modal is open for the route + server step it was raised for; navigating away closes it.
  const situation = `${routeKey}:${data?.currentFlowStep ?? ''}`;
  const [openFor, setOpenFor] = useState<string | null>(null);
  useEffect(() => {
    if (!offer) return;
    const timer = window.setTimeout(() => setOpenFor(situation), pickUpModalDelayMs);
    return () => window.clearTimeout(timer);
  }, [offer, situation]);
  if (!offer || openFor !== situation) return null;
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
            if (applicationUuid) navigate('loanHome', { applicationUuid });
            else navigate('enter');
          },
        }}
      >
        {copy.pickUpModal.text}
      </Modal>
    </Suspense>
  );
}
