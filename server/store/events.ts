/** Funnel events the app reports (POST /event/application-started), kept for analytics. */
import type { Db } from './database';

export function recordEvent(
  db: Db,
  name: string,
  userUuid: string,
  applicationUuid: string | null,
  now: Date,
): void {
  db.prepare('INSERT INTO events (name, user_uuid, application_uuid, created_at) VALUES (?, ?, ?, ?)').run(
    name,
    userUuid,
    applicationUuid,
    now.toISOString(),
  );
}
