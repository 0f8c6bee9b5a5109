import type { z } from 'zod';
import type { ListJson, SuccessJson } from '../list-json';
import type { PasskeyJson, PasskeyOptionsJson, PasskeyRegisteredJson } from './json';
import type { SignInJson } from '../sessions/json';
import type { EmptyBody, NoBody, Route } from '../route';
import type { passkeyInitiateBody, passkeyRegisterBody, passkeySignInBody, passkeyUpdateBody } from './schemas';

/**
 * Passkeys (docs/wire.md §4 "Passkeys"): Stack's four routes, as the official client calls them, then Latch's own list,
 * rename and remove (`user_id` is `me` for a client, any user's id with server access). The options are WebAuthn's
 * JSON as @simplewebauthn makes them; the types stay `unknown` here so no browser bundle needs the library's types.
 *
 * @example
 * ```ts
 * import * as passkeyRoutes from './routes';
 * const { options_json, code } = await call(sender, passkeyRoutes.initiatePasskeyAuthentication, { body: {} });
 * ```
 */
export const initiatePasskeyRegistration: Route<
  'POST',
  '/auth/passkey/initiate-passkey-registration',
  z.input<typeof passkeyInitiateBody>,
  PasskeyOptionsJson<unknown>,
  PasskeyOptionsJson<unknown>,
  never
> = { method: 'POST', path: '/auth/passkey/initiate-passkey-registration' };
export const registerPasskey: Route<'POST', '/auth/passkey/register', z.input<typeof passkeyRegisterBody>, PasskeyRegisteredJson, PasskeyRegisteredJson, never> = {
  method: 'POST',
  path: '/auth/passkey/register',
};
export const initiatePasskeyAuthentication: Route<
  'POST',
  '/auth/passkey/initiate-passkey-authentication',
  z.input<typeof passkeyInitiateBody>,
  PasskeyOptionsJson<unknown>,
  PasskeyOptionsJson<unknown>,
  never
> = { method: 'POST', path: '/auth/passkey/initiate-passkey-authentication' };
export const passkeySignIn: Route<
  'POST',
  '/auth/passkey/sign-in',
  z.input<typeof passkeySignInBody>,
  SignInJson & { is_new_user: boolean },
  SignInJson & { is_new_user: boolean },
  never
> = { method: 'POST', path: '/auth/passkey/sign-in' };
export const listPasskeys: Route<'GET', '/passkeys', NoBody, ListJson<PasskeyJson>, ListJson<PasskeyJson>, { user_id: string }> = { method: 'GET', path: '/passkeys' };
export const updatePasskey: Route<'PATCH', '/passkeys/:user_id/:passkey_id', z.input<typeof passkeyUpdateBody>, PasskeyJson, PasskeyJson, never> = {
  method: 'PATCH',
  path: '/passkeys/:user_id/:passkey_id',
};
export const deletePasskey: Route<'DELETE', '/passkeys/:user_id/:passkey_id', EmptyBody, SuccessJson, SuccessJson, never> = {
  method: 'DELETE',
  path: '/passkeys/:user_id/:passkey_id',
};
