import type { LatchApi, LatchManifest } from '../protocol/elements';

declare global {
  /** The build's manifest (runtime and element bundles), injected by build.mjs. */
  const __LATCH_MANIFEST__: LatchManifest;
  /** English "Sign-in is unavailable right now." (`common.unavailable` of elements/i18n/en/common.ts), injected by build.mjs. */
  const __LATCH_UNAVAILABLE_TEXT__: string;
  /** The languages the build ships (English and every file of elements/i18n/locales/), injected by build.mjs. */
  const __LATCH_LOCALES__: readonly string[];
  interface Window {
    Latch?: LatchApi;
  }
}
