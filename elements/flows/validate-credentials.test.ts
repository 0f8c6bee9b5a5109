import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeBrowser } from '../../core/test-support/fake-browser';
import { useInProcessServer } from '../../core/test-support/in-process-apps';
import { createPasswordSubmit } from './password-submit';
import { newEmail, PASSWORD, testFlowEnv } from './test-support/flow-env';
import { validateEmail } from './validate-credentials';

/** Addresses a visitor types, good and bad: the form's check and the server's schema must agree on every one. */
const ADDRESSES = [
  'ada@example.com',
  'a@b',
  'a@b.c',
  'first.last+tag@sub.example.co.uk',
  "o'brien@example.ie",
  `${'x'.repeat(64)}@example.com`,
  `${'x'.repeat(65)}@example.com`,
  `ada@${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(63)}.${'g'.repeat(57)}`,
  `ada@${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(63)}.${'g'.repeat(58)}`,
  'josé@example.com',
  'ada@bücher.de',
  'δοκιμή@παράδειγμα.δοκιμή',
  'ada@-example.com',
  'ada@example-.com',
  'ada',
  '@example.com',
  'ada@',
  'ada@@example.com',
  'ada @example.com',
  'ada@example.com, bob@example.com',
  '"ada"@example.com',
  'ada@exa_mple.com',
];

const t = useInProcessServer();
beforeEach(() => void installFakeBrowser('https://site.example/handler/sign-up'));
afterEach(() => void vi.unstubAllGlobals());

/**
 * Whether the server's schema takes `email` for a sign-up (or a sign-in): sent to the real server, whose answer is a
 * SCHEMA_ERROR exactly when its protocol schema refuses the value (browser code may not import that schema itself).
 */
async function serverAccepts(email: string, action: 'signUp' | 'signIn'): Promise<boolean> {
  const app = t.clientApp();
  const result =
    action === 'signUp'
      ? await app.signUpWithCredential({ email, password: PASSWORD, noRedirect: true })
      : await app.signInWithCredential({ email, password: PASSWORD, noRedirect: true });
  return !(result.status === 'error' && (result.error as { code?: string }).code === 'SCHEMA_ERROR');
}

describe('the e-mail check of the forms', () => {
  it.each(ADDRESSES)('agrees with the server’s sign-up schema on %s, but for a domain without a dot', async (address) => {
    const dotless = !address.slice(address.lastIndexOf('@') + 1).includes('.');
    expect(validateEmail(address) === null).toBe((await serverAccepts(address, 'signUp')) && !dotless);
  });

  it('accepts the ordinary and refuses the internationalised, a dotless domain, a local part over 64 characters and more than 254 in all', () => {
    expect(validateEmail('a@b.c')).toBeNull();
    expect(validateEmail('a@b')).toBe('validation.emailInvalid');
    expect(validateEmail('ada@localhost')).toBe('validation.emailInvalid');
    expect(validateEmail('  ada@example.com ')).toBeNull(); // sent trimmed
    expect(validateEmail('josé@example.com')).toBe('validation.emailInvalid');
    expect(validateEmail(`${'x'.repeat(65)}@example.com`)).toBe('validation.emailInvalid');
    expect(validateEmail(`ada@${'d'.repeat(250)}`)).toBe('validation.emailInvalid');
    expect(validateEmail('   ')).toBe('validation.emailRequired');
  });

  it.each(ADDRESSES)('never lets through to sign-in what the server would refuse as malformed: %s', async (address) => {
    if (validateEmail(address) === null) expect(await serverAccepts(address, 'signIn')).toBe(true);
  });
});

describe('a SCHEMA_ERROR from the server', () => {
  it('is shown on the field it names, in the visitor’s words, and focuses that field', async () => {
    const env = testFlowEnv(t);
    // A form that checks nothing itself, so the server's refusal is what the visitor meets.
    const submit = createPasswordSubmit(env, {
      order: ['email', 'password'],
      validate: () => ({}),
      send: (entered) => env.app.signUpWithCredential({ ...entered, noRedirect: true }),
      after: { kind: 'signUp', noRedirect: true },
    });
    await submit.submit({ email: 'josé@example.com', password: PASSWORD });
    expect(submit.$state.get()).toMatchObject({
      phase: 'form',
      fieldErrors: { email: { key: 'validation.emailInvalid' } },
      failure: null,
      focus: { target: 'email' },
    });
    expect(env.failures.map((failure) => failure.code)).toEqual(['SCHEMA_ERROR']);
    expect(env.failures[0]?.message).not.toContain('Request validation failed');
    expect(env.app.$user.get()).toBeNull();

    // Editing the field clears its message; a good address then signs up.
    submit.edit('email');
    expect(submit.$state.get().fieldErrors).toEqual({});
    const email = newEmail();
    await submit.submit({ email, password: PASSWORD });
    expect(submit.$state.get().fieldErrors).toEqual({});
    expect(env.app.$user.get()).toMatchObject({ primaryEmail: email });
  });
});
