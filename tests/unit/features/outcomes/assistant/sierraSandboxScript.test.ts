// @vitest-environment jsdom
/**
 * The sandbox chat script the reference server serves (server/adapters/assistant/sierraSandboxScript.js):
 * an accessible panel in plain DOM (labelled question field, Send, a polite live log, Close), which
 * asks the answer endpoint with the access token, shows answers as text only, reports a refused
 * token, and leaves nothing behind when stopped.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import copy from '../../../../../schemas/copy/en-US.json';
import type { ChatColors, ChatEvent, ChatSdk } from '../../../../../src/features/outcomes/assistant/chatSdk';

import { chatColors } from '../../../../../src/features/outcomes/assistant/chatColors';
import { brand } from '../../../../../core/theme/colors';

const labels = copy.assistant.panel;
let sdk: ChatSdk;

beforeAll(() => {
  // The file as the browser gets it, run once as a classic script would be.
  const source = fs.readFileSync(
    path.join(process.cwd(), 'server/adapters/assistant/sierraSandboxScript.js'),
    'utf8',
  );
  new Function(source)();
  sdk = window.SierraSandbox!;
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const answered = (result: unknown, status = 200) =>
  vi.fn(
    async () =>
      new Response(
        JSON.stringify(
          status < 400
            ? { success: true, messages: [], result }
            : { success: false, messages: ['x'], result },
        ),
        { status },
      ),
  );

function startPanel(showClose = true, colors?: ChatColors) {
  const container = document.createElement('div');
  document.body.append(container);
  const events: ChatEvent['type'][] = [];
  const handle = sdk.start({
    chatId: 'relief-loans-sandbox',
    token: 'token-1',
    container,
    greeting: 'Hi! Ask me how to qualify later.',
    display: 'inline',
    labels,
    ...(colors ? { colors } : {}),
    showClose,
    onEvent: (event) => events.push(event.type),
  });
  return { container, events, handle };
}

describe('the sandbox chat panel', () => {
  test('Applicant sees a labelled panel with the greeting in a polite live log', () => {
    const { events } = startPanel();
    const region = screen.getByRole('region', { name: labels.region });
    const log = within(region).getByRole('log', { name: labels.messages });
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(log).toHaveTextContent('Hi! Ask me how to qualify later.');
    expect(within(region).getByRole('textbox', { name: labels.input })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: labels.send })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: labels.close })).toBeInTheDocument();
    expect(events).toEqual(['started']);
  });

  test('Send is the app’s primary button and Close its secondary, in the brand’s colours', () => {
    startPanel(true, chatColors);
    const send = screen.getByRole('button', { name: labels.send });
    const close = screen.getByRole('button', { name: labels.close });
    // jsdom reads colours back as rgb(): compare with the theme's hex values converted the same way.
    const probe = document.createElement('i');
    const rgb = (color: string) => ((probe.style.color = color), probe.style.color);
    expect(send.style.backgroundColor).toBe(rgb(brand[600]));
    expect(send.style.color).toBe(rgb('#ffffff'));
    expect(close.style.color).toBe(rgb(brand[700]));
    expect(close.style.borderColor).toBe(rgb(brand[700]));
  });

  test('Applicant asks a question and reads the answer and its source; the token and chat id go with it', async () => {
    const fetch = answered({
      reply: 'You need a yearly income of at least $12,000.',
      sources: [{ id: 'income', question: 'How much income do I need to qualify?' }],
    });
    vi.stubGlobal('fetch', fetch);
    const { events } = startPanel();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: labels.input }), '  How much income?  {Enter}');
    const log = screen.getByRole('log');
    await waitFor(() => expect(log).toHaveTextContent('at least $12,000'));
    expect(log).toHaveTextContent(`${labels.source}How much income do I need to qualify?`);
    expect(log).not.toHaveTextContent(labels.thinking);
    const [url, init] = fetch.mock.calls[0] as unknown as [URL, RequestInit];
    expect(String(url)).toMatch(/\/api\/ai-agent-sandbox\/messages$/);
    expect(init.headers).toMatchObject({ Authorization: 'Bearer token-1' });
    expect(JSON.parse(String(init.body))).toEqual({
      chatId: 'relief-loans-sandbox',
      message: 'How much income?',
    });
    expect(screen.getByRole('textbox')).toHaveValue('');
    expect(events).toEqual(['started', 'message']);
  });

  test('An answer is shown as text, never run as markup', async () => {
    vi.stubGlobal('fetch', answered({ reply: '<img src=x onerror="window.pwned=1">', sources: [] }));
    startPanel();
    await userEvent.setup().type(screen.getByRole('textbox'), 'hi{Enter}');
    await waitFor(() => expect(screen.getByRole('log')).toHaveTextContent('<img src=x'));
    expect(document.querySelector('img')).toBeNull();
  });

  test('A refused token is reported so the host fetches a new one, and a newer token is used next', async () => {
    vi.stubGlobal('fetch', answered({ exceptionType: 'AiAgentTokenInvalid' }, 401));
    const { events, handle } = startPanel();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox'), 'income{Enter}');
    await waitFor(() => expect(screen.getByRole('log')).toHaveTextContent(labels.expired));
    expect(events).toContain('token-rejected');
    const fetch = answered({ reply: 'ok', sources: [] });
    vi.stubGlobal('fetch', fetch);
    handle.setToken('token-2');
    await user.type(screen.getByRole('textbox'), 'income{Enter}');
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect((fetch.mock.calls[0] as unknown as [URL, RequestInit])[1].headers).toMatchObject({
      Authorization: 'Bearer token-2',
    });
  });

  test('A failed call says so in the log; an empty question sends nothing', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetch);
    startPanel();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: labels.send }));
    expect(fetch).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox'), 'income{Enter}');
    await waitFor(() => expect(screen.getByRole('log')).toHaveTextContent(labels.error));
  });

  test('Close reports it, a host with its own close gets none, and stop leaves nothing behind', async () => {
    const { events, handle, container } = startPanel();
    await userEvent.setup().click(screen.getByRole('button', { name: labels.close }));
    expect(events).toContain('closed');
    handle.stop();
    expect(container).toBeEmptyDOMElement();

    startPanel(false);
    expect(screen.queryByRole('button', { name: labels.close })).toBeNull();
  });
});
