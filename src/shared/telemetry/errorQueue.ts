/**
 * Where errors go before the reporter has loaded (it loads after the first paint): up to 50 wait,
 * then the reporter takes them and every later one. Small on purpose: it is in the first load.
 */
import type { ErrorSource } from './errorReporter';

type Report = (error: unknown, source: ErrorSource) => void;

const early: Array<[unknown, ErrorSource]> = [];
let report: Report | null = null;

export function reportClientError(error: unknown, source: ErrorSource = {}): void {
  if (report) report(error, source);
  else if (early.length < 50) early.push([error, source]);
}

export function takeOverErrorReports(reporter: Report): void {
  report = reporter;
  for (const [error, source] of early.splice(0, early.length)) reporter(error, source);
}

/** Uncaught errors and rejections of the page, from its first script on. */
export function listenForUncaughtErrors(target: Window): void {
  target.addEventListener('error', (event) =>
    reportClientError(event.error ?? event.message, { filename: event.filename, lineno: event.lineno }),
  );
  target.addEventListener('unhandledrejection', (event) => reportClientError(event.reason));
}
