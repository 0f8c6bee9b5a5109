import type { ApiKeyJson } from '../../protocol/api-keys/json';

/**
 * Why a key no longer works, as the official client names it; null while it is valid.
 *
 * @example
 * ```ts
 * const reason: ApiKeyInvalidReason = key.whyInvalid(); // 'expired'
 * ```
 */
export type ApiKeyInvalidReason = 'manually-revoked' | 'expired' | null;

/**
 * Options of `createApiKey` on a user or team (as @stackframe/js names them).
 *
 * @example
 * ```ts
 * const options: ApiKeyCreateOptions = { description: 'CI', expiresAt: new Date(Date.now() + 30 * 86_400_000) };
 * ```
 */
export type ApiKeyCreateOptions = {
  description: string;
  /** When the key stops working; null for never. */
  expiresAt: Date | null;
  /** A public key starts with `pk_` instead of `sk_`. */
  isPublic?: boolean;
};

/**
 * What `key.update()` changes: the description, or revoking it for good.
 *
 * @example
 * ```ts
 * await key.update({ description: 'old CI' });
 * ```
 */
export type ApiKeyUpdateOptions = { description?: string; revoked?: true };

type Owner = { type: 'user'; userId: string } | { type: 'team'; teamId: string };

/**
 * The plain data of a user's or team's API key: camelCase, times as Date. `value` is the full key only in the
 * object `createApiKey` returns (`ApiKeyFirstView`); afterwards only `{ lastFour }`.
 *
 * @example
 * ```ts
 * const label = `${key.description} …${key.value.lastFour}`;
 * ```
 */
export type ApiKeyFields<Value = { lastFour: string }> = {
  id: string;
  description: string;
  isPublic: boolean;
  createdAt: Date;
  /** Absent when the key never expires. */
  expiresAt?: Date;
  manuallyRevokedAt: Date | null;
  value: Value;
} & Owner;

/**
 * A user's or team's API key with its methods (the official client's `ApiKey`). `isValid()` and `whyInvalid()` read
 * the snapshot against the clock now; the server's check is what counts.
 *
 * @example
 * ```ts
 * const keys = await user.listApiKeys();
 * for (const key of keys) if (key.isValid()) await key.revoke();
 * ```
 */
export type ApiKey<Value = { lastFour: string }> = ApiKeyFields<Value> & {
  isValid(): boolean;
  whyInvalid(): ApiKeyInvalidReason;
  revoke(): Promise<void>;
  update(options: ApiKeyUpdateOptions): Promise<void>;
};

/**
 * The key `createApiKey` returns: `value` is the full key, shown this once.
 *
 * @example
 * ```ts
 * const { value } = await user.createApiKey({ description: 'CI', expiresAt: null });
 * ```
 */
export type ApiKeyFirstView = ApiKey<string>;

/**
 * Reads a key's wire shape (docs/wire.md §3) into fields.
 *
 * @example
 * ```ts
 * const fields = apiKeyFieldsFromJson(json);
 * ```
 */
export function apiKeyFieldsFromJson<V>(json: ApiKeyJson<V>): ApiKeyFields<V extends string ? string : { lastFour: string }> {
  const value = (typeof json.value === 'string' ? json.value : { lastFour: (json.value as { last_four: string }).last_four }) as V extends string ? string : { lastFour: string };
  const owner: Owner = json.type === 'team' ? { type: 'team', teamId: json.team_id } : { type: 'user', userId: json.user_id };
  return {
    id: json.id,
    description: json.description,
    isPublic: json.is_public,
    createdAt: new Date(json.created_at_millis),
    ...(json.expires_at_millis !== undefined ? { expiresAt: new Date(json.expires_at_millis) } : {}),
    manuallyRevokedAt: json.manually_revoked_at_millis !== undefined ? new Date(json.manually_revoked_at_millis) : null,
    value,
    ...owner,
  };
}

/**
 * Why a key is invalid now: revoked first, then expired (as the server's check orders them).
 *
 * @example
 * ```ts
 * apiKeyInvalidReason(fields, new Date()); // null while valid
 * ```
 */
export function apiKeyInvalidReason(fields: Pick<ApiKeyFields<unknown>, 'manuallyRevokedAt' | 'expiresAt'>, now: Date = new Date()): ApiKeyInvalidReason {
  if (fields.manuallyRevokedAt) return 'manually-revoked';
  if (fields.expiresAt && fields.expiresAt.getTime() <= now.getTime()) return 'expired';
  return null;
}
