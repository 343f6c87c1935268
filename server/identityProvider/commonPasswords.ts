/**
 * The blocklist of NIST SP 800-63B §3.1.1.2: passwords too common to protect anything, from
 * @zxcvbn-ts/language-common (49,233 from public breach corpora; docs/decisions/0066-openid-connect-sign-in.md). Built once,
 * on first use, as a lower-cased set.
 */
import { dictionary } from '@zxcvbn-ts/language-common';

let blocked: Set<string> | null = null;

export function isCommonPassword(candidate: string): boolean {
  blocked ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  return blocked.has(candidate.normalize('NFKC').trim().toLowerCase());
}
