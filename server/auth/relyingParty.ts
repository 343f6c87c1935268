/**
 * This server as an OpenID Connect relying party (openid-client, docs/decisions/0066-openid-connect-sign-in.md): authorization
 * code flow with PKCE (S256), state and nonce; the ID token checked for issuer, audience, expiry,
 * nonce and its signature against the provider's published keys. The provider is the embedded one
 * (server/identityProvider) unless OIDC_ISSUER names another.
 */
import * as oidc from 'openid-client';

export interface RelyingPartySettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** Where the provider's sign-out returns; unset: this party never signs out there (an upstream). */
  postLogoutRedirectUri?: string;
  /** Default 'openid email profile'; Apple names its own ('openid email name'). */
  scope?: string;
  /** How the client proves itself at the token endpoint; default HTTP Basic (Apple takes the form body). */
  clientAuthentication?: 'client_secret_basic' | 'client_secret_post';
  /** 'form_post': the provider posts its answer to the callback (Apple, when asked for email or name). */
  responseMode?: 'form_post';
  /** How the provider is reached: the embedded one is called in-process (server/identityProvider). */
  fetch?: oidc.CustomFetch;
}

/** What a sign-in request must remember until its callback. */
export interface SignInSecrets {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface VerifiedIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  /** The provider says it has proven the address (email_verified). */
  emailVerified: boolean;
  /** How the person proved who they are (the ID token's `amr`), e.g. ["pwd"]; [] when not said. */
  methods: string[];
  givenName: string;
  familyName: string;
}

export interface RelyingParty {
  issuer: string;
  /** Where to send the browser to sign in (or, with `create`, to create an account). */
  authorizationUrl: (secrets: SignInSecrets, options: { create: boolean }) => Promise<URL>;
  /** The verified identity from a callback URL; throws SignInRefused when anything does not check out. */
  finish: (callbackUrl: URL, secrets: SignInSecrets) => Promise<VerifiedIdentity>;
  /** The provider's sign-out address, or null when it has none (then only the local session ends). */
  endSessionUrl: (state: string) => Promise<URL | null>;
}

/** A callback that was refused: `reason` is for the log (never the tokens); the person gets one sentence. */
export class SignInRefused extends Error {
  constructor(readonly reason: string) {
    super(`Sign-in refused: ${reason}`);
  }
}

export function newSignInSecrets(): SignInSecrets {
  return {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    codeVerifier: oidc.randomPKCECodeVerifier(),
  };
}

/** The library's error, reduced to a code and a short reason safe to log. */
function refusalReason(error: unknown): string {
  if (error instanceof oidc.AuthorizationResponseError) return `provider answered ${error.error}`;
  if (error instanceof oidc.ResponseBodyError) return `token endpoint answered ${error.error}`;
  if (error instanceof oidc.ClientError) {
    // The library's own detail is in its causes: which parameter or claim did not match.
    const details: string[] = [];
    for (let cause: unknown = error.cause; cause instanceof Error; cause = cause.cause) {
      details.push(cause.message);
      const claim = (cause as Error & { claim?: unknown }).claim;
      if (typeof claim === 'string') details.push(`claim ${claim}`);
    }
    return [`${error.code ?? 'client error'}: ${error.message}`, ...details].join('; ');
  }
  if (error instanceof Error) return error.message;
  return String(error);
}

const claimText = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

const clientAuthentication = (settings: RelyingPartySettings) =>
  settings.clientAuthentication === 'client_secret_post'
    ? oidc.ClientSecretPost(settings.clientSecret)
    : oidc.ClientSecretBasic(settings.clientSecret);

export function createRelyingParty(settings: RelyingPartySettings): RelyingParty {
  const issuerUrl = new URL(settings.issuer);
  let discovered: Promise<oidc.Configuration> | null = null;

  // Discovered on first use (the embedded provider is mounted on this very server) and kept; a
  // failure is not kept, so the next sign-in tries again.
  const configuration = (): Promise<oidc.Configuration> => {
    discovered ??= oidc
      .discovery(issuerUrl, settings.clientId, undefined, clientAuthentication(settings), {
        ...(settings.fetch ? { [oidc.customFetch]: settings.fetch } : {}),
        // Plain http only for a provider on this machine (the embedded one, tests); https elsewhere.
        execute: [
          ...(issuerUrl.protocol === 'http:' ? [oidc.allowInsecureRequests] : []),
          // Verify the ID token's signature too, not only its claims: the library skips it by default
          // for tokens from the token endpoint.
          oidc.enableNonRepudiationChecks,
        ],
      })
      .then((config) => {
        if (settings.fetch) config[oidc.customFetch] = settings.fetch;
        return config;
      })
      .catch((error: unknown) => {
        discovered = null;
        throw error;
      });
    return discovered;
  };

  return {
    issuer: settings.issuer,

    async authorizationUrl(secrets, options) {
      const config = await configuration();
      const listed = config.serverMetadata().prompt_values_supported;
      const supports = (prompt: string) => Array.isArray(listed) && listed.includes(prompt);
      return oidc.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        scope: settings.scope ?? 'openid email profile',
        ...(settings.responseMode ? { response_mode: settings.responseMode } : {}),
        code_challenge: await oidc.calculatePKCECodeChallenge(secrets.codeVerifier),
        code_challenge_method: 'S256',
        state: secrets.state,
        nonce: secrets.nonce,
        // Signing in always proves who is at the keyboard again (prompt=login, where the provider
        // lists it): on a shared computer, a session that expired here is never quietly renewed by the
        // provider's own session.
        ...(options.create && supports('create')
          ? { prompt: 'create' }
          : supports('login')
            ? { prompt: 'login' }
            : {}),
      });
    },

    async finish(callbackUrl, secrets) {
      let claims: oidc.IDToken | undefined;
      try {
        const config = await configuration();
        const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: secrets.codeVerifier,
          expectedState: secrets.state,
          expectedNonce: secrets.nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims();
      } catch (error) {
        throw new SignInRefused(refusalReason(error));
      }
      if (!claims?.sub) throw new SignInRefused('the ID token names no subject');
      return {
        issuer: claims.iss,
        subject: claims.sub,
        email: claimText(claims.email) || null,
        // Some providers (Apple) send the flag as the string "true".
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        methods: Array.isArray(claims.amr)
          ? claims.amr.filter((method): method is string => typeof method === 'string')
          : [],
        givenName: claimText(claims.given_name),
        familyName: claimText(claims.family_name),
      };
    },

    async endSessionUrl(state) {
      const config = await configuration();
      if (!config.serverMetadata().end_session_endpoint || !settings.postLogoutRedirectUri) return null;
      return oidc.buildEndSessionUrl(config, {
        client_id: settings.clientId,
        post_logout_redirect_uri: settings.postLogoutRedirectUri,
        state,
      });
    },
  };
}
