/**
 * A handler for failures of background work nobody awaits (a load started by a subscription, a token refresh that
 * settles `$session`): they are logged with what was being done, never silently dropped.
 *
 * @example
 * ```ts
 * cache.load().catch(reportError('loading the current user'));
 * ```
 */
export function reportError(doing: string): (error: unknown) => void {
  return (error) => console.error(`[latch] ${doing} failed:`, error);
}
