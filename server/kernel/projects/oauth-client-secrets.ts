import type { OAuthProviderConfig } from '../../../protocol/project-config';
import { SecretBox } from '../crypto/secret-box';

type WithProviders = { config?: { oauth_providers?: OAuthProviderConfig[] | undefined } | undefined };

/**
 * A project create or update body with each OAuth `client_secret` sealed for storage (docs/security.md: secrets the
 * server must read back are encrypted at rest). What an admin sends is always plain text, so it is always sealed.
 *
 * @example
 * ```ts
 * withSealedOAuthSecrets(box, { config: { oauth_providers: [{ id: 'github', type: 'standard', client_id: 'Iv1', client_secret: 's3cret' }] } });
 * // { config: { oauth_providers: [{ …, client_secret: 'v1.…' }] } }
 * ```
 */
export function withSealedOAuthSecrets<T extends WithProviders>(box: SecretBox, body: T): T {
  const providers = body.config?.oauth_providers;
  if (!providers) return body;
  const sealed = providers.map((p) => (p.client_secret ? { ...p, client_secret: box.seal(p.client_secret) } : p));
  return { ...body, config: { ...body.config, oauth_providers: sealed } };
}

/** The providers with plain secrets, for the admins' JSON (Stack answers them to admins) and the upstream. */
export function openOAuthClientSecrets(box: SecretBox, providers: readonly OAuthProviderConfig[]): OAuthProviderConfig[] {
  return providers.map((p) => (p.client_secret ? { ...p, client_secret: openOAuthClientSecret(box, p.client_secret) } : p));
}

/** A stored client secret in plain text; values stored before sealing existed are plain already. */
export function openOAuthClientSecret(box: SecretBox, stored: string): string {
  return SecretBox.isSealed(stored) ? box.open(stored) : stored;
}
