/**
 * Starts what the page reports beyond analytics (docs/analytics.md), loaded once the page has settled so none
 * of it is in the first load nor among a signed-in page's own requests (src/main.tsx): the external
 * visit (which names the web client, releasing the analytics queue), the error reporter and browser
 * monitoring with Core Web Vitals from `web-vitals` and the special actions.
 */
import { drainActions, drainActionsWith, recordAction } from '../analytics/actions';
import { setWebClientUuid } from '../analytics/analytics';
import { readCookie, webClientCookie } from '../analytics/browserIds';
import { postJson } from '../analytics/transport';
import { lastResponseHeaders } from '../api/apiRequest';
import { getOperation } from '../api/contract';
import { takeOverErrorReports } from './errorQueue';
import { createErrorReporter } from './errorReporter';
import { recordExternalVisit } from './externalVisit';
import { createMonitoring, isTraced, monitoringDefaults, type MonitoringMessage } from './monitoring';

/** Resolves in a task of its own, after what is waiting (a paint, input). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const webClientUuid = () => readCookie({ get: () => document.cookie, set: () => undefined }, webClientCookie);
const at = () => new Date().toISOString();
const telemetryPaths = ['reportClientErrors', 'postMonitoringBatch', 'recordExternalVisit'].map(
  (operationId) => getOperation(operationId).path,
);

function startMonitoring(): void {
  const monitoring = createMonitoring({
    send: (messages) =>
      postJson(getOperation('postMonitoringBatch').path, { webClientUuid: webClientUuid(), messages }),
  });
  if (!monitoring.sessionSampled) return;
  const page = () => window.location.pathname;
  monitoring.add({
    type: 'telemetry-configuration',
    at: at(),
    sessionSampleRate: monitoringDefaults.sessionSampleRate,
    telemetrySampleRate: monitoringDefaults.telemetrySampleRate,
    telemetryConfigurationSampleRate: monitoringDefaults.telemetryConfigurationSampleRate,
    telemetryUsageSampleRate: monitoringDefaults.telemetryUsageSampleRate,
  });
  // The special actions (supporting-areas spec §4: not analytics events): the device check once per
  // load (what the page runs on, nothing that names the person), a session that expired, a redirect
  // to an outside address, an ignored client error. Sent at once: a redirect leaves the page next.
  recordAction('device-check', {
    value: `viewport=${window.innerWidth}x${window.innerHeight};touch=${'ontouchstart' in window};online=${navigator.onLine}`,
  });
  drainActionsWith('monitoring', () => {
    const actions = drainActions('monitoring');
    for (const { name, properties, at: recordedAt } of actions) {
      const { target, currentRoute, value } = properties;
      monitoring.add({
        type: 'action',
        at: new Date(recordedAt).toISOString(),
        name,
        page: page(),
        ...(target ? { target } : {}),
        ...(currentRoute ? { currentRoute } : {}),
        ...(value ? { value } : {}),
      });
    }
    if (actions.length > 0) monitoring.flush();
  });
  // Timings of the app's own calls, never of the excluded paths nor of telemetry itself.
  if (typeof PerformanceObserver !== 'undefined') {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
        const url = new URL(entry.name, window.location.origin);
        if (
          url.origin !== window.location.origin ||
          !['fetch', 'xmlhttprequest'].includes(entry.initiatorType)
        )
          continue;
        if (!isTraced(url.pathname) || telemetryPaths.includes(url.pathname)) continue;
        monitoring.add({
          type: 'resource',
          at: at(),
          path: url.pathname,
          durationMs: Math.round(entry.duration),
          page: page(),
        });
      }
    }).observe({ type: 'resource', buffered: true });
  }
  import('web-vitals')
    .then(async ({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      const vital = (metric: { name: string; value: number; rating: string; navigationType: string }) =>
        monitoring.add({
          type: 'vital',
          at: at(),
          name: metric.name,
          value: Math.round(metric.value * 1000) / 1000,
          rating: metric.rating,
          navigationType: metric.navigationType,
          page: page(),
        } satisfies MonitoringMessage);
      // Vitals are final when the page is hidden; what is gathered goes with it. Listening first, so
      // a page hidden while the metrics below start still sends what it has.
      addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'hidden') setTimeout(monitoring.flush, 0);
      });
      addEventListener('pagehide', monitoring.flush);
      // Each metric's observer in a task of its own (together, after the module's evaluation, they
      // made one of the longest tasks after load). Each reads the browser's buffered entries when it
      // starts; of interactions the browser buffers only those of 104 ms or more, which are the ones
      // INP reports. CLS first: it sets up web-vitals' shared tracking of when the page was hidden.
      for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) {
        await nextTask();
        on(vital);
      }
      monitoring.add({ type: 'telemetry-usage', at: at(), feature: 'web-vitals' });
    })
    .catch((error: unknown) =>
      monitoring.add({
        type: 'telemetry',
        at: at(),
        message: `web-vitals did not load: ${error instanceof Error ? error.name : 'unknown'}`,
      }),
    );
}

let started = false;

export function startTelemetry(): void {
  if (started) return;
  started = true;
  void recordExternalVisit().then((uuid) => {
    if (uuid) setWebClientUuid(uuid);
  });
  const reporter = createErrorReporter({
    send: (events) => postJson(getOperation('reportClientErrors').path, { events }),
    // Funnel spec §8: each ignored error is logged as an action.
    log: (action, reason) => recordAction(action, { value: reason }),
    page: () => window.location.pathname,
    responseHeaders: lastResponseHeaders,
    webClientUuid,
    ownOrigin: window.location.origin,
  });
  takeOverErrorReports(reporter.report);
  // In a task of its own: the visit and the reporter above, then monitoring (its buffered resource
  // timings and web-vitals), each short, rather than one long task
  // (docs/decisions/0054-telemetry-starts-once-the-page-has-settled.md: TBT). Its observers read buffered
  // entries, so nothing is missed by starting later.
  setTimeout(startMonitoring, 0);
}
