/**
 * The script-tag loader (`<script src="…/latch.js" data-project-id="…">`): tiny and free of React and core.
 * It defines `window.Latch` at once, starts the runtime chunk, and downloads an element's chunk only when
 * its tag appears on the page. A browser script by nature, so it runs on load.
 */
import { ELEMENT_TAGS, type ElementTag, type LatchElementModule, type LatchRuntimeApi, type LatchRuntimeModule } from '../protocol/elements';
import { createChunkLoader } from './chunk-loader';
import { createLatchProxy } from './latch-proxy';
import { adoptPlaceholderSheet } from './placeholder-sheet';
import { publicRoot, readConfig, type LoaderScript } from './read-config';
import { watchTags } from './tag-watcher';
import { showUnavailable, UNAVAILABLE_KEY } from './unavailable';

function ownScript(): HTMLScriptElement | null {
  const current = document.currentScript;
  if (current instanceof HTMLScriptElement) return current;
  return document.querySelector<HTMLScriptElement>('script[data-project-id][src*="latch"]');
}

function start(): void {
  if (window.Latch) {
    console.warn('Latch: the loader script is on this page twice; the second copy does nothing.');
    return;
  }
  const script = ownScript();
  if (!script) throw new TypeError('Latch: cannot find the loader <script> tag.');
  const config = readConfig(script as LoaderScript);
  const manifest = __LATCH_MANIFEST__;
  const importEntry = createChunkLoader(publicRoot(script.src), config.nonce);

  const runtime: Promise<LatchRuntimeApi> = importEntry(manifest.runtime).then((module) => (module as LatchRuntimeModule).start(config));
  runtime.catch((error: unknown) => console.error('Latch: the runtime could not be loaded.', error));

  const loading = new Map<ElementTag, Promise<void>>();
  const load = (tag: ElementTag): Promise<void> => {
    const entry = manifest.elements[tag];
    if (!ELEMENT_TAGS.includes(tag) || !entry) return Promise.reject(new TypeError(`Latch: unknown element <${String(tag)}>.`));
    let promise = loading.get(tag);
    if (!promise) {
      promise = Promise.all([runtime, importEntry(entry)]).then(([, module]) => (module as LatchElementModule).define());
      loading.set(tag, promise);
    }
    return promise;
  };

  let translations: Readonly<Record<string, string>> = {};
  window.Latch = createLatchProxy(manifest.version, runtime, load, (strings) => (translations = { ...translations, ...strings }), __LATCH_LOCALES__);
  adoptPlaceholderSheet();
  watchTags((tag) => {
    load(tag).catch((error: unknown) => {
      console.error(`Latch: <${tag}> could not be loaded.`, error);
      showUnavailable(tag, translations[UNAVAILABLE_KEY] ?? __LATCH_UNAVAILABLE_TEXT__);
    });
  });
}

start();
