/**
 * The embedded provider's keys: an RSA key that signs ID tokens (RS256, every client's default) and
 * the keys its cookies are signed with. The first instance to start makes them; every other instance
 * reads the same ones, so a token or cookie made by one is good on all. Stored sealed with the
 * personal-data key (server/auth/personalDataCipher.ts).
 */
import crypto from 'node:crypto';
import type { JWKS } from 'oidc-provider';
import type { PersonalDataCipher } from '../auth/personalDataCipher';
import type { Db } from '../store/database';

export interface ProviderKeys {
  signing: JWKS;
  cookieKeys: string[];
}

const sealContext = 'identity-provider-keys';

function makeKeys(now: Date): ProviderKeys {
  const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  return {
    signing: {
      keys: [{ ...jwk, use: 'sig', alg: 'RS256', kid: `relief-${now.toISOString().slice(0, 10)}` }],
    },
    cookieKeys: [crypto.randomBytes(32).toString('base64url')],
  } as ProviderKeys;
}

async function readKeys(db: Db, cipher: PersonalDataCipher): Promise<ProviderKeys | null> {
  const row = await db
    .selectFrom('identity_provider_keys')
    .select('sealed_keys')
    .where('id', '=', 1)
    .executeTakeFirst();
  if (!row) return null;
  const opened = cipher.decrypt(row.sealed_keys, sealContext);
  if (opened === null)
    throw new Error('The identity provider keys cannot be opened with this personal-data key');
  return JSON.parse(opened) as ProviderKeys;
}

export async function loadProviderKeys(db: Db, cipher: PersonalDataCipher, now: Date): Promise<ProviderKeys> {
  const existing = await readKeys(db, cipher);
  if (existing) return existing;
  const made = makeKeys(now);
  // Two instances starting at once: one row wins, and both read it back.
  await db
    .insertInto('identity_provider_keys')
    .values({
      id: 1,
      sealed_keys: cipher.encrypt(JSON.stringify(made), sealContext),
      created_at: now.toISOString(),
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  const stored = await readKeys(db, cipher);
  if (!stored) throw new Error('The identity provider keys were neither found nor stored');
  return stored;
}
