import type { SignInJson } from '../sessions/json';
import type { NoBody, Route } from '../route';

/**
 * The anonymous sign-up route (docs/wire.md §4): a user with no sign-in method, upgraded later.
 *
 * @example
 * ```ts
 * import * as anonymousRoutes from './routes';
 * await call(sender, anonymousRoutes.anonymousSignUp, {});
 * ```
 */
export const anonymousSignUp: Route<'POST', '/auth/anonymous/sign-up', NoBody, SignInJson, SignInJson, never> = { method: 'POST', path: '/auth/anonymous/sign-up' };
