/*
 * Type test, checked by `tsc` (never run): `mount` checks an endpoint against its route — the JSON the handler
 * answers, the body schema's input, the query schema's input and the params schema's keys. Each `@ts-expect-error` line must be an error.
 */
import type { Hono } from 'hono';
import type { ClientTeamJson } from '../../../protocol/teams/json';
import type { ClientUserJson, ServerUserJson } from '../../../protocol/users/json';
import * as passwordRoutes from '../../../protocol/password/routes';
import * as sessionRoutes from '../../../protocol/sessions/routes';
import * as userRoutes from '../../../protocol/users/routes';
import * as anonymousRoutes from '../../../protocol/anonymous/routes';
import * as oauthRoutes from '../../../protocol/oauth/routes';
import * as passkeyRoutes from '../../../protocol/passkeys/routes';
import { passkeyParams } from '../../../protocol/passkeys/schemas';
import { z } from 'zod';
import { oauthCallbackFields } from '../../../protocol/oauth/schemas';
import { passwordSignInBody, passwordSignUpBody } from '../../../protocol/password/schemas';
import { userListQuery } from '../../../protocol/users/schemas';
import { ANY_ACCESS, SERVER_OR_ADMIN } from '../auth/access';
import { rawAnswer } from './answer';
import type { AppEnv } from './app-env';
import { endpoint } from './endpoint';
import { mount } from './mount';

declare const api: Hono<AppEnv>;
declare const clientUser: ClientUserJson;
declare const serverUser: ServerUserJson;
declare const team: ClientTeamJson;
const signIn = { access_token: 'a', refresh_token: 'r', user_id: 'u' };

// The route's answer compiles, with any status.
mount(api, passwordRoutes.passwordSignIn, endpoint({ access: ANY_ACCESS, body: passwordSignInBody, handler: ({ c }) => c.json(signIn) }));
mount(api, passwordRoutes.passwordSignIn, endpoint({ access: ANY_ACCESS, body: passwordSignInBody, handler: ({ c }) => c.json(signIn, 201) }));
mount(api, sessionRoutes.signOut, endpoint({ access: ANY_ACCESS, handler: ({ c }) => c.json({ success: true } as const) }));

// A wrong field: `success` is `true` on the wire.
// @ts-expect-error
mount(api, sessionRoutes.signOut, endpoint({ access: ANY_ACCESS, handler: ({ c }) => c.json({ success: 'yes' }) }));
// A misspelt field, so a required one is missing.
// @ts-expect-error
mount(
  api,
  passwordRoutes.passwordSignIn,
  endpoint({ access: ANY_ACCESS, body: passwordSignInBody, handler: ({ c }) => c.json({ access_token: 'a', refresh_tokn: 'r', user_id: 'u' }) }),
);
// A required field missing.
// @ts-expect-error
mount(api, passwordRoutes.passwordSignIn, endpoint({ access: ANY_ACCESS, body: passwordSignInBody, handler: ({ c }) => c.json({ access_token: 'a', user_id: 'u' }) }));
// A field of the wrong type.
// @ts-expect-error
mount(api, passwordRoutes.passwordSignIn, endpoint({ access: ANY_ACCESS, body: passwordSignInBody, handler: ({ c }) => c.json({ ...signIn, user_id: 1 }) }));
// One branch of several wrong.
// @ts-expect-error
mount(
  api,
  passwordRoutes.passwordSignIn,
  endpoint({ access: ANY_ACCESS, body: passwordSignInBody, handler: ({ body, c }) => (body.email ? c.json(signIn) : c.json({ access_token: 'a' }, 201)) }),
);

// A route that answers each access type its own view takes either; another type is an error.
mount(api, userRoutes.currentUser, endpoint({ access: ANY_ACCESS, handler: ({ auth, c }) => (auth.accessType === 'client' ? c.json(clientUser) : c.json(serverUser)) }));
// @ts-expect-error
mount(api, userRoutes.currentUser, endpoint({ access: ANY_ACCESS, handler: ({ c }) => c.json(team) }));
// A list must be a list page: `is_paginated: true` needs its `pagination`.
// @ts-expect-error
mount(api, userRoutes.listUsers, endpoint({ access: SERVER_OR_ADMIN, query: userListQuery, handler: ({ c }) => c.json({ items: [serverUser], is_paginated: true as const }) }));

// The body schema must take the route's body: another route's schema, or a body where the route takes none, is an error.
// @ts-expect-error
mount(api, passwordRoutes.passwordSignIn, endpoint({ access: ANY_ACCESS, body: passwordSignUpBody, handler: ({ c }) => c.json(signIn) }));
// @ts-expect-error
mount(api, anonymousRoutes.anonymousSignUp, endpoint({ access: ANY_ACCESS, body: passwordSignInBody, handler: ({ c }) => c.json(signIn) }));
// A route with a body needs the schema that reads it.
// @ts-expect-error
mount(api, passwordRoutes.passwordSignIn, endpoint({ access: ANY_ACCESS, handler: ({ c }) => c.json(signIn) }));

// The query schema must take the route's query; a route without one reads none.
mount(api, userRoutes.listUsers, endpoint({ access: SERVER_OR_ADMIN, query: userListQuery, handler: ({ c }) => c.json({ items: [serverUser], is_paginated: false as const }) }));
// @ts-expect-error
mount(api, userRoutes.listUsers, endpoint({ access: SERVER_OR_ADMIN, handler: ({ c }) => c.json({ items: [serverUser], is_paginated: false as const }) }));
// @ts-expect-error
mount(api, userRoutes.currentUser, endpoint({ access: ANY_ACCESS, query: userListQuery, handler: ({ c }) => c.json(clientUser) }));

// What is not the route's JSON (a redirect, text) is answered only through the visible `rawAnswer`.
mount(api, oauthRoutes.oauthCallback, endpoint({ access: 'none', query: oauthCallbackFields, handler: ({ c }) => rawAnswer(c.redirect('/', 303)) }));
// @ts-expect-error
mount(api, oauthRoutes.oauthCallback, endpoint({ access: 'none', query: oauthCallbackFields, handler: ({ c }) => c.redirect('/', 303) }));
// @ts-expect-error
mount(api, sessionRoutes.signOut, endpoint({ access: ANY_ACCESS, handler: ({ c }) => c.text('done') }));

// A params schema names exactly the path's `:name` parameters; an endpoint without one reads the path as it is.
const passkeyRemoved = { success: true } as const;
mount(api, passkeyRoutes.deletePasskey, endpoint({ access: ANY_ACCESS, params: passkeyParams, handler: ({ c }) => c.json(passkeyRemoved) }));
mount(api, passkeyRoutes.deletePasskey, endpoint({ access: ANY_ACCESS, handler: ({ c }) => c.json(passkeyRemoved) }));
// A misspelt parameter.
// @ts-expect-error
mount(
  api,
  passkeyRoutes.deletePasskey,
  endpoint({ access: ANY_ACCESS, params: z.strictObject({ user_id: z.string(), id: z.string() }), handler: ({ c }) => c.json(passkeyRemoved) }),
);
// A parameter the path does not have.
// @ts-expect-error
mount(api, sessionRoutes.signOut, endpoint({ access: ANY_ACCESS, params: z.strictObject({ id: z.string() }), handler: ({ c }) => c.json(passkeyRemoved) }));
