/**
 * Random secrets, their hashes, and sealing an access token to the session cookie that created it.
 * The database keeps only hashes and sealed copies, so a copy of the file signs nobody in
 * (docs/architecture.md); the identity call can still hand back the same token until it
 * nears expiry because the request's cookie opens the seal.
 */
import crypto from 'node:crypto';

export function randomSecret(bytes = 32): string {
  return crypto.randomBytes(bytes).toString('base64url');
}

export function hashSecret(secret: string): string {
  return crypto.createHash('sha256').update(secret).digest('hex');
}

/** Constant-time comparison of two secrets by their hashes (equal length by construction). */
export function secretMatchesHash(secret: string, expectedHash: string): boolean {
  const actual = Buffer.from(hashSecret(secret), 'hex');
  const expected = Buffer.from(expectedHash, 'hex');
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
}

/**
 * A token for a form posted by a signed-in page (sign out): derived from the session cookie's secret,
 * which pages on other sites can neither read nor send with a form of their own.
 */
export function sessionFormToken(sessionSecret: string, purpose: string): string {
  return crypto
    .createHmac('sha256', sessionSecret)
    .update(`relief-loans form ${purpose}`)
    .digest('base64url');
}

export function sessionFormTokenMatches(sessionSecret: string, purpose: string, candidate: unknown): boolean {
  if (typeof candidate !== 'string') return false;
  const expected = Buffer.from(sessionFormToken(sessionSecret, purpose));
  const actual = Buffer.from(candidate);
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
}

function sealKey(sessionSecret: string): Buffer {
  return Buffer.from(
    crypto.hkdfSync('sha256', sessionSecret, Buffer.alloc(0), 'relief-loans access token seal', 32),
  );
}

export function seal(plaintext: string, sessionSecret: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', sealKey(sessionSecret), iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** Null when the seal was made with another session secret or was tampered with. */
export function unseal(sealed: string, sessionSecret: string): string | null {
  try {
    const raw = Buffer.from(sealed, 'base64url');
    const decipher = crypto.createDecipheriv('aes-256-gcm', sealKey(sessionSecret), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
