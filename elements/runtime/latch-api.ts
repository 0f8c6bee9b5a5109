import type { ClientApp } from '../../core';
import type { LatchRuntimeApi, LatchUser } from '../../protocol/elements';
import type { WritableAtom } from 'nanostores';
import { toLatchUser } from './to-latch-user';

/** `window.Latch` as the runtime implements it (the loader adds `version` and `load`). */
export function createLatchApi(app: ClientApp, $translations: WritableAtom<Readonly<Record<string, string>>>): LatchRuntimeApi {
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
    setTranslations(strings) {
      if (typeof strings !== 'object' || strings === null || Object.values(strings).some((value) => typeof value !== 'string')) {
        throw new TypeError('Latch.setTranslations needs an object of strings, e.g. { "signIn.submit": "Anmelden" }.');
      }
      $translations.set({ ...$translations.get(), ...strings });
    },
  };
}
