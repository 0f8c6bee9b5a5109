import type { AppContext } from './app-context';

const CONTEXT = Symbol('latch.appContext');

/**
 * Options carrying an app's context to the constructor of the class it extends (ServerApp → ClientApp), so that
 * both work over one context and neither reaches into the other's fields. The key is a module-private symbol:
 * callers of the public constructors cannot pass a context.
 *
 * @example
 * ```ts
 * const context = handedOver(options) ?? createAppContext(options, serverViews);
 * super(handOff(options, context));
 * ```
 */
export function handOff<O extends object>(options: O, context: AppContext): O {
  return { ...options, [CONTEXT]: context };
}

/**
 * The context a subclass handed over with `handOff`, if any.
 *
 * @example
 * ```ts
 * this.#context = handedOver(options) ?? createAppContext(options, clientViews);
 * ```
 */
export function handedOver(options: unknown): AppContext | undefined {
  // Not an object: createAppContext then reports the caller's mistake.
  if (typeof options !== 'object' || options === null) return undefined;
  return (options as { [CONTEXT]?: AppContext })[CONTEXT];
}
