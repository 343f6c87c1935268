/**
 * The client error reporter (funnel spec §8, §9; docs/analytics.md). Ignored, each logged as an action:
 * chunk-load failures after a deploy, HTTP 4xx answers, "Network Error" / "Request aborted",
 * vendor-script noise, the ResizeObserver loop message and "Script error." without details. At most
 * 50 reports per page load, tagged release stage "production" and the last answer's X-Request-Id and
 * cf-ray. Anything that looks like an SSN or a birth date is redacted first. Pure: sending, the
 * clock, the page and the log are injected.
 */
import { redactSensitive } from '../../../core/analytics/sensitiveValues';

export const maxReportsPerLoad = 50;
export const releaseStage = 'production';

export type ClientErrorReport = {
  errorClass: string;
  message: string;
  stack?: string;
  releaseStage: typeof releaseStage;
  page: string;
  occurredAt: string;
  requestId: string | null;
  cfRay: string | null;
  webClientUuid: string | null;
};

/** What the browser says about an uncaught error: its source file and line, when it knows them. */
export type ErrorSource = { filename?: string; lineno?: number };

type ReporterDeps = {
  send: (reports: ClientErrorReport[]) => void;
  log: (action: string, detail: string) => void;
  page: () => string;
  responseHeaders: () => { requestId: string | null; cfRay: string | null };
  webClientUuid: () => string | null;
  ownOrigin: string;
  now?: () => number;
};

const chunkLoadFailure =
  /ChunkLoadError|Loading (CSS )?chunk \S+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;
const networkFailure = /^(Network Error|Request aborted)$/i;
const resizeObserverLoop = /ResizeObserver loop (limit exceeded|completed with undelivered notifications)/i;
const extensionFrame = /(chrome|moz|safari(-web)?)-extension:\/\//i;

function describe(error: unknown): { errorClass: string; message: string; stack?: string; status?: number } {
  if (error instanceof Error) {
    const status = (error as { status?: unknown }).status;
    return {
      errorClass: error.name,
      message: error.message,
      ...(error.stack ? { stack: error.stack } : {}),
      ...(typeof status === 'number' ? { status } : {}),
    };
  }
  return { errorClass: 'Error', message: typeof error === 'string' ? error : 'Non-error value thrown' };
}

/** Why an error is not reported (funnel spec §8), or null when it is. */
export function ignoreReason(error: unknown, source: ErrorSource, ownOrigin: string): string | null {
  const { errorClass, message, stack, status } = describe(error);
  if (chunkLoadFailure.test(`${errorClass}: ${message}`)) return 'chunk-load-failure';
  if (status !== undefined && status >= 400 && status < 500) return 'http-4xx';
  if (networkFailure.test(message) || errorClass === 'NetworkError' || errorClass === 'AbortError')
    return 'network-error';
  if (resizeObserverLoop.test(message)) return 'resize-observer-loop';
  if (message === 'Script error.' && !stack && !source.filename) return 'script-error-without-details';
  const file = source.filename ?? '';
  if (extensionFrame.test(file) || extensionFrame.test(stack ?? '')) return 'vendor-script';
  if (/^https?:\/\//.test(file) && !file.startsWith(ownOrigin)) return 'vendor-script';
  return null;
}

export function createErrorReporter(deps: ReporterDeps) {
  const now = deps.now ?? Date.now;
  let reported = 0;
  return {
    /** Reports the error unless a rule ignores it or 50 went already; says what happened. */
    report(error: unknown, source: ErrorSource = {}): 'sent' | 'ignored' | 'over-limit' {
      const reason = ignoreReason(error, source, deps.ownOrigin);
      if (reason) {
        deps.log('client-error-ignored', reason);
        return 'ignored';
      }
      if (reported >= maxReportsPerLoad) return 'over-limit';
      reported += 1;
      const { errorClass, message, stack } = describe(error);
      deps.send([
        {
          errorClass: redactSensitive(errorClass).slice(0, 200),
          message: redactSensitive(message).slice(0, 2000),
          ...(stack ? { stack: redactSensitive(stack).slice(0, 16_000) } : {}),
          releaseStage,
          page: deps.page().slice(0, 500),
          occurredAt: new Date(now()).toISOString(),
          ...deps.responseHeaders(),
          webClientUuid: deps.webClientUuid(),
        },
      ]);
      return 'sent';
    },
  };
}
