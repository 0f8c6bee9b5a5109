import { z } from 'zod';
import { verificationCode } from '../code-schemas';
import { userIdOrMe } from '../users/schemas';

/**
 * WebAuthn's JSON for a credential (RegistrationResponseJSON / AuthenticationResponseJSON of @simplewebauthn): an
 * object checked field by field by the verifier, so the schema only bounds its size and shape.
 */
const webAuthnJson = z.record(z.string(), z.unknown()).refine((value) => JSON.stringify(value).length <= 64_000, 'A WebAuthn response is at most 64 KB.');

/**
 * Both `initiate-passkey-*` routes take an empty object (docs/wire.md §4 "Passkeys").
 *
 * @example
 * ```ts
 * const body: z.input<typeof passkeyInitiateBody> = {};
 * ```
 */
export const passkeyInitiateBody = z.strictObject({});

/**
 * `POST /auth/passkey/register`: the browser's registration response and the code of its challenge.
 *
 * @example
 * ```ts
 * const body: z.input<typeof passkeyRegisterBody> = { credential: await startRegistration({ optionsJSON }), code };
 * ```
 */
export const passkeyRegisterBody = z.strictObject({ credential: webAuthnJson, code: verificationCode });

/**
 * `POST /auth/passkey/sign-in`: the browser's authentication response and the code of its challenge.
 *
 * @example
 * ```ts
 * const body: z.input<typeof passkeySignInBody> = { authentication_response: await startAuthentication({ optionsJSON }), code };
 * ```
 */
export const passkeySignInBody = z.strictObject({ authentication_response: webAuthnJson, code: verificationCode });

/**
 * `PATCH /passkeys/:user_id/:passkey_id`: a new name, 1 to 64 characters after trimming.
 *
 * @example
 * ```ts
 * const body: z.input<typeof passkeyUpdateBody> = { name: 'Work laptop' };
 * ```
 */
export const passkeyUpdateBody = z.strictObject({ name: z.string().trim().min(1).max(64) });

/**
 * `GET /passkeys?user_id=`: whose passkeys to list (`me`, or any user's id with server access).
 *
 * @example
 * ```ts
 * api.get('/passkeys', endpoint({ access: ANY_ACCESS, query: passkeyListQuery, handler: ({ auth, query, c }) => … }));
 * ```
 */
export const passkeyListQuery = z.strictObject({ user_id: userIdOrMe });

/**
 * Path parameters of `/passkeys/:user_id/:passkey_id`.
 *
 * @example
 * ```ts
 * passkeyParams.parse({ user_id: 'me', passkey_id: '5b0c…' });
 * ```
 */
export const passkeyParams = z.strictObject({ user_id: userIdOrMe, passkey_id: z.uuid() });
