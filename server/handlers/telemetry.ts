/**
 * The telemetry the app sends (docs/analytics.md, supporting-areas spec §7, §9, funnel spec §8): analytics
 * events, the external visit, client error reports and monitoring batches, stored for
 * TELEMETRY_RETENTION_DAYS; and the staff funnel report counted from them (docs/analytics.md).
 */
import { actionTypeOf, isSpecialAction, isTrackedEventName } from '../../core/analytics/eventNames';
import { ApiError, unauthorized } from '../http/apiError';
import {
  funnelEvents,
  insertClientErrorReports,
  insertExternalVisit,
  insertMonitoringBatch,
  insertTrackedEvents,
  stepFileVersionsSeen,
} from '../store/telemetry';
import { funnelNumbers } from '../domain/telemetry/funnelReport';
import { redactSensitiveValues } from '../../core/analytics/sensitiveValues';
import { refuseCrossSite } from '../http/telemetryGuards';
import { ensureWebClientUuid, webClientUuidOf } from '../http/webClientCookie';
import { purgeExpiredTelemetry } from '../domain/telemetry/retention';
import type { AppContext } from '../appContext';
import type { HandlerMap } from '../http/operationHandler';

export interface TelemetryOptions {
  /** TELEMETRY_RETENTION_DAYS: telemetry received longer ago is deleted (default 30). */
  retentionDays: number;
  /** FUNNEL_REPORT_TOKEN: staff send it as X-Staff-Token; null leaves the report open (reference server). */
  staffToken: string | null;
}

const purgeEveryMs = 60 * 60_000;

function screenOfEvent(name: string): string | null {
  return name.split('_')[0] ?? null;
}

export function telemetryHandlers(options: TelemetryOptions): HandlerMap {
  let lastPurge = Number.NEGATIVE_INFINITY;
  /**
   * Retention also runs with the writes, at most hourly per instance, so a busy instance never waits
   * for the hourly purge-telemetry job to keep the tables to the setting.
   */
  const purgeIfDue = async (ctx: AppContext) => {
    const now = ctx.now().getTime();
    if (now - lastPurge < purgeEveryMs) return;
    lastPurge = now;
    await purgeExpiredTelemetry(ctx.db, ctx.now(), options.retentionDays);
  };

  return {
    trackEvents: async ({ request, ctx }) => {
      refuseCrossSite(request);
      const { events } = request.body;
      // A special action (session expired, device check) is a monitoring action, never an analytics event.
      const unknown = events.map((event) => event.name).filter((name) => !isTrackedEventName(name));
      if (unknown.length > 0) {
        throw new ApiError({
          statusCode: 400,
          exceptionType: 'UnknownEventName',
          message: `Unknown analytics event names: ${[...new Set(unknown)].join(', ')}`,
        });
      }
      await purgeIfDue(ctx);
      await insertTrackedEvents(
        ctx.db,
        // Stored redacted: a value that only looks like an SSN or a birth date never costs the batch.
        redactSensitiveValues(events).map(({ name, properties }) => ({
          name,
          actionType: properties.actionType ?? actionTypeOf(name) ?? null,
          screen: screenOfEvent(name),
          webClientUuid: properties.webClientUuid,
          browserSessionId: properties.browserSessionId,
          applicationUuid: properties.context.applicationUuid ?? null,
          stepFileVersion: properties.stepFileVersion ?? null,
          properties,
          eventAt: properties.eventTimestamp,
        })),
        ctx.now(),
      );
      return { accepted: events.length };
    },

    recordExternalVisit: async ({ request, reply, ctx }) => {
      const { landing_page_referrer: referrer, landing_page_url: url, ...params } = request.query;
      // The visitor's id is issued whatever the address holds; what is stored is redacted.
      const webClientUuid = ensureWebClientUuid(request, reply);
      await purgeIfDue(ctx);
      await insertExternalVisit(
        ctx.db,
        {
          webClientUuid,
          url: url === undefined ? null : redactSensitiveValues(url),
          referrer: referrer === undefined ? null : redactSensitiveValues(referrer),
          params: redactSensitiveValues(params as Record<string, string>),
        },
        ctx.now(),
      );
      return { webClientUuid };
    },

    reportClientErrors: async ({ request, ctx }) => {
      refuseCrossSite(request);
      await purgeIfDue(ctx);
      await insertClientErrorReports(
        ctx.db,
        redactSensitiveValues(request.body.events).map((report) => ({
          webClientUuid: report.webClientUuid ?? webClientUuidOf(request),
          report,
        })),
        ctx.now(),
      );
      return { accepted: request.body.events.length };
    },

    postMonitoringBatch: async ({ request, ctx }) => {
      refuseCrossSite(request);
      const unknownActions = request.body.messages
        .filter((message) => message.type === 'action')
        .map((message) => String(message['name']))
        .filter((name) => !isSpecialAction(name));
      if (unknownActions.length > 0) {
        throw new ApiError({
          statusCode: 400,
          exceptionType: 'UnknownActionName',
          message: `Unknown monitoring action names: ${[...new Set(unknownActions)].join(', ')}`,
        });
      }
      await purgeIfDue(ctx);
      await insertMonitoringBatch(
        ctx.db,
        {
          webClientUuid: request.body.webClientUuid ?? webClientUuidOf(request),
          messages: redactSensitiveValues(request.body.messages),
        },
        ctx.now(),
      );
      return { accepted: request.body.messages.length };
    },

    getFunnelReport: async ({ request, ctx }) => {
      if (options.staffToken !== null && request.headers['x-staff-token'] !== options.staffToken) {
        throw unauthorized('The funnel report needs the staff token (X-Staff-Token)');
      }
      const today = ctx.now().toISOString().slice(0, 10);
      const { from, to = today, stepFileVersion } = request.query;
      const numbers = funnelNumbers(
        await funnelEvents(ctx.db, {
          from: from ? `${from}T00:00:00.000Z` : '0000',
          to: `${to}T23:59:59.999Z`,
          ...(stepFileVersion ? { stepFileVersion } : {}),
        }),
      );
      return {
        ...numbers,
        totalEvents: numbers.steps.reduce((sum, step) => sum + step.views + step.submits + step.failures, 0),
        stepFileVersions: await stepFileVersionsSeen(ctx.db),
      };
    },
  };
}
