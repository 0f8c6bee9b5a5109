import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EMAIL_PATTERN, isEmailAddress } from './email-address';
import { email } from './common-schemas';

describe('isEmailAddress', () => {
  it.each([
    ['ada@example.com', true],
    ['a@b', true],
    [`${'x'.repeat(64)}@example.com`, true],
    [`${'x'.repeat(65)}@example.com`, false],
    [`a@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(60)}`, true],
    [`a@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(61)}`, false],
    ['josé@example.com', false],
    ['ada@bücher.de', false],
    ['ada@example.com ', false],
    ['ada@example.com,bob@example.com', false],
  ])('says %s is %s, as the server schema does', (value, accepted) => {
    expect(isEmailAddress(value)).toBe(accepted);
    expect(email.safeParse(value).success).toBe(accepted);
  });

  it.each(['ada@example.com', 'A_B@X-Y.Z', 'a@b', 'x@-y', 'x@y-', 'é@x', 'x@é', 'a@b..c', 'a@b.c.', `a@${'b'.repeat(63)}`, `a@${'b'.repeat(64)}`, 'a b@c', '_@_'])(
    'gives the verdict of zod’s html5Email pattern on %s',
    (value) => expect(EMAIL_PATTERN.test(value)).toBe(z.regexes.html5Email.test(value)),
  );

  it('names the local part when the schema refuses it for length', () => {
    const result = email.safeParse(`${'x'.repeat(65)}@example.com`);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['the part before @ must be at most 64 characters']);
  });
});
