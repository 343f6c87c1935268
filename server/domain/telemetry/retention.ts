/**
 * Retention (TELEMETRY_RETENTION_DAYS): analytics, visits, error reports and monitoring older than the
 * setting are deleted, and so are attempt-limit windows that ended a day ago (longer than any limit's
 * window). The hourly purge-telemetry job runs it on one instance, so it happens with no traffic too.
 */
import { deleteEndedAttemptWindows } from '../../auth/attemptLimiter';
import type { Db } from '../../store/database';
import { purgeTelemetryBefore } from '../../store/telemetry';

const dayMs = 24 * 60 * 60_000;

export async function purgeExpiredTelemetry(db: Db, now: Date, retentionDays: number): Promise<void> {
  await purgeTelemetryBefore(db, new Date(now.getTime() - retentionDays * dayMs));
  await deleteEndedAttemptWindows(db, new Date(now.getTime() - dayMs));
}
