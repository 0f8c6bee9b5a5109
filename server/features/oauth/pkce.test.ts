import { describe, expect, it } from 'vitest';
import { verifiesPkce } from './pkce';

// RFC 7636 Appendix B's example.
const VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

describe('PKCE verification (RFC 7636 §4.6)', () => {
  it('accepts the RFC example for S256 and refuses any other verifier', () => {
    expect(verifiesPkce({ challenge: CHALLENGE, method: 'S256' }, VERIFIER)).toBe(true);
    expect(verifiesPkce({ challenge: CHALLENGE, method: 'S256' }, `${VERIFIER.slice(0, -1)}l`)).toBe(false);
    // The challenge itself, sent as if it were the verifier, is not the verifier.
    expect(verifiesPkce({ challenge: CHALLENGE, method: 'S256' }, CHALLENGE)).toBe(false);
  });

  it('compares plain challenges as they are', () => {
    expect(verifiesPkce({ challenge: VERIFIER, method: 'plain' }, VERIFIER)).toBe(true);
    expect(verifiesPkce({ challenge: VERIFIER, method: 'plain' }, VERIFIER.toUpperCase())).toBe(false);
  });

  it('refuses a missing or malformed verifier', () => {
    expect(verifiesPkce({ challenge: CHALLENGE, method: 'S256' }, undefined)).toBe(false);
    expect(verifiesPkce({ challenge: 'short', method: 'plain' }, 'short')).toBe(false);
  });
});
