import { describe, expect, it } from 'vitest';
import { camelKeys } from './camel-keys';

describe('camelKeys', () => {
  it('renames every snake_case key and leaves the values, nested keys included, as they are', () => {
    expect(camelKeys({ passkey_enabled: true, sign_up_rules: { rule_1: { displayName: 'x' } }, email_theme: 'id' })).toEqual({
      passkeyEnabled: true,
      signUpRules: { rule_1: { displayName: 'x' } },
      emailTheme: 'id',
    });
  });
});
