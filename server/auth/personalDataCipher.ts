/**
 * Encryption at rest for the SSN and date of birth (docs/architecture.md): AES-256-GCM with a
 * key kept beside the database file, never inside it (`<database file>.key`, made on first use, mode
 * 0600), so a copy of the SQLite file alone reveals neither. An in-memory database gets a key for its
 * lifetime. The SSN also gets an HMAC under a second derived key, so a confirmation can be compared
 * with the one on file without decrypting it.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
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
const ciphers = new WeakMap<Db, PersonalDataCipher>();

function readKeyFile(file: string): Buffer {
  // A key file made by hand, or by an older version, may be readable by others: make it ours alone.
  if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
  const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64url');
  if (key.length !== keyBytes) throw new Error(`${file} does not hold a ${keyBytes}-byte key`);
  return key;
}

/** Reads the key file, or creates it; `wx` makes two processes starting at once agree on one key. */
function masterKeyFor(db: Db): Buffer {
  if (db.memory) return crypto.randomBytes(keyBytes);
  const file = `${db.name}.key`;
  if (fs.existsSync(file)) return readKeyFile(file);
  try {
    fs.writeFileSync(file, crypto.randomBytes(keyBytes).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readKeyFile(file);
}

const derive = (master: Buffer, purpose: string) =>
  Buffer.from(crypto.hkdfSync('sha256', master, Buffer.alloc(0), `relief-loans ${purpose}`, keyBytes));

function createCipher(master: Buffer): PersonalDataCipher {
  const encryptionKey = derive(master, 'personal data encryption');
  const fingerprintKey = derive(master, 'personal data fingerprint');
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

/** The cipher of a database, keyed once per open database. */
export function personalDataCipher(db: Db): PersonalDataCipher {
  let cipher = ciphers.get(db);
  if (!cipher) {
    cipher = createCipher(masterKeyFor(db));
    ciphers.set(db, cipher);
  }
  return cipher;
}

/** Constant-time comparison of two fingerprints. */
export function fingerprintsMatch(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}
