/**
 * The OAuth actions of ClientApp, gathered in one module so that the app's methods share one lazy chunk (one
 * `import()` in the page's runtime, whose size every page pays): oauth4webapi and the flow load on first call only.
 *
 * @example
 * ```ts
 * await (await import('./auth/oauth-actions')).signInWithOAuth(context, 'google');
 * ```
 */
export { signInWithOAuth } from './oauth-sign-in';
export { callOAuthCallback } from './oauth-callback';
export { startOAuthFlow } from './oauth-authorize';
