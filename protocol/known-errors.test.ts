import { describe, it, expect } from 'vitest';
import { fail } from './fail';
import { KnownError, isKnownErrorCode, type KnownErrorCode } from './known-error';
import { knownErrorBody } from './known-error-body';
import { knownErrorMessages } from './known-error-messages';
import { knownErrors, type KnownErrorDefinition } from './known-errors';

const catalogue = knownErrors as Record<string, KnownErrorDefinition>;
const codes = Object.keys(catalogue);
/** The catalogue entry of a code; a code missing from it fails the test with its name. */
const entry = (code: string): KnownErrorDefinition => catalogue[code] ?? fail(`${code} is not in the catalogue`);
/** The English message of a code, which only the server carries. */
const messageOf = (code: string): string => (knownErrorMessages as Record<string, string>)[code] ?? fail(`${code} has no message`);
/** The message the server answers with for an error made on the server. */
const wireMessage = (error: KnownError): string => knownErrorBody(error).error;

const families = [
  'PROJECT_AUTHENTICATION_ERROR',
  'INVALID_PROJECT_AUTHENTICATION',
  'INVALID_ADMIN_ACCESS_TOKEN',
  'PROJECT_AUTHENTICATION_REQUIRED',
  'SESSION_AUTHENTICATION_ERROR',
  'INVALID_SESSION_AUTHENTICATION',
  'INVALID_ACCESS_TOKEN',
  'REFRESH_TOKEN_ERROR',
  'PASSWORD_REQUIREMENTS_NOT_MET',
  'VERIFICATION_ERROR',
  'API_KEY_NOT_VALID',
];

describe('known-error catalogue structure', () => {
  it('has every family marked abstract and nothing else abstract', () => {
    const abstract = codes.filter((code) => entry(code).abstract);
    expect(abstract.sort()).toEqual([...families].sort());
  });

  it('names an existing abstract family as every parent', () => {
    for (const code of codes) {
      const parent = entry(code).parent;
      if (parent === undefined) continue;
      expect(isKnownErrorCode(parent), `${code} → ${parent}`).toBe(true);
      expect(entry(parent).abstract, `${code} → ${parent}`).toBe(true);
    }
  });

  it('ends every family chain (no cycles)', () => {
    for (const code of codes) {
      const seen = new Set<string>();
      let current: string | undefined = code;
      while (current !== undefined) {
        expect(seen.has(current), `cycle through ${code}`).toBe(false);
        seen.add(current);
        current = entry(current).parent;
      }
    }
  });

  it('places the families in the documented hierarchy', () => {
    expect(entry('PROJECT_AUTHENTICATION_ERROR').parent).toBeUndefined();
    expect(entry('INVALID_PROJECT_AUTHENTICATION').parent).toBe('PROJECT_AUTHENTICATION_ERROR');
    expect(entry('INVALID_ADMIN_ACCESS_TOKEN').parent).toBe('INVALID_PROJECT_AUTHENTICATION');
    expect(entry('PROJECT_AUTHENTICATION_REQUIRED').parent).toBe('PROJECT_AUTHENTICATION_ERROR');
    expect(entry('SESSION_AUTHENTICATION_ERROR').parent).toBeUndefined();
    expect(entry('INVALID_SESSION_AUTHENTICATION').parent).toBe('SESSION_AUTHENTICATION_ERROR');
    expect(entry('INVALID_ACCESS_TOKEN').parent).toBe('INVALID_SESSION_AUTHENTICATION');
    for (const top of ['REFRESH_TOKEN_ERROR', 'PASSWORD_REQUIREMENTS_NOT_MET', 'VERIFICATION_ERROR', 'API_KEY_NOT_VALID']) {
      expect(entry(top).parent, top).toBeUndefined();
    }
  });

  it('gives no abstract family details', () => {
    for (const family of families) expect(entry(family).details, family).toBeUndefined();
  });

  it('uses only valid HTTP error statuses', () => {
    for (const code of codes) {
      const { status } = entry(code);
      expect(Number.isInteger(status) && status >= 400 && status <= 599, code).toBe(true);
    }
  });

  it('never mentions the upstream product or its docs in a message', () => {
    for (const code of codes) {
      const message = messageOf(code);
      expect(message, code).not.toContain('Stack');
      expect(message, code).not.toContain('docs.stack-auth.com');
      expect(message.trim().length, code).toBeGreaterThan(0);
    }
  });

  it('includes the e-mail codes it was asked for, but no payments or analytics codes', () => {
    expect(isKnownErrorCode('EMAIL_RENDERING_ERROR')).toBe(true);
    expect(isKnownErrorCode('REQUIRES_CUSTOM_EMAIL_SERVER')).toBe(true);
    expect(isKnownErrorCode('EMAIL_SERVER_HOST_NOT_ALLOWED')).toBe(true);
    expect(isKnownErrorCode('ITEM_NOT_FOUND')).toBe(false);
    expect(isKnownErrorCode('ANALYTICS_NOT_ENABLED')).toBe(false);
  });
});

describe('family matching', () => {
  const accessTokenExpired = () =>
    new KnownError('ACCESS_TOKEN_EXPIRED', {
      expired_at_millis: 1_700_000_000_000,
      project_id: 'internal',
      user_id: 'user-1',
      refresh_token_id: 'rt-1',
    });

  it('matches ACCESS_TOKEN_EXPIRED as an invalid access token and a session error', () => {
    const error = accessTokenExpired();
    expect(error.is('ACCESS_TOKEN_EXPIRED')).toBe(true);
    expect(error.is('INVALID_ACCESS_TOKEN')).toBe(true);
    expect(error.is('INVALID_SESSION_AUTHENTICATION')).toBe(true);
    expect(error.is('SESSION_AUTHENTICATION_ERROR')).toBe(true);
    expect(error.is('REFRESH_TOKEN_ERROR')).toBe(false);
    expect(error.is('PROJECT_AUTHENTICATION_ERROR')).toBe(false);
  });

  it('matches every access-token subclass the SDK refreshes on', () => {
    for (const code of ['ACCESS_TOKEN_EXPIRED', 'UNPARSABLE_ACCESS_TOKEN', 'INVALID_PROJECT_FOR_ACCESS_TOKEN']) {
      expect(KnownError.fromJson({ code, error: 'x' }).is('INVALID_ACCESS_TOKEN'), code).toBe(true);
    }
    expect(KnownError.fromJson({ code: 'REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED', error: 'x' }).is('INVALID_ACCESS_TOKEN')).toBe(false);
  });

  it('matches password errors as PASSWORD_REQUIREMENTS_NOT_MET', () => {
    const short = new KnownError('PASSWORD_TOO_SHORT', { min_length: 8 });
    expect(short.is('PASSWORD_REQUIREMENTS_NOT_MET')).toBe(true);
    expect(short.is('PASSWORD_TOO_LONG')).toBe(false);
    expect(short.is('VERIFICATION_ERROR')).toBe(false);
    expect(new KnownError('PASSWORD_TOO_LONG', { maxLength: 70 }).is('PASSWORD_REQUIREMENTS_NOT_MET')).toBe(true);
    expect(new KnownError('EMAIL_PASSWORD_MISMATCH').is('PASSWORD_REQUIREMENTS_NOT_MET')).toBe(false);
  });

  it('matches verification-code errors as VERIFICATION_ERROR', () => {
    const expired = new KnownError('VERIFICATION_CODE_EXPIRED');
    expect(expired.is('VERIFICATION_ERROR')).toBe(true);
    expect(expired.is('VERIFICATION_CODE_NOT_FOUND')).toBe(false);
    expect(new KnownError('VERIFICATION_CODE_ALREADY_USED').is('VERIFICATION_ERROR')).toBe(true);
    expect(new KnownError('EMAIL_ALREADY_VERIFIED').is('VERIFICATION_ERROR')).toBe(false);
  });

  it('matches API key errors as API_KEY_NOT_VALID', () => {
    expect(new KnownError('API_KEY_REVOKED').is('API_KEY_NOT_VALID')).toBe(true);
    expect(new KnownError('WRONG_API_KEY_TYPE', { expected_type: 'user', actual_type: 'team' }).is('API_KEY_NOT_VALID')).toBe(true);
    expect(new KnownError('API_KEY_REVOKED').is('PROJECT_AUTHENTICATION_ERROR')).toBe(false);
  });

  it('matches project key errors through the whole project-authentication chain', () => {
    const error = new KnownError('INVALID_SECRET_SERVER_KEY', { project_id: 'internal' });
    expect(error.is('INVALID_PROJECT_AUTHENTICATION')).toBe(true);
    expect(error.is('PROJECT_AUTHENTICATION_ERROR')).toBe(true);
    expect(error.is('PROJECT_AUTHENTICATION_REQUIRED')).toBe(false);
    expect(error.is('SESSION_AUTHENTICATION_ERROR')).toBe(false);

    const adminExpired = new KnownError('ADMIN_ACCESS_TOKEN_EXPIRED', { expired_at_millis: null });
    expect(adminExpired.is('INVALID_ADMIN_ACCESS_TOKEN')).toBe(true);
    expect(adminExpired.is('INVALID_PROJECT_AUTHENTICATION')).toBe(true);
    expect(adminExpired.is('PROJECT_AUTHENTICATION_ERROR')).toBe(true);
    expect(adminExpired.is('INVALID_ACCESS_TOKEN')).toBe(false);

    const required = new KnownError('CLIENT_AUTHENTICATION_REQUIRED');
    expect(required.is('PROJECT_AUTHENTICATION_REQUIRED')).toBe(true);
    expect(required.is('PROJECT_AUTHENTICATION_ERROR')).toBe(true);
    expect(required.is('INVALID_PROJECT_AUTHENTICATION')).toBe(false);
    expect(new KnownError('EXPECTED_INTERNAL_PROJECT').is('PROJECT_AUTHENTICATION_ERROR')).toBe(true);
  });

  it('puts session deletion under refresh-token errors', () => {
    const error = new KnownError('CANNOT_DELETE_CURRENT_SESSION');
    expect(error.is('REFRESH_TOKEN_ERROR')).toBe(true);
    expect(error.is('SESSION_AUTHENTICATION_ERROR')).toBe(false);
  });
});

describe('wire body', () => {
  it('orders keys code, details, error', () => {
    const json = knownErrorBody(new KnownError('PASSWORD_TOO_SHORT', { min_length: 8 }));
    expect(Object.keys(json)).toEqual(['code', 'details', 'error']);
    expect(json).toEqual({
      code: 'PASSWORD_TOO_SHORT',
      details: { min_length: 8 },
      error: 'Password too short. Minimum length is 8.',
    });
  });

  it('omits details when the error has none', () => {
    const json = knownErrorBody(new KnownError('EMAIL_PASSWORD_MISMATCH'));
    expect(Object.keys(json)).toEqual(['code', 'error']);
    expect(json).toEqual({ code: 'EMAIL_PASSWORD_MISMATCH', error: 'Wrong e-mail or password.' });
  });

  it('survives a JSON round trip with the same key order', () => {
    const error = new KnownError('USER_EMAIL_ALREADY_EXISTS', {
      email: 'a@example.com',
      would_work_if_email_was_verified: false,
    });
    const parsed = JSON.parse(JSON.stringify(knownErrorBody(error))) as Record<string, unknown>;
    expect(Object.keys(parsed)).toEqual(['code', 'details', 'error']);
    expect(Object.keys(parsed.details as object)).toEqual(['email', 'would_work_if_email_was_verified']);
  });
});

describe('messages', () => {
  it('fills PASSWORD_TOO_SHORT with min_length', () => {
    const error = new KnownError('PASSWORD_TOO_SHORT', { min_length: 8 });
    expect(wireMessage(error)).toContain('8');
    expect(wireMessage(error)).not.toContain('{');
  });

  it('fills PASSWORD_TOO_LONG from the camelCase maxLength detail', () => {
    const error = new KnownError('PASSWORD_TOO_LONG', { maxLength: 70 });
    expect(error.details).toEqual({ maxLength: 70 });
    expect(wireMessage(error)).toBe('Password too long. Maximum length is 70.');
  });

  it('names the project in INVALID_PUBLISHABLE_CLIENT_KEY', () => {
    const error = new KnownError('INVALID_PUBLISHABLE_CLIENT_KEY', { project_id: 'my-project' });
    expect(wireMessage(error)).toContain('"my-project"');
    expect(error.status).toBe(401);
  });

  it('keeps EMAIL_PASSWORD_MISMATCH verbatim', () => {
    expect(wireMessage(new KnownError('EMAIL_PASSWORD_MISMATCH'))).toBe('Wrong e-mail or password.');
  });

  it('fills placeholders that are not details from message arguments', () => {
    const error = new KnownError('INVALID_ACCESS_TYPE', undefined, { access_type: 'superuser' });
    expect(wireMessage(error)).toContain("'superuser'");
    expect(error.details).toBeUndefined();
    expect(knownErrorBody(error)).not.toHaveProperty('details');

    expect(wireMessage(new KnownError('BODY_PARSING_ERROR', undefined, { message: 'Unexpected end of JSON input' }))).toBe('Unexpected end of JSON input');
  });

  it('uses the details message as the message for SCHEMA_ERROR', () => {
    const message = 'Request validation failed on GET /api/v1:\n  - query contains unknown properties: extra';
    const json = knownErrorBody(new KnownError('SCHEMA_ERROR', { message }));
    expect(json).toEqual({ code: 'SCHEMA_ERROR', details: { message }, error: message });
  });

  it('reads well when optional detail values are null', () => {
    const error = new KnownError('ACCESS_TOKEN_EXPIRED', {
      expired_at_millis: null,
      project_id: null,
      user_id: null,
      refresh_token_id: null,
    });
    expect(wireMessage(error)).toBe('Access token has expired. Please refresh it and try again.');
  });

  it('fills every placeholder of a throwable code from its details and declared arguments', () => {
    for (const code of codes) {
      const definition = entry(code);
      const placeholders = [...messageOf(code).matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? fail('the pattern has one group'));
      const values = Object.fromEntries(placeholders.map((name) => [name, `<${name}>`]));
      const details = definition.details ? Object.fromEntries(definition.details.map((key) => [key, `<${key}>`])) : undefined;
      const error = new (KnownError as new (code: string, ...args: unknown[]) => KnownError)(code, details, values);
      expect(wireMessage(error), code).not.toMatch(/\{\w+\}/);
      for (const name of placeholders) expect(wireMessage(error), code).toContain(`<${name}>`);
    }
  });
});

describe('KnownError.fromJson', () => {
  it('keeps the server message verbatim and maps details and status from the catalogue', () => {
    const error = KnownError.fromJson({
      code: 'USER_EMAIL_ALREADY_EXISTS',
      details: { email: 'a@example.com', would_work_if_email_was_verified: true },
      error: 'A message the server chose.',
    });
    expect(error).toBeInstanceOf(KnownError);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('KnownError');
    expect(error.code).toBe('USER_EMAIL_ALREADY_EXISTS');
    expect(error.status).toBe(409);
    expect(error.message).toBe('A message the server chose.');
    expect(error.details).toEqual({ email: 'a@example.com', would_work_if_email_was_verified: true });
    // Answered again (a server relaying it), the body carries the catalogue's English, not the relayed text.
    expect(knownErrorBody(error)).toEqual({
      code: 'USER_EMAIL_ALREADY_EXISTS',
      details: { email: 'a@example.com', would_work_if_email_was_verified: true },
      error: 'A user with email "a@example.com" already exists.',
    });
  });

  it('takes the status from the catalogue, not from anything in the body', () => {
    const error = KnownError.fromJson({ code: 'OUTER_OAUTH_TIMEOUT', error: 'late', status: 200 });
    expect(error.status).toBe(408);
    expect(error.details).toBeUndefined();
    expect(Object.keys(knownErrorBody(error))).toEqual(['code', 'error']);
  });

  it('says the code and details when the body has no message (the English is server-only)', () => {
    const error = KnownError.fromJson({ code: 'PASSWORD_TOO_SHORT', details: { min_length: 10 } });
    expect(error.message).toBe('PASSWORD_TOO_SHORT {"min_length":10}');
  });

  it('rebuilds an error that matches its families', () => {
    const error = KnownError.fromJson(knownErrorBody(new KnownError('API_KEY_REVOKED')));
    expect(error.code).toBe('API_KEY_REVOKED');
    expect(error.is('API_KEY_NOT_VALID')).toBe(true);
  });

  it('turns an unknown code into UNSUPPORTED_ERROR carrying the original code', () => {
    const error = KnownError.fromJson({ code: 'SOMETHING_FROM_THE_FUTURE', details: { a: 1 }, error: 'new' });
    expect(error.code).toBe('UNSUPPORTED_ERROR');
    expect(error.status).toBe(500);
    expect(error.details).toEqual({ originalErrorCode: 'SOMETHING_FROM_THE_FUTURE' });
    expect(error.message).toContain('SOMETHING_FROM_THE_FUTURE');
    expect(Object.keys(knownErrorBody(error))).toEqual(['code', 'details', 'error']);
  });

  it('does not treat inherited object properties as codes', () => {
    for (const code of ['toString', '__proto__', 'constructor', 'hasOwnProperty']) {
      expect(KnownError.fromJson({ code, error: 'x' }).code, code).toBe('UNSUPPORTED_ERROR');
    }
  });

  it('yields UNSUPPORTED_ERROR for a body that is not an object instead of throwing', () => {
    for (const body of [null, undefined, 'Internal Server Error', 42, true, []]) {
      const error = KnownError.fromJson(body);
      expect(error.code).toBe('UNSUPPORTED_ERROR');
      expect(error.status).toBe(500);
    }
  });

  it('ignores details that are not an object', () => {
    const error = KnownError.fromJson({ code: 'TEAM_NOT_FOUND', details: ['team-1'], error: 'Team team-1 not found.' });
    expect(error.details).toBeUndefined();
    expect(error.message).toBe('Team team-1 not found.');
  });
});

describe('statuses a client depends on', () => {
  const expected: [KnownErrorCode, number][] = [
    ['USER_EMAIL_ALREADY_EXISTS', 409],
    ['USER_NOT_FOUND', 404],
    ['INSUFFICIENT_ACCESS_TYPE', 401],
    ['CANNOT_DELETE_CURRENT_SESSION', 400],
    ['OUTER_OAUTH_TIMEOUT', 408],
    ['OAUTH_PROVIDER_TEMPORARILY_UNAVAILABLE', 503],
    ['DATABASE_UNAVAILABLE', 503],
    ['TOTP_CODE_ALREADY_USED', 400],
    ['RESTRICTED_USER_NOT_ALLOWED', 403],
    ['UNSUPPORTED_ERROR', 500],
    ['ACCESS_TOKEN_EXPIRED', 401],
    ['REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED', 401],
    ['EMAIL_PASSWORD_MISMATCH', 400],
    ['VERIFICATION_CODE_NOT_FOUND', 404],
    ['VERIFICATION_CODE_ALREADY_USED', 409],
    ['BOT_CHALLENGE_REQUIRED', 409],
    ['SIGN_UP_REJECTED', 403],
    ['WRONG_API_KEY_TYPE', 400],
  ];
  it.each(expected)('%s is answered with %i', (code, status) => {
    expect(knownErrors[code].status).toBe(status);
  });

  it('gives a constructed error the catalogue status', () => {
    expect(new KnownError('USER_NOT_FOUND').status).toBe(404);
    expect(new KnownError('INSUFFICIENT_ACCESS_TYPE', { actual_access_type: 'client', allowed_access_types: ['server', 'admin'] }).status).toBe(401);
  });
});

describe('details field names', () => {
  it('keeps the exact wire names clients parse', () => {
    expect(knownErrors.PASSWORD_TOO_LONG.details).toEqual(['maxLength']);
    expect(knownErrors.UNSUPPORTED_ERROR.details).toEqual(['originalErrorCode']);
    expect(knownErrors.ACCESS_TOKEN_EXPIRED.details).toEqual(['expired_at_millis', 'project_id', 'user_id', 'refresh_token_id']);
    expect(knownErrors.USER_EMAIL_ALREADY_EXISTS.details).toEqual(['email', 'would_work_if_email_was_verified']);
    expect(knownErrors.CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE.details).toEqual(['type', 'contact_channel_value', 'would_work_if_email_was_verified']);
    expect(knownErrors.MULTI_FACTOR_AUTHENTICATION_REQUIRED.details).toEqual(['attempt_code']);
  });

  it('has no details key for codes the reference lists without details', () => {
    for (const code of ['BODY_PARSING_ERROR', 'INVALID_ACCESS_TYPE', 'EMAIL_PASSWORD_MISMATCH', 'INVALID_POLLING_CODE']) {
      expect(catalogue[code], code).not.toHaveProperty('details');
    }
  });
});
