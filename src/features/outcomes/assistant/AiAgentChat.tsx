import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { Box } from '@chakra-ui/react';
import copy from '../../../../schemas/copy/en-US.json';
import { apiRequest } from '../../../shared/api/apiRequest';
import { useIdentity } from '../../../shared/session/useIdentity';
import { startAiAgentChat } from './chatLoader';
import { chatColors } from './chatColors';
import { addChatScript, chatSdk } from './chatSdk';

/** The pages the assistant may appear on (supporting-areas §2); the server has the last word. */
export type AiAgentPage = 'futureEligibilityOffer' | 'turndown';

export type AiAgentChatProps = {
  applicationUuid: string;
  currentPage: AiAgentPage;
  /** The chat panel is on screen (the turndown modal records turndown_aiAgentChat_view). */
  onChatStarted?: () => void;
  /** The applicant closed the panel; without a handler the panel goes away. */
  onClose?: () => void;
  /** False when the host has its own close control. */
  showClose?: boolean;
};

/**
 * The chat assistant (supporting-areas §4; docs/assistant.md): loaded only for a signed-in
 * applicant (the identity query has a session), started only when the server's configuration for
 * this page shows it (an assistant id is configured and the page is one it greets on), and cleaned
 * up on unmount and on every route change.
 */
export default function AiAgentChat(props: AiAgentChatProps) {
  const { applicationUuid, currentPage, showClose = true } = props;
  const { data: identity } = useIdentity();
  const signedIn = identity?.loggedIn === true;
  const [location] = useLocation();
  const container = useRef<HTMLDivElement>(null);
  // The latest callbacks, so a parent's new function does not restart the chat.
  const callbacks = useRef(props);
  useEffect(() => {
    callbacks.current = props;
  });
  const closable = props.onClose !== undefined;

  useEffect(() => {
    if (!signedIn || !container.current) return;
    return startAiAgentChat({
      container: container.current,
      fetchConfig: (signal) =>
        apiRequest('getAiAgentConfig', {
          query: { application_uuid: applicationUuid, current_page: currentPage },
          signal,
        }),
      fetchToken: async (signal) => {
        const answer = await apiRequest('getAiAgentAccessToken', { signal });
        return { accessToken: answer.access_token, expiresInMs: answer.expires_in * 1000 };
      },
      loadScript: () => addChatScript(document),
      getSdk: chatSdk,
      labels: copy.assistant.panel,
      colors: chatColors,
      showClose,
      onStarted: () => callbacks.current.onChatStarted?.(),
      ...(closable ? { onClose: () => callbacks.current.onClose?.() } : {}),
    });
  }, [signedIn, applicationUuid, currentPage, location, showClose, closable]);

  return <Box ref={container} data-ai-agent-chat={currentPage} />;
}
