// @vitest-environment jsdom
/**
 * The turndown page's chat modal (src/features/outcomes/assistant/TurndownChatModal.tsx; supporting-areas §2, §7):
 * it records turndown_aiAgentChatModal_view when it opens, turndown_aiAgentChat_view when the chat
 * inside it starts, and turndown_aiAgentChatModal_close when the applicant closes it; the chat is
 * gone once it is closed.
 */
import { beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider } from '@chakra-ui/react';
import copy from '../../../../../schemas/copy/en-US.json';
import { drainActions } from '../../../../../src/shared/analytics/actions';
import type { ChatSdk } from '../../../../../src/features/outcomes/assistant/chatSdk';
import TurndownChatModal from '../../../../../src/features/outcomes/assistant/TurndownChatModal';
import { getSystem } from '../../../../../widgets/theme/system';

const applicationUuid = '3f0c1b9e-8a51-4c1f-9b7e-2d0a6c3e4f51';

const api = vi.hoisted(() => ({ apiRequest: vi.fn() }));
vi.mock('../../../../../src/shared/api/apiRequest', () => ({ apiRequest: api.apiRequest, apiOrigin: '' }));
vi.mock('../../../../../src/shared/session/useIdentity', () => ({
  useIdentity: () => ({ data: { loggedIn: true } }),
}));

const stopped = vi.fn();

beforeAll(() => {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: true,
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
  const sdk: ChatSdk = {
    start: ({ container, greeting }) => {
      const panel = document.createElement('section');
      panel.setAttribute('aria-label', 'Chat assistant');
      panel.textContent = greeting;
      container.append(panel);
      return {
        setToken: () => {},
        stop: () => {
          stopped();
          panel.remove();
        },
      };
    },
  };
  window.SierraSandbox = sdk;
});

beforeEach(() => {
  drainActions();
  stopped.mockClear();
  api.apiRequest.mockReset();
  api.apiRequest.mockImplementation(async (operationId: string) =>
    operationId === 'getAiAgentConfig'
      ? {
          shouldShowAiAgentChatWindow: true,
          sierraChatId: 'relief-loans-sandbox',
          staticSierraConfig: { display: 'inline', customGreeting: 'Hi from the assistant' },
        }
      : { access_token: 'token-1', expires_in: 600, expires_at: '2026-03-02T15:10:00.000Z' },
  );
});

function ExploringOptions() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {copy.assistant.openChat}
      </button>
      <TurndownChatModal open={open} applicationUuid={applicationUuid} onClose={() => setOpen(false)} />
    </>
  );
}

const names = () => drainActions().map((action) => action.name);

describe('turndown chat modal', () => {
  test('Applicant opens the assistant, sees the chat, and closes it: each is recorded once', async () => {
    const user = userEvent.setup();
    render(
      <ChakraProvider value={getSystem()}>
        <ExploringOptions />
      </ChakraProvider>,
    );
    expect(names()).toEqual([]);

    await user.click(screen.getByRole('button', { name: copy.assistant.openChat }));
    const dialog = await screen.findByRole('dialog', { name: copy.assistant.modalTitle });
    await waitFor(() => expect(dialog).toHaveTextContent('Hi from the assistant'));
    expect(names()).toEqual(['turndown_aiAgentChatModal_view', 'turndown_aiAgentChat_view']);
    expect(api.apiRequest).toHaveBeenCalledWith(
      'getAiAgentConfig',
      expect.objectContaining({ query: { application_uuid: applicationUuid, current_page: 'turndown' } }),
    );

    await user.click(screen.getByRole('button', { name: copy.common.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(names()).toEqual(['turndown_aiAgentChatModal_close']);
    expect(stopped).toHaveBeenCalledTimes(1);
  });

  test('A chat the server does not show records the modal but not the chat view', async () => {
    api.apiRequest.mockResolvedValue({
      shouldShowAiAgentChatWindow: false,
      sierraChatId: '',
      staticSierraConfig: { display: '', customGreeting: '' },
    });
    const user = userEvent.setup();
    render(
      <ChakraProvider value={getSystem()}>
        <ExploringOptions />
      </ChakraProvider>,
    );
    await user.click(screen.getByRole('button', { name: copy.assistant.openChat }));
    await screen.findByRole('dialog');
    await waitFor(() => expect(api.apiRequest).toHaveBeenCalledTimes(1));
    expect(names()).toEqual(['turndown_aiAgentChatModal_view']);
    expect(api.apiRequest).not.toHaveBeenCalledWith('getAiAgentAccessToken', expect.anything());
  });
});
