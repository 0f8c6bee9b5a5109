import type { CreatedInternalApiKeyJson, InternalApiKeyJson } from '../../protocol/internal-api-keys/json';

/**
 * One of the project's own key sets (`/internal/api-keys`, docs/wire.md §3), as listed: keys show only their last
 * four characters.
 *
 * @example
 * ```ts
 * const live = (await adminApp.listInternalApiKeys()).filter((key) => key.isValid());
 * ```
 */
export type InternalApiKey = {
  id: string;
  description: string;
  expiresAt: Date;
  createdAt: Date;
  manuallyRevokedAt: Date | null;
  publishableClientKey: { lastFour: string } | null;
  secretServerKey: { lastFour: string } | null;
  superSecretAdminKey: { lastFour: string } | null;
  /** Not revoked and not expired. */
  isValid(): boolean;
  /** Why the key set no longer works, or null while it does. */
  whyInvalid(): 'manually-revoked' | 'expired' | null;
};

/**
 * A key set just created: the only time its keys are shown in full.
 *
 * @example
 * ```ts
 * const { publishableClientKey } = await adminApp.createInternalApiKey(options); // store it now
 * ```
 */
export type InternalApiKeyFirstView = Omit<InternalApiKey, 'publishableClientKey' | 'secretServerKey' | 'superSecretAdminKey'> & {
  publishableClientKey: string | null;
  secretServerKey: string | null;
  superSecretAdminKey: string | null;
};

/**
 * The options of `AdminApp.createInternalApiKey`.
 *
 * @example
 * ```ts
 * const options: InternalApiKeyCreate = { description: 'web', expiresAt: new Date('2030-01-01'), hasPublishableClientKey: true, hasSecretServerKey: false, hasSuperSecretAdminKey: false };
 * ```
 */
export type InternalApiKeyCreate = {
  description: string;
  expiresAt: Date;
  hasPublishableClientKey: boolean;
  hasSecretServerKey: boolean;
  hasSuperSecretAdminKey: boolean;
};

/**
 * Reads a listed key set.
 *
 * @example
 * ```ts
 * const keys = body.items.map(internalApiKeyFromJson);
 * ```
 */
export function internalApiKeyFromJson(json: InternalApiKeyJson): InternalApiKey {
  const preview = (key: { last_four: string } | undefined) => (key ? { lastFour: key.last_four } : null);
  return Object.freeze({
    ...validity(json),
    publishableClientKey: preview(json.publishable_client_key),
    secretServerKey: preview(json.secret_server_key),
    superSecretAdminKey: preview(json.super_secret_admin_key),
  });
}

/**
 * Reads a key set as answered at creation.
 *
 * @example
 * ```ts
 * const created = internalApiKeyFirstViewFromJson(await response.json());
 * ```
 */
export function internalApiKeyFirstViewFromJson(json: CreatedInternalApiKeyJson): InternalApiKeyFirstView {
  return Object.freeze({
    ...validity(json),
    publishableClientKey: json.publishable_client_key ?? null,
    secretServerKey: json.secret_server_key ?? null,
    superSecretAdminKey: json.super_secret_admin_key ?? null,
  });
}

function validity(json: InternalApiKeyJson<unknown>) {
  const manuallyRevokedAt = json.manually_revoked_at_millis === undefined ? null : new Date(json.manually_revoked_at_millis);
  const expiresAt = new Date(json.expires_at_millis);
  const whyInvalid = (): 'manually-revoked' | 'expired' | null => (manuallyRevokedAt ? 'manually-revoked' : expiresAt.getTime() <= Date.now() ? 'expired' : null);
  return {
    id: json.id,
    description: json.description,
    expiresAt,
    createdAt: new Date(json.created_at_millis),
    manuallyRevokedAt,
    isValid: () => whyInvalid() === null,
    whyInvalid,
  };
}
