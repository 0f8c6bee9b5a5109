import type { LatchManifestEntry } from '../protocol/elements';

/**
 * Imports bundles by URL. Every file an entry pulls in is announced at once with `<link rel="modulepreload">`
 * (the manifest lists them), so the browser fetches the whole tree in parallel instead of import by import.
 */
export function createChunkLoader(root: string, nonce: string | undefined): (entry: LatchManifestEntry) => Promise<unknown> {
  const announced = new Set<string>();
  return (entry) => {
    for (const file of entry.files) {
      if (file === entry.file || announced.has(file)) continue;
      announced.add(file);
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = root + file;
      if (nonce) link.nonce = nonce;
      document.head.append(link);
    }
    return import(/* @vite-ignore */ root + entry.file);
  };
}
