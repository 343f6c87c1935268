import { expect, type Page } from '@playwright/test';
import { withE2eDatabase } from './e2eDatabase';

/** The web client id the server gave this browser (the `rl_web_client` cookie, docs/analytics.md). */
export async function webClientUuidOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'rl_web_client');
  expect(cookie, 'the web client cookie is set').toBeDefined();
  return cookie!.value;
}

/**
 * The special actions the server stored for a web client: the `type: "action"` messages of its
 * monitoring batches (supporting-areas spec §4: not analytics events), by name, oldest first.
 */
export async function storedMonitoringActions(webClientUuid: string): Promise<string[]> {
  const rows = await withE2eDatabase((db) =>
    db
      .selectFrom('monitoring_batches')
      .select('messages')
      .where('web_client_uuid', '=', webClientUuid)
      .orderBy('id')
      .execute(),
  );
  return rows.flatMap((row) =>
    (JSON.parse(row.messages) as { type: string; name?: string }[])
      .filter((message) => message.type === 'action')
      .map((message) => String(message.name)),
  );
}

/** This browser session's id (the `eventbus_browser_session_id` cookie, docs/analytics.md). */
export async function browserSessionIdOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find(
    (candidate) => candidate.name === 'eventbus_browser_session_id',
  );
  expect(cookie, 'the browser-session cookie is set').toBeDefined();
  return cookie!.value;
}

/** The names of the analytics events the server stored for a browser session, oldest first. */
export async function storedEventNames(browserSessionId: string): Promise<string[]> {
  const rows = await withE2eDatabase((db) =>
    db
      .selectFrom('tracked_events')
      .select('name')
      .where('browser_session_id', '=', browserSessionId)
      .orderBy('id')
      .execute(),
  );
  return rows.map((row) => row.name);
}
