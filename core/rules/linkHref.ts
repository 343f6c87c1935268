/**
 * Whether an address the data gives may be a link's target: a path on this site ("/help/…") or an
 * http(s) address. Anything else (javascript:, data:, a protocol-relative "//host", a bare
 * "www.example.com" that would resolve under the current page) is not a link. The contact-us answer
 * comes from the lending platform in production, so the app never trusts its help-centre address as
 * written. Pure.
 */
export function linkHref(value: string): string | null {
  const address = value.trim();
  if (/^\/(?![/\\])/.test(address)) return address;
  if (!/^https?:\/\//i.test(address)) return null;
  try {
    const url = new URL(address);
    return url.protocol === 'https:' || url.protocol === 'http:' ? address : null;
  } catch {
    return null;
  }
}
