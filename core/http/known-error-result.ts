import { KnownError } from '../../protocol/known-error';
import type { Result } from '../result';

/**
 * Runs a call whose catalogue errors are expected answers (a wrong password…): they become a Result error; any
 * other failure (network, server bug) is still thrown.
 *
 * @example
 * ```ts
 * const result = await knownErrorResult(() => sender.sendJson<SignInJson>(request));
 * ```
 */
export async function knownErrorResult<T>(call: () => Promise<T>): Promise<Result<T>> {
  try {
    return { status: 'ok', data: await call() };
  } catch (error) {
    if (error instanceof KnownError) return { status: 'error', error };
    throw error;
  }
}
