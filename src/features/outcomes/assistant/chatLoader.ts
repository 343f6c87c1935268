/**
 * Starting the chat assistant (supporting-areas §4 "Chat assistant", §8, §9; docs/assistant.md), as
 * plain logic with everything it touches injected: the configuration and token calls, the chat
 * script, the clock and the log. It polls every 1000 ms, at most 10 times, until the configuration,
 * the token and the chat script are all there; starts the chat only when the configuration says
 * shouldShowAiAgentChatWindow; fetches a new token before the one in use expires (or when the chat
 * reports it refused); and a start that fails is logged at info as "Sierra initialization failed"
 * and otherwise ignored. The function it returns stops everything and removes the panel.
 */
import type { ChatColors, ChatEvent, ChatHandle, ChatLabels, ChatSdk } from './chatSdk';

export const chatPollIntervalMs = 1000;
export const chatPollMaxTries = 10;
/** A new token is fetched this long before the current one expires, so a question never carries a dead one. */
export const tokenRefreshMarginMs = 30_000;
export const initializationFailedMessage = 'Sierra initialization failed';

export type AiAgentConfig = {
  shouldShowAiAgentChatWindow: boolean;
  sierraChatId: string;
  staticSierraConfig: { display: string; customGreeting: string };
};

export type AiAgentToken = { accessToken: string; expiresInMs: number };

export type ChatClock = {
  now: () => number;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (timer: unknown) => void;
};

export type ChatLoaderOptions = {
  fetchConfig: (signal: AbortSignal) => Promise<AiAgentConfig>;
  fetchToken: (signal: AbortSignal) => Promise<AiAgentToken>;
  /** Adds the chat script to the page; called while the SDK is missing, so it must be idempotent. */
  loadScript: () => void;
  /** The SDK the chat script defines, once it has run. */
  getSdk: () => ChatSdk | undefined;
  container: HTMLElement;
  labels?: ChatLabels;
  colors?: ChatColors;
  /** False when the host has its own close control (the turndown modal). */
  showClose?: boolean;
  onStarted?: () => void;
  /** The applicant closed the panel; without a handler the chat simply stops. */
  onClose?: () => void;
  clock?: ChatClock;
  logInfo?: (message: string, detail: Record<string, string>) => void;
};

const systemClock: ChatClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
};

const errorName = (error: unknown) => (error instanceof Error ? error.name : 'unknown');

/** Starts loading the chat into `options.container`; returns the clean-up (stop polling, drop the panel). */
export function startAiAgentChat(options: ChatLoaderOptions): () => void {
  const clock = options.clock ?? systemClock;
  const logInfo = options.logInfo ?? ((message, detail) => console.info(message, detail));
  const aborter = new AbortController();
  let stopped = false;
  let tries = 0;
  let pollTimer: unknown = null;
  let refreshTimer: unknown = null;
  let config: AiAgentConfig | null = null;
  let token: { accessToken: string; expiresAt: number } | null = null;
  let configPending = false;
  let tokenPending = false;
  let lastError = 'none';
  let handle: ChatHandle | null = null;
  let refreshFailures = 0;

  const wanted = () => config !== null && config.shouldShowAiAgentChatWindow && config.sierraChatId !== '';

  function requestConfig() {
    if (configPending || config) return;
    configPending = true;
    options.fetchConfig(aborter.signal).then(
      (answer) => {
        configPending = false;
        if (stopped) return;
        config = answer;
        // No assistant configured, or not on this page: nothing to poll for and nothing to log.
        if (!wanted()) return finish();
        requestToken();
        options.loadScript();
        checkReady();
      },
      (error: unknown) => {
        configPending = false;
        lastError = errorName(error);
      },
    );
  }

  function requestToken() {
    if (tokenPending || (token && handle === null)) return;
    tokenPending = true;
    options.fetchToken(aborter.signal).then(
      (answer) => {
        tokenPending = false;
        if (stopped) return;
        refreshFailures = 0;
        token = { accessToken: answer.accessToken, expiresAt: clock.now() + answer.expiresInMs };
        if (handle) {
          handle.setToken(token.accessToken);
          scheduleRefresh();
        } else checkReady();
      },
      (error: unknown) => {
        tokenPending = false;
        lastError = errorName(error);
        if (stopped || !handle) return;
        // A running chat keeps trying for a fresh token a few times; then it waits for a refusal.
        refreshFailures += 1;
        if (refreshFailures < chatPollMaxTries)
          refreshTimer = clock.setTimeout(requestToken, chatPollIntervalMs);
      },
    );
  }

  function scheduleRefresh() {
    if (!token) return;
    clock.clearTimeout(refreshTimer);
    const wait = Math.max(0, token.expiresAt - clock.now() - tokenRefreshMarginMs);
    refreshTimer = clock.setTimeout(requestToken, wait);
  }

  function onEvent(event: ChatEvent) {
    if (stopped) return;
    if (event.type === 'token-rejected') requestToken();
    if (event.type === 'closed') {
      if (options.onClose) options.onClose();
      else stop();
    }
  }

  function checkReady(): boolean {
    const sdk = options.getSdk();
    if (!config || !wanted() || !token || !sdk || handle) return false;
    finish();
    try {
      handle = sdk.start({
        chatId: config.sierraChatId,
        token: token.accessToken,
        container: options.container,
        greeting: config.staticSierraConfig.customGreeting,
        display: config.staticSierraConfig.display,
        ...(options.labels ? { labels: options.labels } : {}),
        ...(options.colors ? { colors: options.colors } : {}),
        showClose: options.showClose ?? true,
        onEvent,
      });
    } catch (error) {
      logInfo(initializationFailedMessage, { reason: 'start-failed', error: errorName(error) });
      return true;
    }
    scheduleRefresh();
    options.onStarted?.();
    return true;
  }

  function missing(): string {
    const parts = [];
    if (!config) parts.push('config');
    if (!token) parts.push('token');
    if (!options.getSdk()) parts.push('script');
    return parts.join(',');
  }

  function tick() {
    pollTimer = null;
    if (stopped) return;
    tries += 1;
    if (checkReady()) return;
    if (tries >= chatPollMaxTries) {
      logInfo(initializationFailedMessage, { reason: 'timed-out', missing: missing(), error: lastError });
      return;
    }
    // Whatever failed is asked for again on the next beat.
    requestConfig();
    if (wanted()) {
      requestToken();
      if (!options.getSdk()) options.loadScript();
    }
    pollTimer = clock.setTimeout(tick, chatPollIntervalMs);
  }

  /** Polling is over: the chat started, failed to, or is not wanted here. */
  function finish() {
    clock.clearTimeout(pollTimer);
    pollTimer = null;
  }

  function stop() {
    if (stopped) return;
    stopped = true;
    finish();
    clock.clearTimeout(refreshTimer);
    aborter.abort();
    handle?.stop();
    handle = null;
  }

  requestConfig();
  pollTimer = clock.setTimeout(tick, chatPollIntervalMs);
  return stop;
}
