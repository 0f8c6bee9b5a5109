import { expect, it } from 'vitest';
import type { AccessType } from '../../protocol/headers';
import type { KnownErrorCode } from '../../protocol/known-error';
import { expectKnownError } from './expect-known-error';
import { accessHeaders, type TestProject } from './test-server';

/** Every access type a request can claim. */
export const ALL_ACCESS_TYPES: readonly AccessType[] = ['client', 'server', 'admin'];

/** The known error for a key of the access type that does not belong to the project named. */
const WRONG_KEY: Record<AccessType, KnownErrorCode> = {
  client: 'INVALID_PUBLISHABLE_CLIENT_KEY',
  server: 'INVALID_SECRET_SERVER_KEY',
  admin: 'INVALID_SUPER_SECRET_ADMIN_KEY',
};

/** Sends one route's request with the given headers (the route test's own path and body). */
export type SendWithHeaders = (headers: Record<string, string>) => Promise<Response>;

/** A user's tokens, issued by the project they belong to. */
export type UserTokens = { access_token: string; refresh_token: string };

/**
 * A request as route tests send it: the given headers, and a JSON body (with its content type) when there is one.
 *
 * @example
 * ```ts
 * await t.request('/api/v1/users/me', jsonRequest('PATCH', accessHeaders(access), { display_name: 'Ada' }));
 * ```
 */
export function jsonRequest(method: string, headers: Record<string, string>, body?: unknown): RequestInit {
  return {
    method,
    headers: { ...headers, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  };
}

/** Expects each access type not in `allowed`, with `project`'s own key (and a user's token), to be `INSUFFICIENT_ACCESS_TYPE`. */
export async function expectUnadmittedTypesRefused(send: SendWithHeaders, allowed: readonly AccessType[], project: TestProject, accessToken: string): Promise<void> {
  for (const type of ALL_ACCESS_TYPES.filter((type) => !allowed.includes(type))) {
    await expectKnownError(await send(accessHeaders({ type, project, accessToken })), 401, 'INSUFFICIENT_ACCESS_TYPE', {
      actual_access_type: type,
      allowed_access_types: allowed,
    });
  }
}

/** Expects `owner`'s keys, sent as if they were `other`'s, to be refused as the wrong key of each access type. */
export async function expectForeignKeysRefused(send: SendWithHeaders, types: readonly AccessType[], owner: TestProject, other: TestProject): Promise<void> {
  for (const type of types) {
    const headers = { ...accessHeaders({ type, project: owner }), 'x-stack-project-id': other.id };
    await expectKnownError(await send(headers), 401, WRONG_KEY[type], { project_id: other.id });
  }
}

/** Expects a user of `owner` whose tokens are sent with `other`'s own valid keys to be `INVALID_PROJECT_FOR_ACCESS_TOKEN`. */
export async function expectForeignTokenRefused(send: SendWithHeaders, types: readonly AccessType[], user: UserTokens, owner: TestProject, other: TestProject): Promise<void> {
  for (const type of types) {
    const headers = accessHeaders({ type, project: other, accessToken: user.access_token, refreshToken: user.refresh_token });
    await expectKnownError(await send(headers), 401, 'INVALID_PROJECT_FOR_ACCESS_TOKEN', {
      expected_project_id: other.id,
      actual_project_id: owner.id,
    });
  }
}

/** What the cross-project tests of one route need; `accounts` and `state` are read when the tests run. */
export type CrossProjectCase = {
  send: SendWithHeaders;
  /** The access types to try (those the route admits). */
  types: readonly AccessType[];
  /** The project that owns the keys and the user, the other project, and that user's tokens. */
  accounts: () => { owner: TestProject; other: TestProject; user: UserTokens };
  /** What an attacker must not change: read before and after, and expected equal. */
  state: () => Promise<unknown>;
};

/**
 * Declares the two tests every route's access matrix has: one project's keys sent for another project, and one
 * project's user token sent with another project's own keys, are refused with the right known error and change
 * nothing (docs/security.md "Access control").
 *
 * @example
 * ```ts
 * itRefusesOtherProjects('GET /users/me', { send, types: ALL_ACCESS_TYPES, accounts: () => ({ owner: a, other: b, user: victim }), state });
 * ```
 */
export function itRefusesOtherProjects(name: string, { send, types, accounts, state }: CrossProjectCase): void {
  it(`${name}: refuses one project's keys sent for another project`, async () => {
    const { owner, other } = accounts();
    const before = await state();
    await expectForeignKeysRefused(send, types, owner, other);
    expect(await state()).toEqual(before);
  });

  it(`${name}: refuses one project's user token sent to another project`, async () => {
    const { owner, other, user } = accounts();
    const before = await state();
    await expectForeignTokenRefused(send, types, user, owner, other);
    expect(await state()).toEqual(before);
  });
}
