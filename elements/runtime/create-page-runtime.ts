import { atom } from 'nanostores';
// ClientApp's own module rather than core's index: the page needs nothing else of core, and any module-level
// statement of the server or admin code the index exports would otherwise ride along into every page.
import { ClientApp } from '../../core/client-app';
import { AFTER_AUTH_RETURN_TO } from '../../core/urls/redirector';
import { ELEMENT_EVENTS, type LatchConfig, type LatchRuntimeApi } from '../../protocol/elements';
import type { TranslationOverrides } from '../i18n/overrides';
import { dispatchLatchEvent } from './dispatch-latch-event';
import { createLatchApi } from './latch-api';
import type { PageRuntime } from './page-runtime';
import { watchSessionEvents } from './session-events';

/** How long after an action ends its element still counts as the cause of a session change (the user loads after). */
const ACTOR_GRACE_MS = 5_000;

/**
 * Builds the page's one ClientApp (cookie token store, so the session survives reloads and follows other tabs)
 * and the runtime around it. Called by `start`, never at import time.
 */
export function createPageRuntime(config: LatchConfig): { runtime: PageRuntime; api: LatchRuntimeApi } {
  const $translations = atom<TranslationOverrides>({});
  let actor: { host: HTMLElement; until: number } | undefined;
  let navigations = 0;

  const eventTarget = (): EventTarget => (actor?.host.isConnected && Date.now() <= actor.until ? actor.host : document);

  const navigate = (url: string, from?: HTMLElement): boolean => {
    if (!dispatchLatchEvent(from ?? eventTarget(), ELEMENT_EVENTS.beforeRedirect, { url })) return false;
    navigations++;
    window.location.assign(url);
    return true;
  };

  const appOptions = {
    projectId: config.projectId,
    ...(config.publishableClientKey ? { publishableClientKey: config.publishableClientKey } : {}),
    baseUrl: config.baseUrl,
    redirectMethod: { navigate: (url: string) => void navigate(url) },
  };
  const app = new ClientApp({ ...appOptions, tokenStore: 'cookie', urls: config.urls ?? {} });
  const afterAuthApps = new Map<string, ClientApp>();

  const runtime: PageRuntime = {
    app,
    config,
    $translations,
    navigate,
    isLeaving: () => navigations > 0,
    keepReturnTo(href) {
      const value = new URL(window.location.href).searchParams.get(AFTER_AUTH_RETURN_TO);
      if (value === null) return href;
      const url = new URL(href, window.location.href);
      url.searchParams.set(AFTER_AUTH_RETURN_TO, value);
      return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : url.href;
    },
    afterAuthApp(url) {
      // An app that only navigates (no tokens, never mounted, so it sends nothing): core applies its redirect rule
      // with the element's URL as the fallback, and its trust check to that URL.
      let navigator = afterAuthApps.get(url);
      if (!navigator) {
        navigator = new ClientApp({ ...appOptions, tokenStore: null, urls: { ...config.urls, afterSignIn: url, afterSignUp: url } });
        afterAuthApps.set(url, navigator);
      }
      return navigator;
    },
    async act(host, action) {
      const mine = { host, until: Number.POSITIVE_INFINITY };
      actor = mine;
      const before = navigations;
      try {
        const value = await action();
        return { value, navigated: navigations > before };
      } finally {
        mine.until = Date.now() + ACTOR_GRACE_MS;
      }
    },
  };
  watchSessionEvents(app.$user, eventTarget);
  const api = createLatchApi(app, $translations);
  return {
    runtime,
    api: {
      ...api,
      // The host page's own call, not an element's: what it causes is dispatched from document (elements/README.md
      // "Events"), even right after an element acted.
      signOut() {
        actor = undefined;
        return api.signOut();
      },
    },
  };
}
