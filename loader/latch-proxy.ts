import type { ElementTag, LatchApi, LatchRuntimeApi } from '../protocol/elements';

/**
 * `window.Latch` as it exists from the first moment: every call waits for the runtime, so a host page may
 * call `Latch.ready()` or `Latch.subscribe()` before any chunk has arrived. Misuse is checked here, at once, so the
 * caller gets the `TypeError` (ARCHITECTURE.md) instead of an unhandled rejection once the runtime has loaded.
 */
export function createLatchProxy(
  version: string,
  runtime: Promise<LatchRuntimeApi>,
  load: (tag: ElementTag) => Promise<void>,
  /**
   * Sees every good `setTranslations` call without a locale: the loader's own text (an element that could not load)
   * uses it too.
   */
  onTranslations: (strings: Readonly<Record<string, string>>) => void = () => undefined,
  /** The shipped languages (the build's `__LATCH_LOCALES__`). */
  locales: readonly string[] = ['en'],
): LatchApi {
  return {
    version,
    locales: Object.freeze([...locales]),
    ready: () => runtime.then((api) => api.ready()),
    getUser: () => runtime.then((api) => api.getUser()),
    signOut: () => runtime.then((api) => api.signOut()),
    signInAnonymously: () => runtime.then((api) => api.signInAnonymously()),
    subscribe(listener) {
      if (typeof listener !== 'function') throw new TypeError('Latch.subscribe needs a function.');
      let unsubscribe: (() => void) | undefined;
      let cancelled = false;
      runtime.then(
        (api) => {
          if (!cancelled) unsubscribe = api.subscribe(listener);
        },
        () => undefined, // the loader already reported the failure; ready() rejects with it
      );
      return () => {
        cancelled = true;
        unsubscribe?.();
      };
    },
    load: (...tags) => Promise.all(tags.map(load)).then(() => undefined),
    setTranslations(localeOrStrings: string | Record<string, string>, strings?: Record<string, string>) {
      const table = typeof localeOrStrings === 'string' ? strings : localeOrStrings;
      if (typeof table !== 'object' || table === null || Object.values(table).some((value) => typeof value !== 'string')) {
        throw new TypeError('Latch.setTranslations needs an object of strings, e.g. ("de", { "signIn.submit": "Anmelden" }).');
      }
      if (typeof localeOrStrings !== 'string') onTranslations(table);
      runtime.then(
        (api) => (typeof localeOrStrings === 'string' ? api.setTranslations(localeOrStrings, table) : api.setTranslations(table)),
        () => undefined, // as in subscribe: the loader already reported the failure
      );
    },
  };
}
