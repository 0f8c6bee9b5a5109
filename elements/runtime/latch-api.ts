import type { ClientApp } from '../../core';
import type { LatchRuntimeApi, LatchUser } from '../../protocol/elements';
import type { WritableAtom } from 'nanostores';
import { EVERY_LOCALE, type TranslationOverrides } from '../i18n/overrides';
import { toLatchUser } from './to-latch-user';

/** `window.Latch` as the runtime implements it (the loader adds `version` and `load`). */
export function createLatchApi(app: ClientApp, $translations: WritableAtom<TranslationOverrides>): LatchRuntimeApi {
  return {
    ready: () =>
      new Promise<void>((resolve) => {
        let done = false;
        // subscribe() calls back at once, before it has returned the unbind function: unbind a tick later.
        const unbind = app.$session.subscribe((state) => {
          if (done || state.status === 'loading') return;
          done = true;
          resolve();
          queueMicrotask(() => unbind());
        });
      }),
    async getUser() {
      const user = await app.getUser();
      return user ? toLatchUser(user) : null;
    },
    signOut: () => app.signOut(),
    async signInAnonymously() {
      return toLatchUser(await app.getUser({ or: 'anonymous' }));
    },
    subscribe(listener) {
      if (typeof listener !== 'function') throw new TypeError('Latch.subscribe needs a function.');
      let last: string | undefined;
      return app.$user.subscribe((user) => {
        if (user === undefined) return;
        const plain: LatchUser | null = user ? toLatchUser(user) : null;
        const key = JSON.stringify(plain);
        if (key === last) return;
        last = key;
        listener(plain);
      });
    },
    setTranslations(localeOrStrings: string | Record<string, string>, strings?: Record<string, string>) {
      const table = typeof localeOrStrings === 'string' ? strings : localeOrStrings;
      if (typeof table !== 'object' || table === null || Object.values(table).some((value) => typeof value !== 'string')) {
        throw new TypeError('Latch.setTranslations needs an object of strings, e.g. ("de", { "signIn.submit": "Anmelden" }).');
      }
      // Kept under the tag as given; the elements match it to the locale they speak ('de-AT' → German).
      const locale = typeof localeOrStrings === 'string' ? localeOrStrings : EVERY_LOCALE;
      const overrides = $translations.get();
      $translations.set({ ...overrides, [locale]: { ...overrides[locale], ...table } });
    },
  };
}
