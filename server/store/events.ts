/** Funnel events the app reports (POST /event/application-started), kept for analytics. */
import type { Db } from './database';

export async function recordEvent(
  db: Db,
  name: string,
  userUuid: string,
  applicationUuid: string | null,
  now: Date,
): Promise<void> {
  await db
    .insertInto('events')
    .values({ name, user_uuid: userUuid, application_uuid: applicationUuid, created_at: now.toISOString() })
    .execute();
}
