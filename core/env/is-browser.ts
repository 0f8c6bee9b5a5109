/**
 * True when running in a page (a `window` with a `location`, and a `document`). Read at call time, never at import
 * time, so core can be imported during server-side rendering (docs/embed.md complaint 4).
 *
 * @example
 * ```ts
 * const redirectMethod = options.redirectMethod ?? (isBrowser() ? 'window' : 'none');
 * ```
 */
export function isBrowser(): boolean {
  return typeof window !== 'undefined' && typeof window.location !== 'undefined' && typeof document !== 'undefined';
}
