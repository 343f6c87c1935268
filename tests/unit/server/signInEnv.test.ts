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
      config: { publicOrigin: 'http://127.0.0.1:4310', external: null, redirectUrl: null, devMailbox: false },
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
  });
});
