import { parseProjectApiKey } from '@stackframe/stack-shared/dist/utils/api-keys';
import { describe, expect, it } from 'vitest';
import { newId } from '../../kernel/auth/secrets';
import { API_KEY_MARKER, createApiKeySecret, parseApiKeySecret } from './key-format';

describe('API key format', () => {
  it('makes keys the official tooling parses: prefix, id, type, self-hosted flag, marker and checksum', () => {
    const id = newId();
    const secret = createApiKeySecret({ id, type: 'user', isPublic: false });
    expect(secret).toMatch(new RegExp(`^sk_[a-z0-9]{45}${id.replace(/-/g, '')}user1${API_KEY_MARKER}[0-9a-f]{8}$`));
    expect(parseProjectApiKey(secret)).toMatchObject({ id, prefix: 'sk', type: 'user', isPublic: false, isCloudVersion: false });
    expect(parseApiKeySecret(secret)).toEqual({ id, type: 'user', isPublic: false });
  });

  it('marks public team keys with pk_ and the public flag', () => {
    const id = newId();
    const secret = createApiKeySecret({ id, type: 'team', isPublic: true });
    expect(secret.startsWith('pk_')).toBe(true);
    expect(parseProjectApiKey(secret)).toMatchObject({ id, prefix: 'pk', type: 'team', isPublic: true });
    expect(parseApiKeySecret(secret)).toEqual({ id, type: 'team', isPublic: true });
  });

  it('makes a different secret every time for the same id', () => {
    const id = newId();
    expect(createApiKeySecret({ id, type: 'user', isPublic: false })).not.toBe(createApiKeySecret({ id, type: 'user', isPublic: false }));
  });

  it('refuses a typo (checksum), a made-up string and a swapped prefix', () => {
    const secret = createApiKeySecret({ id: newId(), type: 'user', isPublic: false });
    const typo = secret.slice(0, 10) + (secret[10] === 'a' ? 'b' : 'a') + secret.slice(11);
    expect(parseApiKeySecret(typo)).toBeNull();
    expect(parseApiKeySecret('sk_not-a-key')).toBeNull();
    expect(parseApiKeySecret(`pk_${secret.slice(3)}`)).toBeNull();
  });
});
