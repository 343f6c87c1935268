/**
 * Page views of the pages the server renders itself (the sign-in pages, the account pages), stored
 * like the app's own `<screen>_page_view` events (docs/analytics.md) with the browser's web client
 * and browser-session ids from their cookies. A browser that never loaded the app has no web client
 * id: nothing is recorded for it. Recording never holds up or breaks the page: a failure is logged.
 */
import type { FastifyRequest } from 'fastify';
import product from '../../schemas/product.json';
import type { AppContext } from '../appContext';
import { insertTrackedEvents } from '../store/telemetry';
import { webClientUuidOf } from './webClientCookie';

export type ServerScreen = 'login' | 'haveAPassword' | 'landing' | 'account';

const browserSessionCookie = 'eventbus_browser_session_id';
const browserSessionPattern = /^[A-Za-z0-9-]{8,64}$/;

export function serverPageViews(ctx: AppContext) {
  return (request: FastifyRequest, screen: ServerScreen): void => {
    const webClientUuid = webClientUuidOf(request);
    if (!webClientUuid) return;
    const session = request.cookies[browserSessionCookie];
    const browserSessionId = session && browserSessionPattern.test(session) ? session : null;
    const at = ctx.now();
    const eventAt = at.toISOString();
    // The route, not the address: a sign-in page's path names its live interaction, its query can
    // carry a one-time token.
    const page = request.routeOptions.url ?? '';
    insertTrackedEvents(
      ctx.db,
      [
        {
          name: `${screen}_page_view`,
          actionType: 'view',
          screen,
          webClientUuid,
          browserSessionId,
          applicationUuid: null,
          stepFileVersion: null,
          properties: {
            context: { webClientUuid, productType: product.productTypeName },
            page,
            // Who signs in is not known yet on these pages, and not recorded on the account pages.
            userUuid: null,
            webClientUuid,
            ...(browserSessionId ? { browserSessionId } : {}),
            eventTimestamp: eventAt,
            actionType: 'view',
          },
          eventAt,
        },
      ],
      at,
    ).catch((error: unknown) => request.log.warn({ err: error, screen }, 'server page view not recorded'));
  };
}
