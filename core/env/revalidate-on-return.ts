import { isBrowser } from './is-browser';

/**
 * Calls `revalidate` whenever the person returns to the page: the window regains focus or the tab becomes
 * visible again. Does nothing outside a browser. Returns the function that stops listening.
 *
 * @example
 * ```ts
 * const stop = revalidateOnReturn(() => user.refresh());
 * ```
 */
export function revalidateOnReturn(revalidate: () => void): () => void {
  if (!isBrowser()) return () => undefined; // nothing was watched, so stopping has nothing to undo
  const onVisibility = () => {
    if (document.visibilityState === 'visible') revalidate();
  };
  window.addEventListener('focus', revalidate);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    window.removeEventListener('focus', revalidate);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
