import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { signUpStrings } from './en/sign-up';
import { KnownError } from '../../protocol/known-error';
import { knownErrors } from '../../protocol/known-errors';
import { describeFailure, failureMessage } from '../flows/describe-failure';
import { enErrors } from './en-errors';
import { createTranslate } from './translate';

const codes = Object.keys(knownErrors) as (keyof typeof knownErrors)[];
// Every table in en/ (each screen's English strings), found by file so a new screen's table is checked too.
const files = readdirSync(new URL('./en/', import.meta.url))
  .filter((file) => file.endsWith('.ts') && file !== 'passkey-failures.ts')
  .map((file) => file.slice(0, -'.ts'.length));
const tables = await Promise.all(files.map(async (file) => Object.values((await import(`./en/${file}.ts`)) as Record<string, Record<string, string>>)[0] ?? {}));
const en: Record<string, string> = Object.assign({}, ...tables);
const t = createTranslate({}, {}, enErrors);
const describe_ = (error: unknown) => describeFailure(error, enErrors);

describe('English translation table', () => {
  it('has a message for every known-error code', () => {
    const missing = codes.filter((code) => typeof enErrors[code] !== 'string' || enErrors[code].trim() === '');
    expect(missing).toEqual([]);
  });

  it.each(codes)('fills the placeholders of %s from its details and nothing else', (code) => {
    const fields: readonly string[] = (knownErrors[code] as { details?: readonly string[] }).details ?? [];
    const placeholders = [...enErrors[code].matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
    for (const name of placeholders) expect(fields).toContain(name);
    const details = Object.fromEntries(fields.map((field) => [field, `<${field}>`]));
    const message = failureMessage(describe_({ code, details }), t);
    expect(message).not.toMatch(/[{}]/);
    for (const name of placeholders) expect(message).toContain(`<${name}>`);
  });

  it('translates the errors a visitor meets on the sign-in and sign-up forms', () => {
    expect(failureMessage(describe_(new KnownError('EMAIL_PASSWORD_MISMATCH')), t)).toBe('Wrong e-mail or password.');
    const taken = new KnownError('USER_EMAIL_ALREADY_EXISTS', { email: 'ada@example.com', would_work_if_email_was_verified: false });
    expect(failureMessage(describe_(taken), t)).toBe('An account with the e-mail ada@example.com already exists.');
    expect(failureMessage(describe_(new KnownError('PASSWORD_TOO_SHORT', { min_length: 8 })), t)).toBe('Your password must be at least 8 characters long.');
  });

  it('uses a site owner’s partial overrides and keeps English for the rest', () => {
    const german = createTranslate({ EMAIL_PASSWORD_MISMATCH: 'Falsche E-Mail oder falsches Passwort.', 'signIn.submit': 'Anmelden' }, signUpStrings, enErrors);
    expect(failureMessage(describe_(new KnownError('EMAIL_PASSWORD_MISMATCH')), german)).toBe('Falsche E-Mail oder falsches Passwort.');
    expect(german('signIn.submit')).toBe('Anmelden');
    expect(german('signUp.submit')).toBe('Sign up');
  });

  it("finds every screen's table", () => {
    expect(tables.length).toBeGreaterThanOrEqual(24);
  });

  it('gives every UI key one table, so no two chunks carry different English for it', () => {
    const keys = tables.flatMap((table) => Object.keys(table));
    expect(keys.length).toBe(new Set(keys).size);
  });

  it('has no English UI string left empty or shared with an error code', () => {
    for (const [key, value] of Object.entries(en)) {
      expect(value.trim(), key).not.toBe('');
      expect(Object.keys(enErrors)).not.toContain(key);
    }
  });

  it('says how long to wait after too many attempts', () => {
    const lockout = describe_({ name: 'LatchHttpError', status: 429, retryAfterMs: 540_000 });
    expect(failureMessage(lockout, t)).toBe('Too many attempts. Please wait 9 min and try again.');
    expect(describe_({ name: 'LatchHttpError', status: 500 }).key).toBe('error.unexpected');
  });

  it('tells offline from unreachable, and hides anything unexpected behind a generic message', () => {
    expect(describe_({ name: 'LatchNetworkError', kind: 'offline' }).key).toBe('error.offline');
    expect(describe_({ name: 'LatchNetworkError', kind: 'unreachable' }).key).toBe('error.unreachable');
    expect(describe_(new Error('boom')).key).toBe('error.unexpected');
    expect(describe_({ code: 'NOT_A_CODE' }).code).toBe('UNEXPECTED_ERROR');
  });
});
