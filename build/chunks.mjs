// @ts-check
/**
 * Which modules go in which browser chunk: the one place the build's chunking is declared. esbuild splits code by the
 * exact set of entry points (the runtime, each element, each lazy screen, panel or core action) that use it; the
 * build then reshapes that split by the rules below (build/chunk-groups.mjs, build/merge-chunks.mjs).
 *
 * 1. Every `CHUNK_GROUPS` group becomes one chunk: the modules it names and every module they import, except what the
 *    runtime loads (core, nanostores, the page runtime). Left to esbuild, the UI that several screens share would land
 *    in a dozen small chunks, one per set of screens using it: a request each, and a worse gzip than one file.
 * 2. The runtime's file takes in every chunk the runtime imports (it is on every page and loads first).
 * 3. Each element's file takes in the chunks only that element imports (its screen, its strings).
 * Everything else (a lazy screen, a panel, a core action loaded by `import()`, a library only they use) stays
 * esbuild's: it loads on first use.
 */

/**
 * @typedef {{ name: string, modules: string[] }} ChunkGroup
 * `modules`: source files relative to the repository, or package folders (`node_modules/<name>/`), that the group's
 * chunk holds with everything they import.
 */

/**
 * The shared UI: React with react-dom, the custom-element wrapper and the store hooks, and the UI two or more screens
 * or panels use. Every element loads it, so the screens and panels that use it add only their own code.
 * @type {ChunkGroup}
 */
const SHARED_UI = {
  name: 'shared UI',
  modules: [
    'node_modules/react/',
    'node_modules/react-dom/',
    'node_modules/scheduler/',
    'node_modules/@r2wc/',
    'node_modules/@nanostores/react/',
    'elements/define-element.tsx',
    'elements/latch-context.ts',
    'elements/components/card.tsx',
    'elements/components/password-form.tsx',
    'elements/components/error-alert.tsx',
    'elements/components/handler-navigation.ts',
    'elements/components/link.tsx',
    'elements/components/loading-card.tsx',
    'elements/components/no-method-card.tsx',
    'elements/components/signed-in-card.tsx',
    'elements/flows/action.ts',
    'elements/flows/after-auth.ts',
    'elements/flows/auth-step.ts',
    'elements/flows/password-submit.ts',
    'elements/flows/failure.ts',
    'elements/flows/passkey-support.ts',
    'elements/flows/project.ts',
    'elements/flows/validate-credentials.ts',
    'elements/hooks/use-password-form.ts',
    'elements/hooks/use-failure-message.ts',
    'elements/hooks/use-flow.ts',
    'elements/hooks/use-step.ts',
    'elements/hooks/use-styles.ts',
    'elements/hooks/use-translate.ts',
  ],
};

/** @type {ChunkGroup[]} */
export const CHUNK_GROUPS = [SHARED_UI];
