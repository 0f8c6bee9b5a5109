import { expect, vi } from 'vitest';
import type { ListJson } from '../../../protocol/list-json';
import type { SessionJson } from '../../../protocol/sessions/json';
import { ROTATION_GRACE_MS } from '../sessions/rotate-refresh-token';
import { expectJson } from '../../test-support/expect-known-error';
import { client, configure, oauthRefresh, PASSWORD, signUp, uniqueEmail } from '../../test-support/test-accounts';
import { admin, anyId, describeWritePaths, expectOne, ok, server, sorted, type EventCase } from '../../test-support/write-path-events';

// README "Operating Latch", "Events": every change to a user or a session records its event, in the transaction of
// the write (server/kernel/events/record-event.ts).
const WRITES: EventCase[] = [
  {
    name: 'PATCH /users/me (client) records user.updated',
    run: async (t, p, at) => {
      const user = await signUp(t, p);
      const recorded = await at(() => ok(t.api('PATCH', '/users/me', client(p, user.access_token), { display_name: 'Me', client_metadata: { a: 1 } })));
      expect(recorded).toEqual([{ type: 'user.updated', data: { id: user.user_id } }]);
      return recorded;
    },
  },
  {
    name: 'PATCH /users/{id} (server) with metadata records user.updated',
    run: async (t, p, at) => {
      const user = await signUp(t, p);
      return expectOne(await at(() => ok(t.api('PATCH', `/users/${user.user_id}`, server(p), { server_metadata: { plan: 'pro' } }))), {
        type: 'user.updated',
        data: { id: user.user_id },
      });
    },
  },
  {
    name: 'PATCH /users/me with a new primary e-mail records user.updated',
    run: async (t, p, at) => {
      const user = await signUp(t, p);
      return expectOne(await at(() => ok(t.api('PATCH', '/users/me', server(p), { primary_email: uniqueEmail('moved') }, { 'x-stack-access-token': user.access_token }))), {
        type: 'user.updated',
        data: { id: user.user_id },
      });
    },
  },
  {
    name: 'PATCH /users/{id} with a new password records user.updated and ends each session as session.deleted',
    run: async (t, p, at) => {
      const user = await signUp(t, p);
      const recorded = await at(() => ok(t.api('PATCH', `/users/${user.user_id}`, server(p), { password: 'a brand new password' })));
      expect(sorted(recorded)).toEqual([
        { type: 'session.deleted', data: { id: anyId, user_id: user.user_id, reason: 'password_changed' } },
        { type: 'user.updated', data: { id: user.user_id } },
      ]);
      return recorded;
    },
  },
  {
    name: 'OTP sign-in that turns sign-in by code on records user.updated',
    run: async (t, p, at) => {
      await configure(t, p, { magic_link_enabled: true });
      const user = await signUp(t, p);
      await ok(t.api('PATCH', `/users/${user.user_id}`, server(p), { primary_email_verified: true }));
      await ok(t.api('POST', '/auth/otp/send-sign-in-code', client(p), { email: user.email, callback_url: 'http://localhost:3000/handler/magic-link-callback' }));
      const mail = await t.deps.db.selectFrom('sent_emails').select('text').where('project_id', '=', p.id).orderBy('sent_at', 'desc').executeTakeFirstOrThrow();
      const code = /code=([0-9a-z]{45})/.exec(mail.text ?? '')?.[1] ?? '';
      const recorded = await at(() => ok(t.api('POST', '/auth/otp/sign-in', client(p), { code })));
      expect(sorted(recorded)).toEqual([
        { type: 'session.created', data: { id: anyId, user_id: user.user_id, method: 'otp' } },
        { type: 'user.updated', data: { id: user.user_id } },
      ]);
      return recorded;
    },
  },
  {
    name: 'POST /auth/sessions (server) records session.created',
    run: async (t, p, at) => {
      const user = await signUp(t, p);
      return expectOne(await at(() => ok(t.api('POST', '/auth/sessions', server(p), { user_id: user.user_id }))), {
        type: 'session.created',
        data: { id: anyId, user_id: user.user_id, method: 'server' },
      });
    },
  },
  {
    name: 'POST /auth/sessions for impersonation records session.created',
    run: async (t, p, at) => {
      const user = await signUp(t, p);
      return expectOne(await at(() => ok(t.api('POST', '/auth/sessions', admin(p), { user_id: user.user_id, is_impersonation: true }))), {
        type: 'session.created',
        data: { id: anyId, user_id: user.user_id, method: 'impersonation' },
      });
    },
  },
  {
    name: 'DELETE /auth/sessions/current (sign-out) records session.deleted',
    run: async (t, p, at) => {
      const user = await signUp(t, p);
      return expectOne(await at(() => ok(t.api('DELETE', '/auth/sessions/current', client(p, user.access_token), {}))), {
        type: 'session.deleted',
        data: { id: anyId, user_id: user.user_id, reason: 'signed_out' },
      });
    },
  },
  {
    name: 'DELETE /auth/sessions/{id} records session.deleted',
    run: async (t, p, at) => {
      const user = await signUp(t, p);
      const sessions = await expectJson<ListJson<SessionJson>>(await t.api('GET', `/auth/sessions?user_id=${user.user_id}`, server(p)));
      const id = sessions.items[0]?.id ?? '';
      return expectOne(await at(() => ok(t.api('DELETE', `/auth/sessions/${id}?user_id=${user.user_id}`, server(p), {}))), {
        type: 'session.deleted',
        data: { id, user_id: user.user_id, reason: 'revoked' },
      });
    },
  },
  {
    name: 'a rotated refresh token presented again ends its session as session.deleted',
    run: async (t, p, at) => {
      await configure(t, p, { refresh_token_rotation: true });
      const user = await signUp(t, p);
      expect((await oauthRefresh(t, p.id, user.refresh_token, p.keys.publishable_client_key)).status).toBe(200);
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + ROTATION_GRACE_MS + 1);
      return expectOne(await at(() => oauthRefresh(t, p.id, user.refresh_token, p.keys.publishable_client_key)), {
        type: 'session.deleted',
        data: { id: anyId, user_id: user.user_id, reason: 'refresh_token_reused' },
      });
    },
  },
];

/** Writes that fail: each answers an error, changes nothing and records nothing. */
const FAILED: EventCase[] = [
  {
    name: 'PATCH /users/me that sets a name and an address another user signs in with',
    run: async (t, p, at) => {
      const [user, other] = [await signUp(t, p), await signUp(t, p)];
      const recorded = await at(async () => {
        const response = await t.api('PATCH', '/users/me', client(p, user.access_token), { display_name: 'Taken', primary_email: other.email });
        expect(response.status).toBe(409);
      });
      const me = await expectJson<{ display_name: string | null; primary_email: string }>(await t.api('GET', `/users/${user.user_id}`, server(p)));
      expect(me).toMatchObject({ display_name: null, primary_email: user.email });
      // The same change without the taken address goes through, and is heard of once.
      const retried = await at(() => ok(t.api('PATCH', '/users/me', client(p, user.access_token), { display_name: 'Taken' })));
      expect(retried).toEqual([{ type: 'user.updated', data: { id: user.user_id } }]);
      return recorded;
    },
  },
  {
    name: 'PATCH /users/{id} with a new password and a team the user is not in',
    run: async (t, p, at) => {
      const user = await signUp(t, p);
      const recorded = await at(async () => {
        const response = await t.api('PATCH', `/users/${user.user_id}`, server(p), { password: 'another password', selected_team_id: crypto.randomUUID() });
        expect(response.status).toBeGreaterThanOrEqual(400);
      });
      // The old password and the session still work.
      expect((await t.api('GET', '/users/me', client(p, user.access_token))).status).toBe(200);
      expect((await t.api('POST', '/auth/password/sign-in', client(p), { email: user.email, password: PASSWORD })).status).toBe(200);
      return recorded;
    },
  },
  {
    name: 'DELETE /auth/sessions/{id} of a session that does not exist',
    run: async (t, p, at) => at(async () => expect((await t.api('DELETE', `/auth/sessions/${crypto.randomUUID()}`, server(p), {})).status).toBe(404)),
  },
];

describeWritePaths('events of user and session writes', WRITES, FAILED);
