// @vitest-environment jsdom
/**
 * The chat loader (src/features/outcomes/assistant/chatLoader.ts; supporting-areas §4, §8, §9) on fake timers: it
 * polls every second, ten times at most, until configuration, token and script are there; starts
 * only when the configuration shows the chat; refreshes the token before it expires; stops and
 * removes the panel when cleaned up; logs a failed start at info and goes on.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  startAiAgentChat,
  type AiAgentConfig,
  type AiAgentToken,
  type ChatLoaderOptions,
} from '../../../../../src/features/outcomes/assistant/chatLoader';
import type { ChatSdk, ChatStartOptions } from '../../../../../src/features/outcomes/assistant/chatSdk';

const shown: AiAgentConfig = {
  shouldShowAiAgentChatWindow: true,
  sierraChatId: 'relief-loans-sandbox',
  staticSierraConfig: { display: 'inline', customGreeting: 'Hi! Ask me how to qualify later.' },
};

/** A stand-in for the chat script's SDK: a panel in the container, as the real one makes. */
function fakeSdk() {
  const started: ChatStartOptions[] = [];
  const setToken = vi.fn();
  const stop = vi.fn();
  const sdk: ChatSdk = {
    start: (options) => {
      started.push(options);
      const panel = document.createElement('section');
      panel.setAttribute('aria-label', 'Chat assistant');
      options.container.append(panel);
      return {
        setToken,
        stop: () => {
          stop();
          panel.remove();
        },
      };
    },
  };
  return { sdk, started, setToken, stop };
}

let container: HTMLElement;
let logInfo: ReturnType<typeof vi.fn<(message: string, detail: Record<string, string>) => void>>;

beforeEach(() => {
  vi.useFakeTimers();
  container = document.createElement('div');
  document.body.append(container);
  logInfo = vi.fn();
});

afterEach(() => {
  vi.useRealTimers();
  container.remove();
});

function setUp(overrides: Partial<ChatLoaderOptions> & { sdk?: ChatSdk | undefined } = {}) {
  let sdk = 'sdk' in overrides ? overrides.sdk : fakeSdk().sdk;
  const options: ChatLoaderOptions = {
    fetchConfig: vi.fn(async () => shown),
    fetchToken: vi.fn(async (): Promise<AiAgentToken> => ({ accessToken: 'token-1', expiresInMs: 600_000 })),
    loadScript: vi.fn(),
    getSdk: vi.fn(() => sdk),
    container,
    logInfo,
    ...overrides,
  };
  const stop = startAiAgentChat(options);
  return { options, stop, setSdk: (next: ChatSdk) => (sdk = next) };
}

describe('polling for configuration, token and script', () => {
  test('Chat starts as soon as all three are there, with the page’s greeting and chat id', async () => {
    const { sdk, started } = fakeSdk();
    const onStarted = vi.fn();
    setUp({ sdk, onStarted });
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toHaveLength(1);
    expect(started[0]).toMatchObject({
      chatId: 'relief-loans-sandbox',
      token: 'token-1',
      greeting: 'Hi! Ask me how to qualify later.',
      display: 'inline',
      container,
      showClose: true,
    });
    expect(onStarted).toHaveBeenCalledTimes(1);
    expect(container.querySelector('section')).not.toBeNull();
    expect(logInfo).not.toHaveBeenCalled();
  });

  test('A script that arrives late is picked up on the next one-second beat', async () => {
    const { sdk, started } = fakeSdk();
    const { options, setSdk } = setUp({ sdk: undefined });
    await vi.advanceTimersByTimeAsync(0);
    expect(options.loadScript).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(options.loadScript).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(options.loadScript).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(options.loadScript).toHaveBeenCalledTimes(4);
    setSdk(sdk);
    await vi.advanceTimersByTimeAsync(500);
    expect(started).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(500);
    expect(started).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(1); // only the token refresh is left
  });

  test('After ten tries without the script it gives up, logs "Sierra initialization failed" at info and stops polling', async () => {
    const { options } = setUp({ sdk: undefined });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(logInfo).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(logInfo).toHaveBeenCalledTimes(1);
    expect(logInfo).toHaveBeenCalledWith('Sierra initialization failed', {
      reason: 'timed-out',
      missing: 'script',
      error: 'none',
    });
    expect(vi.getTimerCount()).toBe(0);
    const calls = vi.mocked(options.getSdk).mock.calls.length;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(vi.mocked(options.getSdk).mock.calls.length).toBe(calls);
    expect(logInfo).toHaveBeenCalledTimes(1);
  });

  test('A configuration call that keeps failing is asked again each second, ten times, then logged', async () => {
    const fetchConfig = vi.fn(async (): Promise<AiAgentConfig> => {
      throw new TypeError('Failed to fetch');
    });
    setUp({ fetchConfig });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchConfig).toHaveBeenCalledTimes(10); // at once, then on beats 1 to 9
    expect(logInfo).toHaveBeenCalledWith('Sierra initialization failed', {
      reason: 'timed-out',
      missing: 'config,token',
      error: 'TypeError',
    });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchConfig).toHaveBeenCalledTimes(10);
  });
});

describe('when the chat is not wanted', () => {
  test.each([
    ['the page does not show it', { ...shown, shouldShowAiAgentChatWindow: false }],
    ['no assistant is configured', { ...shown, shouldShowAiAgentChatWindow: false, sierraChatId: '' }],
  ])('Nothing starts, no token is asked for and nothing is logged when %s', async (_case, config) => {
    const { sdk, started } = fakeSdk();
    const { options } = setUp({ sdk, fetchConfig: vi.fn(async () => config) });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(started).toHaveLength(0);
    expect(options.fetchToken).not.toHaveBeenCalled();
    expect(options.loadScript).not.toHaveBeenCalled();
    expect(logInfo).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('clean-up', () => {
  test('Stopping a running chat removes the panel and its timers', async () => {
    const fake = fakeSdk();
    const { stop } = setUp({ sdk: fake.sdk });
    await vi.advanceTimersByTimeAsync(0);
    expect(container.children).toHaveLength(1);
    stop();
    expect(fake.stop).toHaveBeenCalledTimes(1);
    expect(container.children).toHaveLength(0);
    expect(vi.getTimerCount()).toBe(0);
    stop();
    expect(fake.stop).toHaveBeenCalledTimes(1);
  });

  test('Stopping while still polling ends the polling, cancels the calls and starts nothing later', async () => {
    const fake = fakeSdk();
    let answerConfig: (config: AiAgentConfig) => void = () => {};
    const signals: AbortSignal[] = [];
    const fetchConfig = vi.fn(
      (signal: AbortSignal) =>
        new Promise<AiAgentConfig>((resolve) => {
          signals.push(signal);
          answerConfig = resolve;
        }),
    );
    const { stop, options } = setUp({ sdk: fake.sdk, fetchConfig });
    await vi.advanceTimersByTimeAsync(1000);
    stop();
    expect(signals[0]?.aborted).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    answerConfig(shown);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(fake.started).toHaveLength(0);
    expect(options.fetchToken).not.toHaveBeenCalled();
    expect(container.children).toHaveLength(0);
    expect(logInfo).not.toHaveBeenCalled();
  });

  test('Closing the panel stops the chat, or tells the host when it has its own close', async () => {
    const fake = fakeSdk();
    setUp({ sdk: fake.sdk });
    await vi.advanceTimersByTimeAsync(0);
    fake.started[0]!.onEvent({ type: 'closed' });
    expect(container.children).toHaveLength(0);

    const hosted = fakeSdk();
    const onClose = vi.fn();
    setUp({ sdk: hosted.sdk, onClose, showClose: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(hosted.started[0]?.showClose).toBe(false);
    hosted.started[0]!.onEvent({ type: 'closed' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(hosted.stop).not.toHaveBeenCalled();
  });
});

describe('token refresh', () => {
  test('A new token is fetched before the one in use expires, and handed to the chat', async () => {
    const fake = fakeSdk();
    let issued = 0;
    const fetchToken = vi.fn(async () => ({ accessToken: `token-${++issued}`, expiresInMs: 60_000 }));
    setUp({ sdk: fake.sdk, fetchToken });
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.started[0]?.token).toBe('token-1');
    await vi.advanceTimersByTimeAsync(29_999);
    expect(fetchToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchToken).toHaveBeenCalledTimes(2);
    expect(fake.setToken).toHaveBeenLastCalledWith('token-2');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fake.setToken).toHaveBeenLastCalledWith('token-3');
    expect(fake.started).toHaveLength(1);
  });

  test('A token the chat reports refused is replaced at once', async () => {
    const fake = fakeSdk();
    let issued = 0;
    const fetchToken = vi.fn(async () => ({ accessToken: `token-${++issued}`, expiresInMs: 600_000 }));
    setUp({ sdk: fake.sdk, fetchToken });
    await vi.advanceTimersByTimeAsync(0);
    fake.started[0]!.onEvent({ type: 'token-rejected' });
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.setToken).toHaveBeenCalledWith('token-2');
  });

  test('A refresh that fails is tried again each second, a few times', async () => {
    const fake = fakeSdk();
    const fetchToken = vi
      .fn<(signal: AbortSignal) => Promise<AiAgentToken>>()
      .mockResolvedValueOnce({ accessToken: 'token-1', expiresInMs: 30_000 })
      .mockRejectedValue(new TypeError('Failed to fetch'));
    setUp({ sdk: fake.sdk, fetchToken });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchToken).toHaveBeenCalledTimes(11); // the first token, then ten refresh attempts
    expect(vi.getTimerCount()).toBe(0);
    expect(fake.stop).not.toHaveBeenCalled();
  });
});

describe('a failed start', () => {
  test('is logged at info as "Sierra initialization failed" and otherwise ignored', async () => {
    const onStarted = vi.fn();
    const broken: ChatSdk = {
      start: () => {
        throw new TypeError('container is not an element');
      },
    };
    const { stop } = setUp({ sdk: broken, onStarted });
    await vi.advanceTimersByTimeAsync(0);
    expect(logInfo).toHaveBeenCalledWith('Sierra initialization failed', {
      reason: 'start-failed',
      error: 'TypeError',
    });
    expect(onStarted).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(logInfo).toHaveBeenCalledTimes(1);
    expect(() => stop()).not.toThrow();
  });

  test('goes to console.info when no logger is given', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    startAiAgentChat({
      fetchConfig: async () => shown,
      fetchToken: async () => ({ accessToken: 't', expiresInMs: 600_000 }),
      loadScript: () => {},
      getSdk: () => undefined,
      container,
    });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(info).toHaveBeenCalledWith(
      'Sierra initialization failed',
      expect.objectContaining({ reason: 'timed-out' }),
    );
    info.mockRestore();
  });
});
