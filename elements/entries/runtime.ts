/**
 * The runtime chunk: the loader imports it on every page and calls `start` with its script tag's configuration.
 * It holds the page's one ClientApp and implements `window.Latch`; it carries no React.
 */
import type { LatchConfig, LatchRuntimeApi } from '../../protocol/elements';
import { createPageRuntime } from '../runtime/create-page-runtime';
import { setPageRuntime } from '../runtime/page-runtime';

export function start(config: LatchConfig): LatchRuntimeApi {
  const { runtime, api } = createPageRuntime(config);
  setPageRuntime(runtime);
  return api;
}
