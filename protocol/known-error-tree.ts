import { type KnownErrorDefinition, knownErrors } from './known-errors';

type Code = keyof typeof knownErrors;

/**
 * The catalogue as browsers need it: every code's HTTP status and, for a code in a family, its parent. KnownError
 * reads only these (status, `is()`, unknown codes in `fromJson`). Here, in the server, Node and tests, it is derived
 * from the catalogue (known-errors.ts); browser bundles get the same table computed by the build
 * (build/lazy-known-error-tree.mjs) as a lazy chunk, so no page carries the `details` lists, the English messages or
 * the route tables the catalogue's module reaches (issue 7's budget).
 *
 * @example
 * ```ts
 * knownErrorTree.ACCESS_TOKEN_EXPIRED; // [401, 'INVALID_ACCESS_TOKEN']
 * knownErrorTree.USER_NOT_FOUND; // 404
 * ```
 */
export const knownErrorTree: Readonly<Record<Code, number | readonly [status: number, parent: Code]>> = treeOf(knownErrors);

/**
 * Each code's status, or `[status, parent]` for a code in a family.
 * @example
 * ```ts
 * treeOf({ A: { status: 400 } }); // { A: 400 }
 * ```
 */
function treeOf<C extends string>(catalogue: Record<C, KnownErrorDefinition>): Record<C, number | readonly [number, C]> {
  const tree = {} as Record<C, number | readonly [number, C]>;
  for (const code of Object.keys(catalogue) as C[]) {
    const { status, parent } = catalogue[code];
    tree[code] = parent === undefined ? status : [status, parent as C];
  }
  return tree;
}
