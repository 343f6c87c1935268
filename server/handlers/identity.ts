/** GET /small_dollar_loan/api/identity: hands the signed-in app its bearer and CSRF tokens (spec §7 Identity). */
import { readSession } from '../auth/sessionCookie';
import { currentAccessToken } from '../store/sessions';
import { findUser } from '../store/users';
import type { HandlerMap } from '../http/operationHandler';

export const identityHandlers: HandlerMap = {
  getIdentity: async ({ request, reply, ctx }) => {
    reply.header('Cache-Control', 'no-store');
    const session = await readSession(request, ctx);
    const user = session ? await findUser(ctx.db, session.userUuid) : null;
    if (!session || !user) return { loggedIn: false };
    const token = await currentAccessToken(ctx.db, session, ctx.now());
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
