/**
 * What the app's telemetry sends (docs/analytics.md): tracked events, external visits, client error reports
 * and monitoring batches, each kept until the retention setting (TELEMETRY_RETENTION_DAYS) passes.
 * Callers have already refused anything that looks like an SSN or a birth date.
 */
import { sql, type NotNull } from 'kysely';
import type { Db } from './database';

export interface StoredEvent {
  name: string;
  actionType: string | null;
  screen: string | null;
  webClientUuid: string | null;
  browserSessionId: string | null;
  applicationUuid: string | null;
  stepFileVersion: string | null;
  properties: Record<string, unknown>;
  eventAt: string;
}

export async function insertTrackedEvents(db: Db, events: StoredEvent[], now: Date): Promise<void> {
  if (events.length === 0) return;
  // One statement: the whole batch or none of it (the contract allows at most 50 events).
  await db
    .insertInto('tracked_events')
    .values(
      events.map((event) => ({
        name: event.name,
        action_type: event.actionType,
        screen: event.screen,
        web_client_uuid: event.webClientUuid,
        browser_session_id: event.browserSessionId,
        application_uuid: event.applicationUuid,
        step_file_version: event.stepFileVersion,
        properties: JSON.stringify(event.properties),
        event_at: event.eventAt,
        received_at: now.toISOString(),
      })),
    )
    .execute();
}

export async function insertExternalVisit(
  db: Db,
  visit: {
    webClientUuid: string;
    url: string | null;
    referrer: string | null;
    params: Record<string, string>;
  },
  now: Date,
): Promise<void> {
  await db
    .insertInto('external_visits')
    .values({
      web_client_uuid: visit.webClientUuid,
      landing_page_url: visit.url,
      landing_page_referrer: visit.referrer,
      params: JSON.stringify(visit.params),
      received_at: now.toISOString(),
    })
    .execute();
}

export async function insertClientErrorReports(
  db: Db,
  reports: Array<{ webClientUuid: string | null; report: unknown }>,
  now: Date,
): Promise<void> {
  if (reports.length === 0) return;
  // One statement: the whole batch or none of it.
  await db
    .insertInto('client_error_reports')
    .values(
      reports.map(({ webClientUuid, report }) => ({
        web_client_uuid: webClientUuid,
        report: JSON.stringify(report),
        received_at: now.toISOString(),
      })),
    )
    .execute();
}

export async function insertMonitoringBatch(
  db: Db,
  batch: { webClientUuid: string | null; messages: unknown[] },
  now: Date,
): Promise<void> {
  await db
    .insertInto('monitoring_batches')
    .values({
      web_client_uuid: batch.webClientUuid,
      messages: JSON.stringify(batch.messages),
      message_count: batch.messages.length,
      received_at: now.toISOString(),
    })
    .execute();
}

const telemetryTables = [
  'tracked_events',
  'external_visits',
  'client_error_reports',
  'monitoring_batches',
] as const;

/** Deletes everything received before the cut-off; answers how many rows went. */
export async function purgeTelemetryBefore(db: Db, cutoff: Date): Promise<number> {
  let deleted = 0;
  for (const table of telemetryTables) {
    const result = await db
      .deleteFrom(table)
      .where('received_at', '<', cutoff.toISOString())
      .executeTakeFirst();
    deleted += Number(result.numDeletedRows);
  }
  return deleted;
}

export interface FunnelEventRow {
  name: string;
  screen: string;
  browserSessionId: string | null;
  eventAt: string;
  fieldErrorCodes: string[];
}

/** Events of tracked screens between two instants, optionally of one step-file version, oldest first. */
export async function funnelEvents(
  db: Db,
  range: { from: string; to: string; stepFileVersion?: string },
): Promise<FunnelEventRow[]> {
  let query = db
    .selectFrom('tracked_events')
    .select(['name', 'screen', 'browser_session_id', 'event_at', 'properties'])
    .where('screen', 'is not', null)
    .where('event_at', '>=', range.from)
    .where('event_at', '<=', range.to);
  if (range.stepFileVersion !== undefined) {
    query = query.where('step_file_version', '=', range.stepFileVersion);
  }
  const rows = await query.orderBy('event_at').orderBy('id').$narrowType<{ screen: NotNull }>().execute();
  return rows.map((row) => {
    const codes = (JSON.parse(row.properties) as { fieldErrorCodes?: unknown }).fieldErrorCodes;
    return {
      name: row.name,
      screen: row.screen,
      browserSessionId: row.browser_session_id,
      eventAt: row.event_at,
      fieldErrorCodes: Array.isArray(codes) ? codes.filter((code) => typeof code === 'string') : [],
    };
  });
}

export async function stepFileVersionsSeen(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('tracked_events')
    .select('step_file_version')
    .where('step_file_version', 'is not', null)
    .$narrowType<{ step_file_version: NotNull }>()
    .groupBy('step_file_version')
    // Byte order, whatever the database's locale: the order the report has always listed them in.
    .orderBy(sql`step_file_version COLLATE "C"`)
    .execute();
  return rows.map((row) => row.step_file_version);
}
