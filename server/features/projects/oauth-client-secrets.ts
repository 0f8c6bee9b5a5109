import type { OAuthProviderConfig } from '../../../protocol/project-config';
import { SecretBox } from '../../crypto/secret-box';

/**
 * The project's OAuth providers with each standard `client_secret` sealed for storage (security.md: secrets the
 * server must read back are encrypted at rest). Already sealed values are kept as they are.
 *
 * @example
 * ```ts
 * sealOAuthClientSecrets(box, [{ id: 'github', type: 'standard', client_id: 'Iv1', client_secret: 's3cret' }]);
 * // [{ …, client_secret: 'v1.…' }]
 * ```
 */
export function sealOAuthClientSecrets(box: SecretBox, providers: readonly OAuthProviderConfig[]): OAuthProviderConfig[] {
  return providers.map((p) => (p.client_secret && !SecretBox.isSealed(p.client_secret) ? { ...p, client_secret: box.seal(p.client_secret) } : p));
}

/** The providers with plain secrets, for the admins' JSON (Stack answers them to admins) and the upstream. */
export function openOAuthClientSecrets(box: SecretBox, providers: readonly OAuthProviderConfig[]): OAuthProviderConfig[] {
  return providers.map((p) => (p.client_secret ? { ...p, client_secret: openOAuthClientSecret(box, p.client_secret) } : p));
}

/** A stored client secret in plain text; values stored before sealing existed are plain already. */
export function openOAuthClientSecret(box: SecretBox, stored: string): string {
  return SecretBox.isSealed(stored) ? box.open(stored) : stored;
}
