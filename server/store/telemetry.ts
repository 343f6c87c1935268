/**
 * What the app's telemetry sends (docs/analytics.md): tracked events, external visits, client error reports
 * and monitoring batches, each kept until the retention setting (TELEMETRY_RETENTION_DAYS) passes.
 * Callers have already refused anything that looks like an SSN or a birth date.
 */
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

export function insertTrackedEvents(db: Db, events: StoredEvent[], now: Date): void {
  const insert = db.prepare(
    `INSERT INTO tracked_events (name, action_type, screen, web_client_uuid, browser_session_id,
       application_uuid, step_file_version, properties, event_at, received_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    for (const event of events) {
      insert.run(
        event.name,
        event.actionType,
        event.screen,
        event.webClientUuid,
        event.browserSessionId,
        event.applicationUuid,
        event.stepFileVersion,
        JSON.stringify(event.properties),
        event.eventAt,
        now.toISOString(),
      );
    }
  })();
}

export function insertExternalVisit(
  db: Db,
  visit: {
    webClientUuid: string;
    url: string | null;
    referrer: string | null;
    params: Record<string, string>;
  },
  now: Date,
): void {
  db.prepare(
    `INSERT INTO external_visits (web_client_uuid, landing_page_url, landing_page_referrer, params, received_at)
     VALUES (?, ?, ?, ?, ?)`,
  ).run(visit.webClientUuid, visit.url, visit.referrer, JSON.stringify(visit.params), now.toISOString());
}

export function insertClientErrorReports(
  db: Db,
  reports: Array<{ webClientUuid: string | null; report: unknown }>,
  now: Date,
): void {
  const insert = db.prepare(
    'INSERT INTO client_error_reports (web_client_uuid, report, received_at) VALUES (?, ?, ?)',
  );
  db.transaction(() => {
    for (const { webClientUuid, report } of reports)
      insert.run(webClientUuid, JSON.stringify(report), now.toISOString());
  })();
}

export function insertMonitoringBatch(
  db: Db,
  batch: { webClientUuid: string | null; messages: unknown[] },
  now: Date,
): void {
  db.prepare(
    'INSERT INTO monitoring_batches (web_client_uuid, messages, message_count, received_at) VALUES (?, ?, ?, ?)',
  ).run(batch.webClientUuid, JSON.stringify(batch.messages), batch.messages.length, now.toISOString());
}

const telemetryTables = ['tracked_events', 'external_visits', 'client_error_reports', 'monitoring_batches'];

/** Deletes everything received before the cut-off; answers how many rows went. */
export function purgeTelemetryBefore(db: Db, cutoff: Date): number {
  let deleted = 0;
  for (const table of telemetryTables) {
    deleted += db.prepare(`DELETE FROM ${table} WHERE received_at < ?`).run(cutoff.toISOString()).changes;
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
export function funnelEvents(
  db: Db,
  range: { from: string; to: string; stepFileVersion?: string },
): FunnelEventRow[] {
  const rows = db
    .prepare(
      `SELECT name, screen, browser_session_id, event_at, properties FROM tracked_events
       WHERE screen IS NOT NULL AND event_at >= ? AND event_at <= ?
         AND (? IS NULL OR step_file_version = ?)
       ORDER BY event_at, id`,
    )
    .all(range.from, range.to, range.stepFileVersion ?? null, range.stepFileVersion ?? null) as Array<{
    name: string;
    screen: string;
    browser_session_id: string | null;
    event_at: string;
    properties: string;
  }>;
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

export function stepFileVersionsSeen(db: Db): string[] {
  return (
    db
      .prepare(
        'SELECT DISTINCT step_file_version FROM tracked_events WHERE step_file_version IS NOT NULL ORDER BY 1',
      )
      .all() as Array<{ step_file_version: string }>
  ).map((row) => row.step_file_version);
}
