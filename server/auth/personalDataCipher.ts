/**
 * Encryption at rest for the SSN, date of birth, bank tokens and saved form data
 * (docs/architecture.md): AES-256-GCM under a 32-byte key that is never in the database. It comes
 * from PERSONAL_DATA_KEY, or else from the key file (PERSONAL_DATA_KEY_FILE, made on first use, mode
 * 0600), so a copy or dump of the database alone reveals none of it. Every instance must use the
 * same key: the database keeps an HMAC of a fixed label under it (checkPersonalDataKey), and an
 * instance with another key refuses to start. The SSN also gets an HMAC under a second derived key,
 * so a confirmation can be compared with the one on file without decrypting it.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../store/database';

export interface PersonalDataCipher {
  /** `context` (e.g. "<applicationUuid>:ssn") is bound to the ciphertext: it opens only in the same place. */
  encrypt: (plaintext: string, context: string) => string;
  /** Null when the ciphertext was made with another key or context, or was tampered with. */
  decrypt: (sealed: string, context: string) => string | null;
  /** A keyed hash for equality checks; equal inputs give equal fingerprints. */
  fingerprint: (value: string) => string;
}

const keyBytes = 32;

function readKeyFile(file: string): Buffer {
  // A key file made by hand, or by an older version, may be readable by others: make it ours alone.
  if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
  const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64url');
  if (key.length !== keyBytes) throw new Error(`${file} does not hold a ${keyBytes}-byte key`);
  return key;
}

/**
 * The personal-data key: PERSONAL_DATA_KEY (base64url) when set, else the key file, created when
 * missing; `wx` makes two processes starting at once on one machine agree on one key.
 */
export function loadPersonalDataKey(source: { keyBase64url?: string | null; keyFile: string }): Buffer {
  if (source.keyBase64url) {
    const key = Buffer.from(source.keyBase64url.trim(), 'base64url');
    if (key.length !== keyBytes) throw new Error(`PERSONAL_DATA_KEY is not a ${keyBytes}-byte key`);
    return key;
  }
  const file = source.keyFile;
  if (fs.existsSync(file)) return readKeyFile(file);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    fs.writeFileSync(file, crypto.randomBytes(keyBytes).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readKeyFile(file);
}

const derive = (master: Buffer, purpose: string) =>
  Buffer.from(crypto.hkdfSync('sha256', master, Buffer.alloc(0), `relief-loans ${purpose}`, keyBytes));

export function createPersonalDataCipher(masterKey: Buffer): PersonalDataCipher {
  if (masterKey.length !== keyBytes) throw new Error(`The personal-data key must be ${keyBytes} bytes`);
  const encryptionKey = derive(masterKey, 'personal data encryption');
  const fingerprintKey = derive(masterKey, 'personal data fingerprint');
  return {
    encrypt: (plaintext, context) => {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', encryptionKey, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    decrypt: (sealed, context) => {
      try {
        const raw = Buffer.from(sealed, 'base64url');
        const decipher = crypto.createDecipheriv('aes-256-gcm', encryptionKey, raw.subarray(0, 12));
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(raw.subarray(12, 28));
        return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
    fingerprint: (value) => crypto.createHmac('sha256', fingerprintKey).update(value, 'utf8').digest('hex'),
  };
}

/** Constant-time comparison of two fingerprints. */
export function fingerprintsMatch(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

const keyCheckLabel = 'relief-loans key check';

/**
 * Refuses a key other than the one the database's personal data is encrypted with. The first
 * instance to start records the check (id 1); two starting at once both insert, one wins, and
 * both then compare with the row that stands.
 */
export async function checkPersonalDataKey(db: Db, cipher: PersonalDataCipher, now: Date): Promise<void> {
  const check = cipher.fingerprint(keyCheckLabel);
  await db
    .insertInto('personal_data_key_checks')
    .values({ id: 1, key_check: check, created_at: now.toISOString() })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const stored = await db
    .selectFrom('personal_data_key_checks')
    .select('key_check')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  if (!fingerprintsMatch(stored.key_check, check))
    throw new Error(
      "This server's personal-data key is not the key this database's personal data was encrypted with; set PERSONAL_DATA_KEY to the same key on every instance",
    );
}
