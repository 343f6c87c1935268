/**
 * The embedded OpenID provider's storage (its Adapter, one per model: Session, Interaction, Grant,
 * AuthorizationCode, AccessToken, …) in one table shared by every instance. A record past its expiry
 * is never found; a consumed one is returned with `consumed` set, which is how the provider refuses a
 * replayed authorization code.
 */
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from './database';

type Lookup = 'id' | 'uid' | 'user_code';

/** The provider checks expiry on the wall clock itself, so records expire on it too (not a test clock). */
const now = () => new Date();

export function identityProviderAdapter(db: Db) {
  return class IdentityProviderRecords implements Adapter {
    constructor(private readonly kind: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      const expiresAt =
        expiresIn === undefined ? null : new Date(now().getTime() + expiresIn * 1000).toISOString();
      const row = {
        kind: this.kind,
        id,
        payload: JSON.stringify(payload),
        grant_id: payload.grantId ?? null,
        user_code: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expires_at: expiresAt,
      };
      await db
        .insertInto('identity_provider_records')
        .values(row)
        .onConflict((conflict) =>
          conflict.columns(['kind', 'id']).doUpdateSet({
            payload: row.payload,
            grant_id: row.grant_id,
            user_code: row.user_code,
            uid: row.uid,
            expires_at: row.expires_at,
          }),
        )
        .execute();
    }

    private async findBy(column: Lookup, value: string): Promise<AdapterPayload | undefined> {
      const row = await db
        .selectFrom('identity_provider_records')
        .select(['payload', 'consumed_at'])
        .where('kind', '=', this.kind)
        .where(column, '=', value)
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now().toISOString())]))
        .executeTakeFirst();
      if (!row) return undefined;
      const payload = row.payload as AdapterPayload;
      return row.consumed_at === null
        ? payload
        : { ...payload, consumed: Math.floor(Date.parse(row.consumed_at) / 1000) };
    }

    find(id: string) {
      return this.findBy('id', id);
    }

    findByUid(uid: string) {
      return this.findBy('uid', uid);
    }

    findByUserCode(userCode: string) {
      return this.findBy('user_code', userCode);
    }

    async consume(id: string): Promise<void> {
      await db
        .updateTable('identity_provider_records')
        .set({ consumed_at: now().toISOString() })
        .where('kind', '=', this.kind)
        .where('id', '=', id)
        .execute();
    }

    async destroy(id: string): Promise<void> {
      await db
        .deleteFrom('identity_provider_records')
        .where('kind', '=', this.kind)
        .where('id', '=', id)
        .execute();
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db
        .deleteFrom('identity_provider_records')
        .where('kind', '=', this.kind)
        .where('grant_id', '=', grantId)
        .execute();
    }
  };
}

/** Records that expired a day ago or more (the hourly retention job). */
export async function deleteExpiredIdentityProviderRecords(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('identity_provider_records').where('expires_at', '<', before.toISOString()).execute();
}
