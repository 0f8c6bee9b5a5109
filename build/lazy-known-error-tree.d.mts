import type { Plugin } from 'esbuild';
export declare function lazyKnownErrorTree(root: string): Plugin;
