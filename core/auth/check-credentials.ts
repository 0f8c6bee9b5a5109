/**
 * Checks the e-mail and password a caller passed are strings (a caller's mistake is a TypeError). Their content is
 * the server's to judge, so that the answer is the catalogue's error (e.g. PASSWORD_TOO_SHORT).
 *
 * @example
 * ```ts
 * checkCredentials(options); // before POST /auth/password/sign-in
 * ```
 */
export function checkCredentials(options: { email: unknown; password: unknown }): void {
  if (typeof options !== 'object' || options === null) throw new TypeError('Expected { email, password }.');
  if (typeof options.email !== 'string' || typeof options.password !== 'string') {
    throw new TypeError('email and password must be strings.');
  }
}
