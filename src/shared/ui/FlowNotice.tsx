import { useEffect } from 'react';
import { Alert } from '@chakra-ui/react';
import { clearFlowNoticeShownSince, useFlowNotice } from '../flow/flowNotice';

/**
 * The flow notice (src/shared/flow/flowNotice.ts) on the page the applicant was taken to, announced politely.
 * A page still loading shows it too but leaves it (`keep`) for what takes over at the same address:
 * that is the page arriving, and it must still say why the applicant is there. Left for another
 * address (Back while it loads, a sign-out), it clears the notice as any page does.
 */
export function FlowNotice({ keep = false }: { keep?: boolean }) {
  const { message, mountedAt } = useFlowNotice();
  useEffect(() => {
    const shownAt = window.location.pathname;
    return () => {
      if (!keep || window.location.pathname !== shownAt) clearFlowNoticeShownSince(mountedAt);
    };
  }, [keep, mountedAt]);
  if (!message) return null;
  return (
    <Alert.Root status="info" mb="5" borderRadius="lg" role="status">
      <Alert.Indicator />
      <Alert.Title fontWeight="medium">{message}</Alert.Title>
    </Alert.Root>
  );
}
