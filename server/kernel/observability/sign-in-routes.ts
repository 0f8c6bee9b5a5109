import * as emailCode from '../../../protocol/email-code/routes';
import * as mfa from '../../../protocol/mfa/routes';
import * as passkeys from '../../../protocol/passkeys/routes';
import * as password from '../../../protocol/password/routes';

/** The API's prefixes: `/api/latest` is an alias of `/api/v1`. */
const API_PREFIXES = ['/api/v1', '/api/latest'];

/**
 * The routes where a person signs in with a credential, by the method the `latch_sign_ins_total` metric names: an
 * error answer there is a failed sign-in (a wrong password or code, a second factor still needed, a throttle).
 * Successes are counted by the sign-in gate, which every method's sign-in passes.
 */
const SIGN_IN_ROUTES: ReadonlyArray<[{ method: string; path: string }, string]> = [
  [password.passwordSignIn, 'password'],
  [emailCode.otpSignIn, 'email-code'],
  [passkeys.passkeySignIn, 'passkey'],
  [mfa.mfaSignIn, 'mfa'],
];

const byRoute = new Map<string, string>(
  SIGN_IN_ROUTES.flatMap(([route, method]) => API_PREFIXES.map((prefix): [string, string] => [`${route.method} ${prefix}${route.path}`, method])),
);

/** The sign-in method of a request's method and route pattern, or undefined when it is no sign-in route. */
export function signInMethodOf(method: string, route: string): string | undefined {
  return byRoute.get(`${method} ${route}`);
}
