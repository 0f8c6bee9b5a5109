import { describe, expect, it } from 'vitest';
import { KnownError } from './known-error';
import { knownErrors, type KnownErrorDefinition } from './known-errors';

const catalogue = Object.entries(knownErrors as Record<string, KnownErrorDefinition>);

describe('the slim catalogue (known-error-tree.ts) says what the full one says', () => {
  it('so every error made or read by the SDK has the status and families of the catalogue', () => {
    for (const [code, { status, parent }] of catalogue) {
      const error = KnownError.fromJson({ code, error: 'from the wire' });
      expect([error.code, error.status]).toEqual([code, status]);
      expect(error.is(code as KnownError['code'])).toBe(true);
      if (parent !== undefined) expect(error.is(parent as KnownError['code'])).toBe(true);
    }
  });
});
