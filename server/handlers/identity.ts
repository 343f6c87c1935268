/** GET /small_dollar_loan/api/identity: hands the signed-in app its bearer and CSRF tokens (spec §7 Identity). */
import { readSession } from '../auth/sessionCookie';
import { currentAccessToken } from '../store/sessions';
import { findUser } from '../store/users';
import type { HandlerMap } from '../http/operationHandler';

export const identityHandlers: HandlerMap = {
  getIdentity: ({ request, reply, ctx }) => {
    reply.header('Cache-Control', 'no-store');
    const session = readSession(request, ctx);
    const user = session ? findUser(ctx.db, session.userUuid) : null;
    if (!session || !user) return { loggedIn: false };
    const token = currentAccessToken(ctx.db, session, ctx.now());
    return {
      accessToken: token.accessToken,
      csrfToken: token.csrfToken,
      currentUserUuid: user.uuid,
      givenName: user.givenName,
      familyName: user.familyName,
      name: `${user.givenName} ${user.familyName}`,
      loggedIn: true,
    };
  },
};
