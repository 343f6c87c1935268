/**
 * The embedded OpenID provider on its own, as a separate service (`npm run provider`): a stand-in on
 * this machine for the external identity service a lender runs (Keycloak, Auth0). The external-issuer
 * test signs in through it; a developer can point OIDC_ISSUER at it to try the external path.
 *
 * Environment: PORT (default 4320), DATABASE_URL and PERSONAL_DATA_KEY (required: its own database
 * and key), PROVIDER_CLIENT_ID, PROVIDER_CLIENT_SECRET, and PROVIDER_CLIENT_ORIGIN (the relying
 * party's PUBLIC_ORIGIN: its /auth/callback and /auth/signed-out are the registered URLs, and its
 * /login is where "Sign in" leads), and PROVIDER_REDIRECT_PATH (default /auth/callback; as the
 * upstream behind "Continue with Google", /interaction/upstream/google/callback). A password reset here ends the provider's own records, not the
 * relying party's sessions (they end when they expire, as with any external provider).
 */
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import Fastify from 'fastify';
import { createAttemptLimiter } from '../auth/attemptLimiter';
import { createPersonalDataCipher } from '../auth/personalDataCipher';
import { localMailboxService } from '../adapters/mail/localMailbox';
import { installResponseHeaders, securityHeadersFor } from '../http/securityHeaders';
import { migrate, openDatabase } from '../store/database';
import { createEmbeddedProvider, embeddedIssuer, mountEmbeddedProvider } from './embeddedProvider';
import { registerInteractionRoutes } from './interactionRoutes';
import { registerPasswordResetRoutes } from './passwordResetRoutes';
import { registerSignUpRoutes } from './signUpRoutes';
import { defaultScryptSetting } from './passwordHash';
import { loadProviderKeys } from './providerKeys';

function required(name: string): string {
  const value = process.env[name]?.trim();
  if (!value) {
    console.error(`The standalone provider needs ${name}`);
    process.exit(1);
  }
  return value;
}

const port = Number(process.env.PORT ?? '4320');
const databaseUrl = required('DATABASE_URL');
const personalDataKey = Buffer.from(required('PERSONAL_DATA_KEY'), 'base64url');
const clientOrigin = required('PROVIDER_CLIENT_ORIGIN');
const client = {
  clientId: required('PROVIDER_CLIENT_ID'),
  clientSecret: required('PROVIDER_CLIENT_SECRET'),
  redirectUri: `${clientOrigin}${process.env.PROVIDER_REDIRECT_PATH?.trim() || '/auth/callback'}`,
  postLogoutRedirectUri: `${clientOrigin}/auth/signed-out`,
};
const publicOrigin = `http://127.0.0.1:${port}`;

const db = openDatabase(databaseUrl, { maxConnections: 5 });
await migrate(db);
const now = () => new Date();
const provider = createEmbeddedProvider(db, {
  publicOrigin,
  client,
  keys: await loadProviderKeys(db, createPersonalDataCipher(personalDataKey), now()),
  trustProxy: false,
  signInUrl: `${clientOrigin}/login`,
});

const limits = {
  perClient: createAttemptLimiter(db, { name: 'sign-in', max: 20, windowMs: 60_000 }),
  perAccount: createAttemptLimiter(db, { name: 'sign-in-account', max: 10, windowMs: 10 * 60_000 }),
};

const app = Fastify({ logger: { level: 'warn' } });
// Its forms lead back to the relying party on another origin (after sign-in and sign-out).
const securityHeaders = securityHeadersFor([new URL(clientOrigin).origin]);
installResponseHeaders(app, securityHeaders);
await app.register(fastifyCookie);
await app.register(fastifyFormbody);
mountEmbeddedProvider(app, provider, securityHeaders, {
  limiter: createAttemptLimiter(db, { name: 'provider-authorization', max: 60, windowMs: 60_000 }),
  now,
  signInUrl: `${clientOrigin}/login`,
});
// Messages per email address (sign-up confirmations and reset links), apart from sign-in's.
const mailPerAddress = createAttemptLimiter(db, { name: 'mail-per-address', max: 10, windowMs: 10 * 60_000 });
const signUps = {
  db,
  provider,
  now,
  publicOrigin,
  signInUrl: `${clientOrigin}/login`,
  mail: localMailboxService(db, now),
  showMailbox: true,
  perAddress: mailPerAddress,
  hashSetting: defaultScryptSetting,
};
registerSignUpRoutes(app, signUps);
registerInteractionRoutes(app, {
  signUps,
  db,
  provider,
  now,
  hashSetting: defaultScryptSetting,
  limits,
  signInUrl: `${clientOrigin}/login`,
  publicOrigin,
});
registerPasswordResetRoutes(app, {
  db,
  now,
  limits: {
    perClient: limits.perClient,
    perAccount: mailPerAddress,
  },
  hashSetting: defaultScryptSetting,
  publicOrigin,
  signInUrl: `${clientOrigin}/login`,
  issuer: embeddedIssuer(publicOrigin),
  mail: signUps.mail,
  showMailbox: true,
});
app.addHook('onClose', () => db.destroy());

process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
process.once('SIGINT', () => void app.close().then(() => process.exit(0)));
await app.listen({ port, host: '127.0.0.1' });
console.info(`OpenID provider at ${embeddedIssuer(publicOrigin)} for ${client.clientId} (${clientOrigin})`);
