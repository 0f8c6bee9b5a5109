import { describe, expect, it } from 'vitest';
import { KnownError } from './known-error';
import { knownErrorTree } from './known-error-tree';
import { knownErrors, type KnownErrorDefinition } from './known-errors';

const catalogue = Object.entries(knownErrors as Record<string, KnownErrorDefinition>);

describe("the browsers' slim catalogue says what the full one says", () => {
  it('the same codes in the same order, each with its status and parent', () => {
    const fromCatalogue = catalogue.map(([code, { status, parent }]) => [code, parent === undefined ? status : [status, parent]]);
    expect(Object.entries(knownErrorTree)).toEqual(fromCatalogue);
  });

  it('so every error made or read by the SDK has the status and families of the catalogue', () => {
    for (const [code, { status, parent }] of catalogue) {
      const error = KnownError.fromJson({ code, error: 'from the wire' });
      expect([error.code, error.status]).toEqual([code, status]);
      expect(error.is(code as KnownError['code'])).toBe(true);
      if (parent !== undefined) expect(error.is(parent as KnownError['code'])).toBe(true);
    }
  });
});
