import { useEffect } from 'react';
import { Alert } from '@chakra-ui/react';
import { clearFlowNoticeShownSince, useFlowNotice } from '../app/flowNotice';

/**
 * The flow notice (src/app/flowNotice.ts) on the page the applicant was taken to, announced politely.
 * A loading frame shows it too but leaves it (`keep`): the frame going away is the page arriving, and
 * the screen that takes over must still say why the applicant is there.
 */
export function FlowNotice({ keep = false }: { keep?: boolean }) {
  const { message, mountedAt } = useFlowNotice();
  useEffect(() => (keep ? undefined : () => clearFlowNoticeShownSince(mountedAt)), [keep, mountedAt]);
  if (!message) return null;
  return (
    <Alert.Root status="info" mb="5" borderRadius="lg" role="status">
      <Alert.Indicator />
      <Alert.Title fontWeight="medium">{message}</Alert.Title>
    </Alert.Root>
  );
}
