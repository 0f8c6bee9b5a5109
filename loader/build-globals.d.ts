import type { LatchApi, LatchManifest } from '../protocol/elements';

declare global {
  /** The build's manifest (runtime and element bundles), injected by build.mjs. */
  const __LATCH_MANIFEST__: LatchManifest;
  interface Window {
    Latch?: LatchApi;
  }
}
