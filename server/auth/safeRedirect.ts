/**
 * After sign-in we only ever go to a path on this origin: a single leading "/" (not "//" or "/\",
 * which browsers read as another host), no scheme, no control characters. Anything else goes home.
 */
export const defaultAfterSignInPath = '/relief-loans/get-relief';

export function safeAfterSignInPath(candidate: unknown): string {
  if (typeof candidate !== 'string' || candidate.length === 0 || candidate.length > 2048)
    return defaultAfterSignInPath;
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\'))
    return defaultAfterSignInPath;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what we reject
  if (/[\u0000-\u001f\u007f\\]/.test(candidate)) return defaultAfterSignInPath;
  const base = 'http://relief-loans.invalid';
  try {
    const resolved = new URL(candidate, base);
    // "/.//evil.example" resolves to the path "//evil.example", which a browser reads as another host.
    if (resolved.origin !== base || /^\/[/\\]/.test(resolved.pathname)) return defaultAfterSignInPath;
    return `${resolved.pathname}${resolved.search}${resolved.hash}`;
  } catch {
    return defaultAfterSignInPath;
  }
}
