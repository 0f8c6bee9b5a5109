import { describe, expect, it } from 'vitest';
import { secretHint } from './secret-hint';

describe('secretHint', () => {
  it('stops saying "Not set" once a password is typed, and says what saving does', () => {
    expect(secretHint('', false, 'password')).toBe('Not set yet: type the password.');
    expect(secretHint('s3cret', false, 'password')).toBe('New password typed: saved when you save.');
    expect(secretHint('', true, 'password')).toBe('Password set. Leave blank to keep it.');
    expect(secretHint('s3cret', true, 'secret')).toBe('New secret typed: it replaces the saved one when you save.');
  });
});
