/**
 * The external visit (supporting-areas spec §7): GET /tracking/external-visit once per page load,
 * with landing_page_referrer, landing_page_url and every query parameter of the page. The answer
 * names the web client id, which the server also sets as a cookie.
 */
import { getOperation } from '../api/contract';
import { landing } from './landing';

export function externalVisitQuery(href: string, referrer: string): URLSearchParams {
  const page = new URL(href);
  const query = new URLSearchParams();
  for (const [name, value] of page.searchParams) {
    if (name !== 'landing_page_referrer' && name !== 'landing_page_url') query.set(name, value);
  }
  query.set('landing_page_referrer', referrer);
  query.set('landing_page_url', href);
  return query;
}

let sent: Promise<string | null> | null = null;

/**
 * The web client id the server answers (null when the call fails); sent only once per load, for the
 * page as landed on (src/shared/telemetry/landing.ts). `keepalive` for a page being left: the request
 * outlives it.
 */
export function recordExternalVisit({ keepalive = false }: { keepalive?: boolean } = {}): Promise<
  string | null
> {
  sent ??= fetch(
    `${getOperation('recordExternalVisit').path}?${externalVisitQuery(landing.href, landing.referrer)}`,
    { credentials: 'same-origin', headers: { Accept: 'application/json' }, keepalive },
  )
    .then((response) => (response.ok ? response.json() : null))
    .then((body: { result?: { webClientUuid?: string } } | null) => body?.result?.webClientUuid ?? null)
    .catch(() => null);
  return sent;
}
