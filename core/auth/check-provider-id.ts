/**
 * Throws the TypeError of a caller's mistake when `provider` is not a provider id string. Its own module: the user
 * object's OAuth methods check ids without loading the OAuth flow (and oauth4webapi).
 *
 * @example
 * ```ts
 * checkProviderId(provider, 'signInWithOAuth');
 * ```
 */
export function checkProviderId(provider: unknown, method: string): asserts provider is string {
  if (typeof provider !== 'string' || provider === '') throw new TypeError(`${method}: provider must be a provider id such as 'google'; got ${JSON.stringify(provider)}.`);
}
