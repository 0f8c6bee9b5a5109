import { expect } from 'vitest';
import type { KnownErrorCode } from '../../protocol/known-error';
import { knownErrors, type KnownErrorDefinition } from '../../protocol/known-errors';

export type KnownErrorBody = { code: string; details?: Record<string, unknown>; error: string };

/**
 * Asserts a response is the known error `code` exactly as the official client parses it (docs/wire.md §2): the
 * status, `x-stack-known-error` equal to the body's code, JSON with charset, body keys in the order code,
 * details, error; `details` present exactly when the catalogue gives the code details fields, with those field
 * names in catalogue order, and equal to `details` when given.
 * Returns the body for further checks.
 */
export async function expectKnownError(response: Response, status: number, code: KnownErrorCode, details?: Record<string, unknown>): Promise<KnownErrorBody> {
  const text = await response.text();
  expect({ status: response.status, body: text }).toMatchObject({ status });
  expect(response.headers.get('x-stack-known-error')).toBe(code);
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  const body = JSON.parse(text) as KnownErrorBody;
  expect(body.code).toBe(code);
  const fields = (knownErrors[code] as KnownErrorDefinition).details;
  expect(Object.keys(body)).toEqual(fields ? ['code', 'details', 'error'] : ['code', 'error']);
  if (fields) expect(Object.keys(body.details ?? {})).toEqual(fields);
  if (details !== undefined) expect(body.details).toEqual(details);
  expect(typeof body.error).toBe('string');
  expect(body.error.length).toBeGreaterThan(0);
  return body;
}

/** Reads a JSON success body after checking the status (the body is shown when the status is wrong). */
export async function expectJson<T = Record<string, unknown>>(response: Response, status = 200): Promise<T> {
  const text = await response.text();
  expect({ status: response.status, body: text }).toMatchObject({ status });
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  return JSON.parse(text) as T;
}
