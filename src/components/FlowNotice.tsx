import { useEffect } from 'react';
import { Alert } from '@chakra-ui/react';
import { clearFlowNoticeShownSince, useFlowNotice } from '../app/flowNotice';

/** The flow notice (src/app/flowNotice.ts) on the page the applicant was taken to, announced politely. */
export function FlowNotice() {
  const { message, mountedAt } = useFlowNotice();
  useEffect(() => () => clearFlowNoticeShownSince(mountedAt), [mountedAt]);
  if (!message) return null;
  return (
    <Alert.Root status="info" mb="5" borderRadius="lg" role="status">
      <Alert.Indicator />
      <Alert.Title fontWeight="medium">{message}</Alert.Title>
    </Alert.Root>
  );
}
