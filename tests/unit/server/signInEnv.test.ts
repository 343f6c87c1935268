import { describe, expect, it } from 'vitest';
import { readSignInConfig } from '../../../server/config/signInEnv';

const listen = { host: '127.0.0.1', port: 4310 };

function read(env: NodeJS.ProcessEnv) {
  const errors: string[] = [];
  return { config: readSignInConfig(env, listen, errors), errors };
}

describe('sign-in settings from the environment', () => {
  it('defaults to the embedded provider on the address the server listens on', () => {
    expect(read({})).toEqual({
      config: {
        publicOrigin: 'http://127.0.0.1:4310',
        external: null,
        redirectUrl: null,
        devMailbox: true,
        upstreams: [],
        smtp: null,
      },
      errors: [],
    });
    const anyInterface = readSignInConfig({}, { host: '0.0.0.0', port: 8080 }, []);
    expect(anyInterface.publicOrigin).toBe('http://127.0.0.1:8080');
  });

  it('takes a public origin with or without a trailing slash, and refuses one with a path', () => {
    expect(read({ PUBLIC_ORIGIN: 'https://apply.example.com/' }).config.publicOrigin).toBe(
      'https://apply.example.com',
    );
    expect(read({ PUBLIC_ORIGIN: 'https://apply.example.com/loans' }).errors[0]).toContain('PUBLIC_ORIGIN');
    expect(read({ PUBLIC_ORIGIN: 'apply.example.com' }).errors[0]).toContain('PUBLIC_ORIGIN');
  });

  it('points at another provider only with issuer, client id and secret together, and keeps the issuer exactly', () => {
    const keycloak = read({
      OIDC_ISSUER: 'https://sso.example.com/realms/lender/',
      OIDC_CLIENT_ID: 'relief-loans',
      OIDC_CLIENT_SECRET: 's3cret',
    });
    expect(keycloak.errors).toEqual([]);
    expect(keycloak.config.external).toEqual({
      issuer: 'https://sso.example.com/realms/lender/',
      clientId: 'relief-loans',
      clientSecret: 's3cret',
    });
    const partial = read({ OIDC_ISSUER: 'https://sso.example.com/realms/lender' });
    expect(partial.errors).toEqual([
      'OIDC_CLIENT_ID must be set with OIDC_ISSUER',
      'OIDC_CLIENT_SECRET must be set with OIDC_ISSUER (its value is not shown)',
    ]);
  });

  it('refuses a plain-http issuer or callback anywhere but this machine', () => {
    const insecure = read({
      OIDC_ISSUER: 'http://sso.example.com',
      OIDC_CLIENT_ID: 'a',
      OIDC_CLIENT_SECRET: 'b',
      OIDC_REDIRECT_URL: 'http://apply.example.com/auth/callback',
    });
    expect(insecure.errors).toHaveLength(2);
    expect(insecure.errors.join(' ')).toContain('OIDC_ISSUER');
    expect(insecure.errors.join(' ')).toContain('OIDC_REDIRECT_URL');
    const local = read({
      OIDC_ISSUER: 'http://localhost:8080/realms/dev',
      OIDC_CLIENT_ID: 'a',
      OIDC_CLIENT_SECRET: 'b',
    });
    expect(local.errors).toEqual([]);
    // The callback route is /auth/callback: a proxy may prefix it, not rename it.
    const proxied = read({ OIDC_REDIRECT_URL: 'https://apply.example.com/loans/auth/callback' });
    expect(proxied.errors).toEqual([]);
    const renamed = read({ OIDC_REDIRECT_URL: 'https://apply.example.com/oauth2/return' });
    expect(renamed.errors[0]).toContain('ending at this server');
  });

  it('offers Google or Apple only with a client id and secret, at their own issuer unless another is named', () => {
    const google = read({ UPSTREAM_GOOGLE_CLIENT_ID: 'id.apps', UPSTREAM_GOOGLE_CLIENT_SECRET: 'g-secret' });
    expect(google.errors).toEqual([]);
    expect(google.config.upstreams).toEqual([
      { id: 'google', issuer: 'https://accounts.google.com', clientId: 'id.apps', clientSecret: 'g-secret' },
    ]);
    const both = read({
      UPSTREAM_GOOGLE_CLIENT_ID: 'id.apps',
      UPSTREAM_GOOGLE_CLIENT_SECRET: 'g-secret',
      UPSTREAM_APPLE_CLIENT_ID: 'com.example.web',
      UPSTREAM_APPLE_CLIENT_SECRET: 'apple-jwt',
      UPSTREAM_APPLE_ISSUER: 'http://127.0.0.1:4320/oidc',
    });
    expect(both.config.upstreams.map((upstream) => [upstream.id, upstream.issuer])).toEqual([
      ['google', 'https://accounts.google.com'],
      ['apple', 'http://127.0.0.1:4320/oidc'],
    ]);
    const half = read({ UPSTREAM_APPLE_CLIENT_ID: 'com.example.web' });
    expect(half.errors).toEqual([
      'UPSTREAM_APPLE_CLIENT_SECRET must be set with UPSTREAM_APPLE_CLIENT_ID (its value is not shown)',
    ]);
    expect(read({ UPSTREAM_GOOGLE_CLIENT_SECRET: 'g-secret' }).errors[0]).toContain(
      'UPSTREAM_GOOGLE_CLIENT_ID',
    );
    const insecure = read({
      UPSTREAM_GOOGLE_CLIENT_ID: 'id',
      UPSTREAM_GOOGLE_CLIENT_SECRET: 'secret',
      UPSTREAM_GOOGLE_ISSUER: 'http://sso.example.com',
    });
    expect(insecure.errors[0]).toContain('UPSTREAM_GOOGLE_ISSUER');
  });

  it('refuses upstream settings beside OIDC_ISSUER: Google is then connected at that provider', () => {
    const mixed = read({
      OIDC_ISSUER: 'https://sso.example.com',
      OIDC_CLIENT_ID: 'relief-loans',
      OIDC_CLIENT_SECRET: 's3cret',
      UPSTREAM_GOOGLE_CLIENT_ID: 'id',
      UPSTREAM_GOOGLE_CLIENT_SECRET: 'secret',
    });
    expect(mixed.errors).toEqual([
      'UPSTREAM_* settings are for the embedded provider; with OIDC_ISSUER, connect Google or Apple at that provider',
    ]);
  });

  it('sends mail by SMTP only with a sender, and never repeats the URL, which may hold a password', () => {
    const smtp = read({
      SMTP_URL: 'smtps://mailer:pa55@smtp.example.com:465',
      MAIL_FROM: 'Relief Loans <no-reply@example.com>',
    });
    expect(smtp.errors).toEqual([]);
    expect(smtp.config.smtp).toEqual({
      url: 'smtps://mailer:pa55@smtp.example.com:465',
      from: 'Relief Loans <no-reply@example.com>',
    });
    const noSender = read({ SMTP_URL: 'smtp://smtp.example.com:587' });
    expect(noSender.errors).toEqual([
      'MAIL_FROM must be set with SMTP_URL, e.g. "Relief Loans <no-reply@example.com>"',
    ]);
    const wrong = read({ SMTP_URL: 'https://mailer:pa55@smtp.example.com', MAIL_FROM: 'x@example.com' });
    expect(wrong.errors).toHaveLength(1);
    expect(wrong.errors[0]).toContain('SMTP_URL must look like');
    expect(wrong.errors[0]).not.toContain('pa55');
    expect(read({ MAIL_FROM: 'x@example.com' }).errors[0]).toContain('without SMTP_URL');
  });
});
