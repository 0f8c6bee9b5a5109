/**
 * A way an end user proves who they are, with one name in every layer: `password`, `email-code` (a code mailed as a
 * link and as six characters to type), `oauth`, `passkey` and `anonymous`. The server's sign-in gate takes it; the
 * sign-in element shows a panel for each it has one for (`Exclude<SignInMethod, 'anonymous'>`). Where the wire or
 * stored data already spell e-mail code `otp` (routes `/auth/otp/*`, a session's `method` in events), the server
 * maps it at that one boundary (server/kernel/sign-in/recorded-method.ts).
 *
 * @example
 * ```ts
 * import type { SignInMethod } from './sign-in-method';
 * const method: SignInMethod = 'email-code';
 * ```
 */
export type SignInMethod = 'password' | 'email-code' | 'oauth' | 'passkey' | 'anonymous';
