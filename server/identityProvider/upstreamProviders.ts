/**
 * "Continue with Google / Apple" (docs/decisions/0067-continue-with-google-or-apple.md): the embedded
 * provider signs a person in at an upstream OpenID provider and links that identity to an account.
 * An upstream appears on the sign-in page only when it is configured (UPSTREAM_GOOGLE_CLIENT_ID and
 * _SECRET, UPSTREAM_APPLE_…); its issuer can be changed (UPSTREAM_GOOGLE_ISSUER) for a staging
 * provider or a test's stand-in.
 */
export type UpstreamId = 'google' | 'apple';

interface UpstreamKind {
  /** The button's words. */
  label: string;
  /** The provider's name, as the account page and messages say it. */
  name: string;
  defaultIssuer: string;
  scope: string;
  responseMode?: 'form_post';
  clientAuthentication?: 'client_secret_post';
}

export const upstreamKinds: Record<UpstreamId, UpstreamKind> = {
  google: {
    label: 'Continue with Google',
    name: 'Google',
    defaultIssuer: 'https://accounts.google.com',
    scope: 'openid email profile',
  },
  // Apple posts its answer (form_post) when asked for the email or name, and has no profile scope.
  apple: {
    label: 'Continue with Apple',
    name: 'Apple',
    defaultIssuer: 'https://appleid.apple.com',
    scope: 'openid email name',
    responseMode: 'form_post',
    clientAuthentication: 'client_secret_post',
  },
};

export const upstreamIds = Object.keys(upstreamKinds) as UpstreamId[];

/** One configured upstream: where it is, and this server's client there. */
export interface UpstreamSetting {
  id: UpstreamId;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/**
 * How the account page names the way a person signed in at the embedded provider: the ID token's
 * `amr` carries the upstream's id ("google") or "pwd" for a password (RFC 8176).
 */
export function embeddedSignInLabel(methods: string[]): string {
  const upstream = upstreamIds.find((id) => methods.includes(id));
  return upstream ? upstreamKinds[upstream].name : 'Email and password';
}

/** Where an upstream sends the browser back: registered with Google or Apple as the redirect URI. */
export const upstreamCallbackPath = (id: string) => `/interaction/upstream/${id}/callback`;
