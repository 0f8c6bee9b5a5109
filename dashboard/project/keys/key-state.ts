import type { InternalApiKey } from '../../../core';

/** The word a key set's state column shows, and whether it still works. */
export function keyState(key: InternalApiKey): { label: 'valid' | 'expired' | 'revoked'; good: boolean } {
  const why = key.whyInvalid();
  return why === 'manually-revoked' ? { label: 'revoked', good: false } : why === 'expired' ? { label: 'expired', good: false } : { label: 'valid', good: true };
}

/** The keys a set has, each by its last four characters (the list never shows more of a key). */
export function lastFours(key: InternalApiKey): { label: string; lastFour: string }[] {
  return [
    key.publishableClientKey ? { label: 'Publishable client', lastFour: key.publishableClientKey.lastFour } : null,
    key.secretServerKey ? { label: 'Secret server', lastFour: key.secretServerKey.lastFour } : null,
    key.superSecretAdminKey ? { label: 'Super secret admin', lastFour: key.superSecretAdminKey.lastFour } : null,
  ].filter((entry) => entry !== null);
}
