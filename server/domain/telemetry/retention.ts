/**
 * Retention (TELEMETRY_RETENTION_DAYS): analytics, visits, error reports and monitoring older than the
 * setting are deleted, and so are attempt-limit windows that ended a day ago (longer than any limit's
 * window), sign-in requests never finished, and the embedded provider's records, password-reset
 * links, unconfirmed sign-ups and local mail a day past their expiry. The hourly purge-telemetry job runs it on one instance, so it happens with no traffic too.
 */
import { deleteEndedAttemptWindows } from '../../auth/attemptLimiter';
import { deleteExpiredIdentityProviderRecords } from '../../store/identityProviderRecords';
import { deleteExpiredSignInRequests } from '../../store/signInRequests';
import { deleteMailBefore } from '../../store/mailOutbox';
import { deleteExpiredPasswordResets } from '../../store/passwordResets';
import { deleteExpiredSignUps } from '../../store/accountSignUps';
import type { Db } from '../../store/database';
import { purgeTelemetryBefore } from '../../store/telemetry';

const dayMs = 24 * 60 * 60_000;

export async function purgeExpiredTelemetry(db: Db, now: Date, retentionDays: number): Promise<void> {
  await purgeTelemetryBefore(db, new Date(now.getTime() - retentionDays * dayMs));
  await deleteEndedAttemptWindows(db, new Date(now.getTime() - dayMs));
  // Sign-in requests never finished, and the embedded provider's expired records.
  await deleteExpiredSignInRequests(db, now);
  await deleteExpiredIdentityProviderRecords(db, new Date(Date.now() - dayMs));
  await deleteExpiredPasswordResets(db, new Date(now.getTime() - dayMs));
  await deleteExpiredSignUps(db, new Date(now.getTime() - dayMs));
  await deleteMailBefore(db, new Date(now.getTime() - dayMs));
}
