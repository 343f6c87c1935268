/**
 * Password hashes for the embedded provider's accounts: scrypt from node:crypto (no native addon),
 * with OWASP's 32 MiB setting (N=2^15, r=8, p=3). The parameters and salt travel in the stored
 * string, so a later, stronger setting applies to new hashes without breaking old ones.
 */
import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify<crypto.BinaryLike, crypto.BinaryLike, number, crypto.ScryptOptions, Buffer>(
  crypto.scrypt,
);

export interface ScryptSetting {
  N: number;
  r: number;
  p: number;
}

export const defaultScryptSetting: ScryptSetting = { N: 2 ** 15, r: 8, p: 3 };
const keyLength = 32;
const saltLength = 16;

/** Room for scrypt's 128·N·r bytes plus its working set, with margin. */
const maxmemFor = (setting: ScryptSetting) => 256 * setting.N * setting.r;

async function derive(password: string, salt: Buffer, setting: ScryptSetting): Promise<Buffer> {
  return scrypt(password.normalize('NFKC'), salt, keyLength, { ...setting, maxmem: maxmemFor(setting) });
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64url. */
export async function hashPassword(
  password: string,
  setting: ScryptSetting = defaultScryptSetting,
): Promise<string> {
  const salt = crypto.randomBytes(saltLength);
  const hash = await derive(password, salt, setting);
  const { N, r, p } = setting;
  return ['scrypt', N, r, p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

function parse(stored: string): { setting: ScryptSetting; salt: Buffer; hash: Buffer } | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (!N || !r || !p) return null;
  return {
    setting: { N, r, p },
    salt: Buffer.from(parts[4] ?? '', 'base64url'),
    hash: Buffer.from(parts[5] ?? '', 'base64url'),
  };
}

export async function passwordMatches(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const candidate = await derive(password, parsed.salt, parsed.setting);
  return candidate.length === parsed.hash.length && crypto.timingSafeEqual(candidate, parsed.hash);
}

const unknownAccountHashes = new Map<string, Promise<string>>();

/**
 * For an email with no account: the same scrypt work as a real check, so the answer takes as long
 * for a known and an unknown address (no account enumeration by timing).
 */
export async function spendPasswordCheck(
  password: string,
  setting: ScryptSetting = defaultScryptSetting,
): Promise<false> {
  const key = `${setting.N}/${setting.r}/${setting.p}`;
  let stand = unknownAccountHashes.get(key);
  if (!stand) {
    stand = hashPassword(crypto.randomBytes(16).toString('base64url'), setting);
    unknownAccountHashes.set(key, stand);
  }
  await passwordMatches(password, await stand);
  return false;
}
