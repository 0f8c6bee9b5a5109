import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SecretBox } from './secret-box';

describe('SecretBox', () => {
  const box = SecretBox.fromKey(randomBytes(32).toString('base64'));

  it('opens what it sealed, and the sealed text does not contain the secret', () => {
    const sealed = box.seal('gho_provider-token');
    expect(sealed).not.toContain('gho_provider-token');
    expect(SecretBox.isSealed(sealed)).toBe(true);
    expect(box.open(sealed)).toBe('gho_provider-token');
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('refuses a value sealed with another key or altered', () => {
    const other = SecretBox.fromKey(randomBytes(32).toString('base64url'));
    const sealed = box.seal('secret');
    expect(() => other.open(sealed)).toThrow();
    const altered = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}${sealed.slice(-1)}`;
    expect(() => box.open(altered)).toThrow();
    expect(() => box.open('plain text')).toThrow('Not a sealed secret');
  });

  it('refuses a key of the wrong length', () => {
    expect(() => SecretBox.fromKey('c2hvcnQ')).toThrow('LATCH_SECRET_KEY must be 32 random bytes');
  });
});
