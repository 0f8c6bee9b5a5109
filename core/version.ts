/**
 * The SDK's own version and the `x-stack-client-version` label built from it. The server parses the label with
 * `^(\w+)\s+(@[\w/]+)@([\d.]+)$` (docs/wire.md §1) and uses it for information only. Kept as a literal (not read
 * from package.json) so the browser bundle does not carry the whole manifest; `version.test.ts` keeps them equal.
 *
 * @example
 * ```ts
 * headers.set(HEADER.clientVersion, CLIENT_VERSION_LABEL); // "js @latch/core@0.1.0"
 * ```
 */
export const CORE_VERSION = '0.1.0';

/**
 * The value of `x-stack-client-version` on every request.
 *
 * @example
 * ```ts
 * headers[HEADER.clientVersion] = CLIENT_VERSION_LABEL;
 * ```
 */
export const CLIENT_VERSION_LABEL = `js @latch/core@${CORE_VERSION}`;
