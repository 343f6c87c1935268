import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import copy from '../../schemas/copy/en-US.json';
import { useCurrentFlowStep } from '../hooks/useFlow';
import { matchRoute } from '../routes/routeTable';
import { pickUpModalDelayMs, shouldOfferPickUp } from './pickUpModalRule';
import { useNavigation } from './useNavigation';

const Modal = lazy(() => import('../components/Modal'));

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
  const [open, setOpen] = useState(false);
  useEffect(() => {
    setOpen(false);
    if (!offer) return;
    const timer = window.setTimeout(() => setOpen(true), pickUpModalDelayMs);
    return () => window.clearTimeout(timer);
  }, [offer, routeKey]);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <Modal
        open
        dismissable={false}
        title={copy.pickUpModal.title}
        primary={{
          label: copy.pickUpModal.button,
          onClick: () => {
            setOpen(false);
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
