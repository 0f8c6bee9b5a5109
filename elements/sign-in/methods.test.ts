import { describe, expect, it } from 'vitest';
import { cardPanels } from './methods';

describe('the panels of the sign-in card', () => {
  it('show one e-mail field (the identifier panel) where password and e-mail code are both on, in the password’s place', () => {
    expect(cardPanels(['oauth', 'password', 'email-code', 'passkey'])).toEqual(['oauth', 'identifier', 'passkey']);
    expect(cardPanels(['password', 'email-code'])).toEqual(['identifier']);
  });

  it('stay one per method where at most one method needs an address', () => {
    expect(cardPanels(['password'])).toEqual(['password']);
    expect(cardPanels(['oauth', 'password', 'passkey'])).toEqual(['oauth', 'password', 'passkey']);
    expect(cardPanels(['email-code', 'passkey'])).toEqual(['email-code', 'passkey']);
    expect(cardPanels(['oauth'])).toEqual(['oauth']);
  });
});
